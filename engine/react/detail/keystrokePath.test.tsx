import { Profiler, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JsonSchema } from '../../core/form';
import { buildFormModel, resolveWidgets } from '../../core/form';
import type { EntityMetadata } from '../../core/metadata';
import { EngineProvider } from '../EngineProvider';
import { createWidgetRegistry } from '../registry';
import type { EngineWidgetProps, WidgetEntry } from '../registry/types';
import { fakeHttp } from '../testing/fakeHttp';
import { createTestI18n, renderWithI18n } from '../testing/renderWithProviders';
import { EngineForm } from './EngineForm';
import { errorSchemaOf, pathErrorsOf } from './errorPaths';
import { FieldSchemas, fieldErrors } from './fieldValidation';
import { hasFixedProperties } from './RootObjectField';
import { validatorFor } from './validator';
import { testEntityMetadata } from '../testing/testEntity';

// Counts renders per field, so the test sees which fields a keystroke re-renders.
const renders = new Map<string, number>();
function CountingText({ id, label, value, onChange, rawErrors }: EngineWidgetProps) {
  renders.set(id, (renders.get(id) ?? 0) + 1);
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input id={id} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.currentTarget.value === '' ? undefined : e.currentTarget.value)} />
      {rawErrors?.[0] ? <span role="status">{rawErrors[0]}</span> : null}
    </div>
  );
}
const textWidget: WidgetEntry = { name: 'text', component: CountingText, tester: () => 1 };

const names = Array.from({ length: 20 }, (_, i) => `f${i}`);
const schema: JsonSchema = {
  type: 'object',
  required: ['f0'],
  properties: Object.fromEntries(names.map((n) => [n, { type: 'string', maxLength: 5 }])),
};
const metadata = testEntityMetadata({
    layout: [
      { group: 'a', titleKey: 'test.a', fields: names.slice(0, 10) },
      { group: 'b', titleKey: 'test.b', fields: names.slice(10) },
    ],
    fields: Object.fromEntries(names.map((n) => [n, { labelKey: n }]))
  });
const i18n = createTestI18n('sk', { engine: { validation: { required: 'povinné', maxLength: 'najviac {{limit}}' } } });

function Host({ onSubmit, onCommit }: { onSubmit?: (data: Record<string, unknown>) => void; onCommit?: () => void }) {
  const [registry] = useState(() => createWidgetRegistry([textWidget]));
  const [model] = useState(() => resolveWidgets(buildFormModel(schema, metadata, 'create', { tokens: new Set() }), registry.entries));
  const [tokens] = useState(() => new Set<string>());
  const [data, setData] = useState<Record<string, unknown>>({ f0: 'a' });
  return (
    <EngineProvider http={fakeHttp()} tokens={tokens} widgets={registry}>
      <Profiler id="form" onRender={() => onCommit?.()}>
        <EngineForm
          model={model}
          formData={data}
          onChange={setData}
          onSubmit={(submitted) => {
            onSubmit?.(submitted);
          }}
        >
          <button type="submit">submit</button>
          <pre data-testid="data">{JSON.stringify(data)}</pre>
        </EngineForm>
      </Profiler>
    </EngineProvider>
  );
}

describe('the keystroke path', () => {
  it('each key reaches the form’s data at once, with the field’s own error', async () => {
    renderWithI18n(<Host />, i18n);
    const user = userEvent.setup();
    const input = screen.getByLabelText('f3');
    await user.click(input);
    for (const [i, key] of [...'abcdef'].entries()) {
      await user.keyboard(key);
      // No wait: the host already has the key.
      expect(screen.getByTestId('data')).toHaveTextContent(`"f3":"${'abcdef'.slice(0, i + 1)}"`);
    }
    expect(input).toHaveValue('abcdef');
    expect(screen.getByRole('status')).toHaveTextContent('najviac 5');
    await user.keyboard('{Backspace}');
    expect(screen.getByTestId('data')).toHaveTextContent('"f3":"abcde"');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('re-renders only the changed field, not the other fields of the form', async () => {
    renderWithI18n(<Host />, i18n);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('f12'));
    renders.clear();
    await user.keyboard('xy');
    expect(screen.getByTestId('data')).toHaveTextContent('"f12":"xy"');
    // One render per key, of this field alone.
    expect(renders.get('root_f12')).toBe(2);
    const others = [...renders.keys()].filter((id) => id !== 'root_f12');
    expect(others).toEqual([]);
  });

  it('a submit right after typing submits the last key', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<Host onSubmit={onSubmit} />, i18n);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('f1'), 'ok{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ f0: 'a', f1: 'ok' });
  });

  it('an invalid submit shows the errors, focuses the first invalid field and sends nothing', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<Host onSubmit={onSubmit} />, i18n);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('f0'));
    await act(async () => {
      screen.getByRole('button', { name: 'submit' }).click();
    });
    expect(await screen.findByText('povinné')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement?.id).toBe('root_f0'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a field left untouched shows no error until it is touched', async () => {
    renderWithI18n(<Host />, i18n);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('f0'));
    await user.type(screen.getByLabelText('f0'), 'a');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('f5'), '123456');
    expect(screen.getByRole('status')).toHaveTextContent('najviac 5');
  });
});

