import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JsonSchema } from '../../engine/core/form';
import { buildFormModel, resolveWidgets } from '../../engine/core/form';
import { createWidgetRegistry, EngineProvider } from '../../engine/react';
import { EngineForm } from '../../engine/react/detail/EngineForm';
import { leanWidgetOf } from '../../engine/react/detail/LeanField';
import type * as LeanFieldModule from '../../engine/react/detail/LeanField';
import { fakeHttp } from '../../engine/react/testing/fakeHttp';
import { createTestI18n, renderWithI18n } from '../../engine/react/testing/renderWithProviders';
import { widgets } from '..';
import { testEntityMetadata } from '../../engine/react/testing/testEntity';

// Whether RootObjectField may draw plain fields straight with their widget (LeanField) or must
// take RJSF's SchemaField path: the test draws the same form both ways and compares what a user
// sees and hears (labels, inputs, help, errors, their order and classes) and the data.
const lean = vi.hoisted(() => ({ on: true }));
vi.mock('../../engine/react/detail/LeanField', async (importOriginal) => {
  const actual = await importOriginal<typeof LeanFieldModule>();
  return { ...actual, leanWidgetOf: (...args: Parameters<typeof actual.leanWidgetOf>) => (lean.on ? actual.leanWidgetOf(...args) : undefined) };
});

const schema: JsonSchema = {
  type: 'object',
  required: ['nazov', 'pocet'],
  properties: {
    nazov: { type: 'string', maxLength: 5 },
    kod: { type: 'string', readOnly: true },
    pocet: { type: 'integer', minimum: 1 },
    podiel: { type: 'number' },
    platnostOd: { type: 'string', format: 'date' },
    email: { type: 'string', format: 'email' },
    stav: { type: 'string', enum: ['A', 'B'] },
    aktivny: { type: 'boolean' },
    adresa: { type: 'object', properties: { ulica: { type: 'string' } } },
  },
};
const names = Object.keys(schema.properties ?? {});
const metadata = testEntityMetadata({
    layout: [{ group: 'a', titleKey: 'test.a', fields: names }],
    fields: { ...Object.fromEntries(names.map((n) => [n, { labelKey: `test.${n}` }])), podiel: { labelKey: 'test.podiel', help: 'test.podielHelp' } }
  });
const i18n = createTestI18n('sk', {
  test: { nazov: 'Názov', kod: 'Kód', pocet: 'Počet', podiel: 'Podiel', podielHelp: 'V percentách', platnostOd: 'Platnosť od', email: 'E-mail', stav: 'Stav', aktivny: 'Aktívny', a: 'Skupina' },
  engine: { validation: { required: 'povinné', maxLength: 'najviac {{limit}}' }, date: { placeholder: 'D.M.RRRR' } },
});
const registry = createWidgetRegistry(widgets);

function Host({ mode }: { mode: 'create' | 'view' }) {
  const [model] = useState(() => resolveWidgets(buildFormModel(schema, metadata, mode, { tokens: new Set() }), registry.entries));
  const [tokens] = useState(() => new Set<string>());
  const [data, setData] = useState<Record<string, unknown>>({ nazov: 'abc', kod: 'K1', pocet: 3, stav: 'A' });
  return (
    <EngineProvider http={fakeHttp()} tokens={tokens} widgets={registry}>
      <EngineForm model={model} formData={data} onChange={setData}>
        <pre data-testid="data">{JSON.stringify(data)}</pre>
      </EngineForm>
    </EngineProvider>
  );
}

/** The fields drawn lean (strings and numbers with a registry widget); the boolean and the object go through RJSF either way. */
const LEAN = ['nazov', 'kod', 'pocet', 'podiel', 'platnostOd', 'email', 'stav'];

/**
 * The form's HTML with Mantine's and React's generated ids (they count the components drawn
 * before) made alike, and each lean field's grid cell left out: RJSF's path draws the widget
 * inside a cell of its FieldTemplate (a div without style or meaning), the lean path makes the
 * widget's own element the cell. What is inside, and its order, is what a user sees and hears.
 */
function drawn(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement;
  for (const name of LEAN) {
    const cell = copy.querySelector(`#root_${name}`)?.closest('.rjsf-field');
    if (cell && cell.parentElement?.matches('fieldset > div')) cell.replaceWith(...cell.childNodes);
  }
  return copy.innerHTML.replace(/mantine-[a-z0-9]{6,}/g, 'mantine-id').replace(/_r_[a-z0-9]+_/g, '_r_id_');
}

