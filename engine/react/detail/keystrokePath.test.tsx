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
import { COMMIT_PAUSE_MS, PendingChanges } from './deferredChange';
import { EngineForm } from './EngineForm';
import { FieldSchemas, validateOneField } from './fieldValidation';
import { hasFixedProperties } from './RootObjectField';
import { sameMembers } from './useStableSet';
import { validatorFor } from './validator';

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
const metadata: EntityMetadata = {
  entity: 'test',
  api: '/test/',
  id: 'id',
  title: 'test.title',
  tokens: { read: [] },
  routes: { search: '/t', detail: '/t' },
  search: { filters: [], columns: [] },
  detail: {
    layout: [
      { group: 'a', titleKey: 'test.a', fields: names.slice(0, 10) },
      { group: 'b', titleKey: 'test.b', fields: names.slice(10) },
    ],
    fields: Object.fromEntries(names.map((n) => [n, { labelKey: n }])),
    serverManaged: [],
  },
};
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
  it('shows a key at once and its own field error, and hands the value to the form once typing pauses', async () => {
    renderWithI18n(<Host />, i18n);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('f3'), 'abcdef');
    // Shown at once, with the field's own rule checked on the typed value.
    expect(screen.getByLabelText('f3')).toHaveValue('abcdef');
    expect(screen.getByRole('status')).toHaveTextContent('najviac 5');
    expect(screen.getByTestId('data')).not.toHaveTextContent('abcdef');
    // The form (and its parent) get the value after the pause; the whole form's check agrees.
    await waitFor(() => expect(screen.getByTestId('data')).toHaveTextContent('"f3":"abcdef"'));
    expect(screen.getByRole('status')).toHaveTextContent('najviac 5');
  });

  it('re-renders only the changed field, not the other fields of the form', async () => {
    renderWithI18n(<Host />, i18n);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('f12'));
    await waitFor(() => expect(screen.getByTestId('data')).toHaveTextContent('"f0":"a"'));
    renders.clear();
    await user.keyboard('xy');
    await waitFor(() => expect(screen.getByTestId('data')).toHaveTextContent('"f12":"xy"'));
    expect(renders.get('root_f12')).toBeGreaterThan(0);
    const others = [...renders.keys()].filter((id) => id !== 'root_f12');
    expect(others).toEqual([]);
  });

  it('a submit right after typing submits the last key (the pending value is applied first)', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<Host onSubmit={onSubmit} />, i18n);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('f1'), 'ok{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ f0: 'a', f1: 'ok' });
  });

  it('leaving the field applies the typed value at once', async () => {
    renderWithI18n(<Host />, i18n);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('f2'), 'q');
    await user.click(screen.getByLabelText('f4'));
    // No wait for the pause: the blur handed it over.
    expect(screen.getByTestId('data')).toHaveTextContent('"f2":"q"');
  });

  it('an invalid submit still shows the errors of values the form has not taken yet', async () => {
    renderWithI18n(<Host />, i18n);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('f0'));
    await act(async () => {
      screen.getByRole('button', { name: 'submit' }).click();
    });
    expect(await screen.findByText('povinné')).toBeInTheDocument();
    expect(document.activeElement?.id).toBe('root_f0');
  });
});

describe('keystroke path helpers', () => {
  it('PendingChanges applies every pending change once', () => {
    const pending = new PendingChanges();
    const a = vi.fn(() => pending.delete('a'));
    pending.set('a', a);
    pending.set('b', () => pending.delete('b'));
    expect(pending.size).toBe(2);
    pending.flushAll();
    expect(a).toHaveBeenCalledTimes(1);
    expect(pending.size).toBe(0);
  });

  it('the form takes a typed value within a short pause', () => {
    expect(COMMIT_PAUSE_MS).toBeGreaterThan(0);
    expect(COMMIT_PAUSE_MS).toBeLessThanOrEqual(150);
  });

  it('a root with conditional keywords keeps RJSF’s own object field', () => {
    expect(hasFixedProperties({ type: 'object', properties: { a: { type: 'string' } } })).toBe(true);
    expect(hasFixedProperties({ type: 'object', properties: { a: { type: 'string' } }, if: { required: ['a'] }, then: {} })).toBe(false);
    expect(hasFixedProperties({ type: 'object', properties: {}, dependencies: { a: ['b'] } })).toBe(false);
  });

  it('sets with the same members are the same', () => {
    expect(sameMembers(new Set(['a', 'b']), new Set(['b', 'a']))).toBe(true);
    expect(sameMembers(new Set(['a']), new Set(['a', 'b']))).toBe(false);
  });

  it('one field validated alone gets the messages the whole form would give it', () => {
    const validator = validatorFor(schema);
    const transform = (errors: { message?: string; name?: string; property?: string }[]) =>
      errors.map((e) => ({ ...e, message: `${e.name}:${e.property}`, stack: '' }));
    const schemas = new FieldSchemas(schema as never);
    const whole = validator.validateFormData({ f1: 'abcdef' }, schema as never, undefined, transform as never, {});
    expect(whole.errorSchema.f0?.__errors).toHaveLength(1);
    expect(validateOneField(validator, schemas, 'f0', undefined, transform as never, {})).toEqual(whole.errorSchema.f0?.__errors);
    expect(whole.errorSchema.f1?.__errors).toEqual(['maxLength:.f1']);
    expect(validateOneField(validator, schemas, 'f1', 'abcdef', transform as never, {})).toEqual(['maxLength:.f1']);
    expect(validateOneField(validator, schemas, 'f1', 'ok', transform as never, {})).toEqual([]);
    expect(validateOneField(validator, schemas, 'unknown', 'x', transform as never, {})).toEqual([]);
  });
});