const conditionalSchema: JsonSchema = {
  type: 'object',
  properties: { kind: { type: 'string' }, detail: { type: 'string' } },
  if: { properties: { kind: { const: 'B' } }, required: ['kind'] },
  then: { required: ['detail'] },
};
const conditionalMetadata: EntityMetadata = {
  ...metadata,
  detail: { layout: [{ group: 'a', titleKey: 'test.a', fields: ['kind', 'detail'] }], fields: { kind: { labelKey: 'kind' }, detail: { labelKey: 'detail' } }, serverManaged: [] },
};

function ConditionalHost({ onSubmit }: { onSubmit: (data: Record<string, unknown>) => void }) {
  const [registry] = useState(() => createWidgetRegistry([textWidget]));
  const [model] = useState(() => resolveWidgets(buildFormModel(conditionalSchema, conditionalMetadata, 'create', { tokens: new Set() }), registry.entries));
  const [tokens] = useState(() => new Set<string>());
  const [data, setData] = useState<Record<string, unknown>>({});
  return (
    <EngineProvider http={fakeHttp()} tokens={tokens} widgets={registry}>
      <EngineForm model={model} formData={data} onChange={setData} onSubmit={onSubmit}>
        <button type="submit">submit</button>
        <pre data-testid="data">{JSON.stringify(data)}</pre>
      </EngineForm>
    </EngineProvider>
  );
}

describe('a root whose rules depend on the data', () => {
  it('reads the whole store: keys reach the data at once and the rule across fields stops a submit', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<ConditionalHost onSubmit={onSubmit} />, i18n);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('kind'), 'B');
    expect(screen.getByTestId('data')).toHaveTextContent('{"kind":"B"}');
    await act(async () => {
      screen.getByRole('button', { name: 'submit' }).click();
    });
    expect(await screen.findByText('povinné')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('detail'), 'd');
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ kind: 'B', detail: 'd' });
  });
});

describe('keystroke path helpers', () => {
  it('a root with conditional keywords is read from the whole store', () => {
    expect(hasFixedProperties({ type: 'object', properties: { a: { type: 'string' } } })).toBe(true);
    expect(hasFixedProperties({ type: 'object', properties: { a: { type: 'string' } }, if: { required: ['a'] }, then: {} })).toBe(false);
    expect(hasFixedProperties({ type: 'object', properties: {}, dependencies: { a: ['b'] } })).toBe(false);
  });

  it('errors by path and RJSF’s error schema convert both ways', () => {
    const errorSchema = { __errors: ['root'], rows: { 1: { name: { __errors: ['bad'] } } }, a: { __errors: ['x', 'y'] } };
    const paths = pathErrorsOf(errorSchema as never);
    expect(paths).toEqual({ '': ['root'], 'rows.1.name': ['bad'], a: ['x', 'y'] });
    expect(errorSchemaOf({ 'rows.1.name': ['bad'] }, 'rows')).toEqual({ 1: { name: { __errors: ['bad'] } } });
    expect(errorSchemaOf({ a: ['x'] }, 'a')).toEqual({ __errors: ['x'] });
    expect(errorSchemaOf({}, 'a')).toBeUndefined();
  });

  it('one field validated alone gets the messages the whole form would give it', () => {
    const validator = validatorFor(schema);
    const transform = (errors: { message?: string; name?: string; property?: string }[]) =>
      errors.map((e) => ({ ...e, message: `${e.name}:${e.property}`, stack: '' }));
    const schemas = new FieldSchemas(schema as never);
    const whole = validator.validateFormData({ f1: 'abcdef' }, schema as never, undefined, transform as never, {});
    expect(whole.errorSchema.f0?.__errors).toHaveLength(1);
    expect(fieldErrors(validator, schemas, 'f0', undefined, transform as never, {})).toEqual({ f0: whole.errorSchema.f0?.__errors });
    expect(whole.errorSchema.f1?.__errors).toEqual(['maxLength:.f1']);
    expect(fieldErrors(validator, schemas, 'f1', 'abcdef', transform as never, {})).toEqual({ f1: ['maxLength:.f1'] });
    expect(fieldErrors(validator, schemas, 'f1', 'ok', transform as never, {})).toEqual({});
    expect(fieldErrors(validator, schemas, 'unknown', 'x', transform as never, {})).toEqual({});
  });
});