/** Each grid's cells: one element per shown field, either way. */
function cells(container: HTMLElement): number[] {
  return [...container.querySelectorAll('fieldset > div')].map((grid) => grid.children.length);
}

async function drawAndType(mode: 'create' | 'view', on: boolean) {
  lean.on = on;
  const { container, unmount } = renderWithI18n(<Host mode={mode} />, i18n);
  const first = drawn(container);
  const grid = cells(container);
  const datePlaceholder = container.querySelector('#root_platnostOd')?.getAttribute('placeholder');
  let afterTyping = '';
  if (mode === 'create') {
    const user = userEvent.setup();
    const nazov = screen.getByLabelText('Názov', { exact: false });
    await user.type(nazov, 'de');
    await user.clear(nazov);
    await user.tab();
    await act(async () => undefined);
    afterTyping = drawn(container);
  }
  const data = screen.getByTestId('data').textContent;
  unmount();
  return { first, afterTyping, data, grid, datePlaceholder };
}

describe('plain fields drawn straight with their widget', () => {
  it('draw the same page as through RJSF’s fields, before and after typing an invalid value', async () => {
    const viaRjsf = await drawAndType('create', false);
    const direct = await drawAndType('create', true);
    expect(direct.first).toBe(viaRjsf.first);
    // The same layout: every field one cell of its fieldset's grid.
    expect(direct.grid).toEqual([names.length]);
    expect(viaRjsf.grid).toEqual(direct.grid);
    // The help under a field comes through too.
    expect(direct.first).toContain('V percentách');
    expect(direct.afterTyping).toBe(viaRjsf.afterTyping);
    expect(direct.data).toBe(viaRjsf.data);
    // The cleared value reached the data and its error shows once the field was left.
    expect(direct.data).not.toContain('nazov');
    expect(direct.afterTyping).toContain('povinné');
    expect(direct.afterTyping).toContain('aria-invalid="true"');
  });

  it('draw the same read-only page', async () => {
    const viaRjsf = await drawAndType('view', false);
    const direct = await drawAndType('view', true);
    expect(direct.first).toBe(viaRjsf.first);
    expect(viaRjsf.grid).toEqual(direct.grid);
    // A read-only date shows no typing hint.
    expect(direct.datePlaceholder).toBeNull();
  });

  it('show the date hint in an empty date field, either way', async () => {
    for (const on of [false, true]) {
      const { datePlaceholder } = await drawAndType('create', on);
      expect(datePlaceholder).toBe('D.M.RRRR');
    }
  });

  it('are the scalar fields with a registry widget and nothing RJSF resolves', () => {
    const components = registry.components;
    const ui = (widget: string, extra: Record<string, unknown> = {}) => ({ 'ui:widget': widget, 'ui:options': { labelKey: 'x' }, ...extra });
    expect(leanWidgetOf({ type: 'string' }, ui('text'), components)).toBe(components.text);
    expect(leanWidgetOf({ type: ['integer', 'null'] }, ui('integer'), components)).toBe(components.integer);
    expect(leanWidgetOf({ type: 'boolean' }, ui('checkbox'), components)).toBeUndefined();
    expect(leanWidgetOf({ type: 'object' }, ui('address'), components)).toBeUndefined();
    expect(leanWidgetOf({ $ref: '#/definitions/x', type: 'string' }, ui('text'), components)).toBeUndefined();
    expect(leanWidgetOf({ type: 'string', anyOf: [{ const: 'a' }] }, ui('text'), components)).toBeUndefined();
    expect(leanWidgetOf({ type: 'string' }, ui('hidden'), components)).toBeUndefined();
    expect(leanWidgetOf({ type: 'string' }, ui('noSuchWidget'), components)).toBeUndefined();
    expect(leanWidgetOf({ type: 'string' }, ui('text', { 'ui:field': 'custom' }), components)).toBeUndefined();
    expect(leanWidgetOf({ type: 'string' }, ui('text', { 'ui:help': 'help' }), components)).toBeUndefined();
    expect(leanWidgetOf({ type: 'string' }, undefined, components)).toBeUndefined();
  });
});
