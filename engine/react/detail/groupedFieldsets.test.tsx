import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { JsonSchema } from '../../core/form';
import { buildFormModel, resolveWidgets } from '../../core/form';
import { EngineProvider } from '../EngineProvider';
import { createWidgetRegistry } from '../registry';
import type { EngineWidgetProps, WidgetEntry } from '../registry/types';
import { fakeHttp } from '../testing/fakeHttp';
import { createTestI18n, renderWithI18n } from '../testing/renderWithProviders';
import { testEntityMetadata } from '../testing/testEntity';
import { EngineForm } from './EngineForm';

function PlainText({ id, label, value }: EngineWidgetProps) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input id={id} value={typeof value === 'string' ? value : ''} readOnly />
    </div>
  );
}
const textWidget: WidgetEntry = { name: 'text', component: PlainText, tester: () => 1 };

const schema: JsonSchema = { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' }, c: { type: 'string' } } };
const metadata = testEntityMetadata({
  layout: [
    { group: 'first', titleKey: 'test.group.first', fields: ['a', 'b'] },
    { group: 'second', titleKey: 'test.group.second', fields: ['c'] },
  ],
  fields: { a: { labelKey: 'test.field.a' }, b: { labelKey: 'test.field.b' }, c: { labelKey: 'test.field.c' } },
});
const i18n = createTestI18n('sk', { test: { group: { first: 'Prvá skupina', second: 'Druhá skupina' }, field: { a: 'Pole A', b: 'Pole B', c: 'Pole C' } } });
i18n.addResourceBundle('en', 'translation', { test: { group: { first: 'First group', second: 'Second group' }, field: { a: 'Field A', b: 'Field B', c: 'Field C' } } });

function Host() {
  const [registry] = useState(() => createWidgetRegistry([textWidget]));
  const [model] = useState(() => resolveWidgets(buildFormModel(schema, metadata, 'create', { tokens: new Set() }), registry.entries));
  const [tokens] = useState(() => new Set<string>());
  return (
    <EngineProvider http={fakeHttp()} tokens={tokens} widgets={registry}>
      <EngineForm model={model} formData={{}}>
        <button type="submit">OK</button>
      </EngineForm>
    </EngineProvider>
  );
}

describe('the form’s fieldsets', () => {
  it('draw each group as a fieldset named by its translated legend, holding its own fields, and follow the language', async () => {
    renderWithI18n(<Host />, i18n);
    const first = screen.getByRole('group', { name: 'Prvá skupina' });
    const second = screen.getByRole('group', { name: 'Druhá skupina' });
    expect(first.tagName).toBe('FIELDSET');
    expect(within(first).getAllByRole('textbox').map((input) => input.id)).toEqual(['root_a', 'root_b']);
    expect(within(second).getAllByRole('textbox').map((input) => input.id)).toEqual(['root_c']);
    expect(within(first).getByText('Prvá skupina').tagName).toBe('LEGEND');

    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(screen.getByRole('group', { name: 'First group' })).toBe(first);
    expect(screen.getByRole('group', { name: 'Second group' })).toBe(second);
    expect(screen.queryByRole('group', { name: 'Prvá skupina' })).toBeNull();
  });
});
