import { hasEnum, rankWith, schemaTypeIs } from '../../core/form';
import type { EngineWidgetProps, WidgetEntry } from '../registry/types';

// Plain HTML widgets, so engine tests do not depend on the widgets package.

function Field({ id, label, rawErrors, children }: Pick<EngineWidgetProps, 'id' | 'label' | 'rawErrors'> & { children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      {children}
      {rawErrors?.[0] && <div role="status">{rawErrors[0]}</div>}
    </div>
  );
}

function TestText(props: EngineWidgetProps) {
  const { id, value, onChange, readonly, disabled, required } = props;
  return (
    <Field {...props}>
      <input
        id={id}
        value={value === undefined || value === null ? '' : String(value)}
        readOnly={readonly}
        disabled={disabled}
        aria-required={required}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      />
    </Field>
  );
}

function TestEnum(props: EngineWidgetProps) {
  const { id, value, onChange, readonly, schema } = props;
  return (
    <Field {...props}>
      <select id={id} value={value === undefined || value === null ? '' : String(value)} disabled={readonly} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="" />
        {(schema.enum ?? []).map((v) => (
          <option key={String(v)} value={String(v)}>
            {String(v)}
          </option>
        ))}
      </select>
    </Field>
  );
}

function TestCheckbox(props: EngineWidgetProps) {
  const { id, value, onChange, readonly } = props;
  return (
    <Field {...props}>
      <input id={id} type="checkbox" checked={value === true} disabled={readonly} onChange={(e) => onChange(e.target.checked)} />
    </Field>
  );
}

function TestNumber(props: EngineWidgetProps) {
  const { id, value, onChange, readonly } = props;
  return (
    <Field {...props}>
      <input id={id} inputMode="decimal" value={typeof value === 'number' ? String(value) : ''} readOnly={readonly} onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))} />
    </Field>
  );
}

/** Minimal widgets for engine tests: text, enum, checkbox and number (no percent, so the fallback shows). */
export const testWidgets: WidgetEntry[] = [
  { name: 'text', tester: rankWith(1, schemaTypeIs('string')), component: TestText },
  { name: 'textarea', component: TestText },
  { name: 'enum-select', tester: rankWith(5, hasEnum), component: TestEnum },
  { name: 'checkbox', tester: rankWith(2, schemaTypeIs('boolean')), component: TestCheckbox },
  { name: 'number', tester: rankWith(2, (f) => f.type === 'number' || f.type === 'integer'), component: TestNumber },
];
