import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JsonSchema } from '../../core/form';
import { buildFormModel, resolveWidgets } from '../../core/form';
import { EngineProvider } from '../EngineProvider';
import { createWidgetRegistry } from '../registry';
import type { EngineWidgetProps, WidgetEntry } from '../registry/types';
import { fakeHttp } from '../testing/fakeHttp';
import { createTestI18n, renderWithI18n } from '../testing/renderWithProviders';
import { testWidgets } from '../testing/testWidgets';
import { EngineForm } from './EngineForm';
import { partErrorsOf } from './ObjectWidgetField';
import { testEntityMetadata } from '../testing/testEntity';

/** An object widget for the test: one input per part, the part's first error under it. */
function PairWidget({ id, label, value, onChange, options, rawErrors }: EngineWidgetProps) {
  const pair = (value ?? {}) as Record<string, string>;
  const parts = (options.partErrors ?? {}) as Record<string, string[]>;
  return (
    <fieldset aria-label={label}>
      {['a', 'b'].map((part) => (
        <div key={part}>
          <input id={`${id}_${part}`} aria-label={part} value={pair[part] ?? ''} onChange={(e) => onChange({ ...pair, [part]: e.currentTarget.value })} />
          {parts[part]?.[0] ? <span>{`${part}: ${parts[part][0]}`}</span> : null}
        </div>
      ))}
      {rawErrors?.[0] ? <span>{`own: ${rawErrors[0]}`}</span> : null}
    </fieldset>
  );
}

const pairWidget: WidgetEntry = { name: 'pair', component: PairWidget };
const schema: JsonSchema = {
  type: 'object',
  required: ['pair'],
  properties: { pair: { type: 'object', required: ['a'], properties: { a: { type: 'string', minLength: 2 }, b: { type: 'string' } } } },
};
const metadata = testEntityMetadata({ layout: [{ group: 'g', titleKey: 'test.group', fields: ['pair'] }], fields: { pair: { labelKey: 'test.pair', widget: 'pair' } } });

function Host({ start = {} }: { start?: Record<string, unknown> }) {
  const entries = [...testWidgets, pairWidget];
  const registry = createWidgetRegistry(entries);
  const model = resolveWidgets(buildFormModel(schema, metadata, 'create', { tokens: new Set() }), registry.entries);
  const [data, setData] = useState<Record<string, unknown>>(start);
  return (
    <EngineProvider http={fakeHttp()} tokens={new Set()} widgets={entries}>
      <EngineForm model={model} formData={data} onChange={setData}>
        <button type="submit">submit</button>
        <output data-testid="data">{JSON.stringify(data)}</output>
      </EngineForm>
    </EngineProvider>
  );
}

describe('object widgets in a form', () => {
  it('render the whole object, store it, and show part errors after a submit', async () => {
    renderWithI18n(<Host />, createTestI18n('sk', { engine: { validation: { required: 'povinné', minLength: 'aspoň {{limit}}' } } }));
    const user = userEvent.setup();
    expect(screen.getByRole('group', { name: 'test.pair' })).toBeInTheDocument();
    expect(screen.queryByText('a: povinné')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('a: povinné')).toBeInTheDocument();
    await user.type(screen.getByLabelText('b'), 'x');
    expect(screen.getByTestId('data')).toHaveTextContent('{"pair":{"b":"x"}}');
    await user.type(screen.getByLabelText('a'), 'q');
    expect(await screen.findByText('a: aspoň 2')).toBeInTheDocument();
  });

  it('show the object’s own error (emptied: null) after a submit, which RJSF hands as rawErrors', async () => {
    renderWithI18n(<Host start={{ pair: null }} />, createTestI18n('sk', { engine: { validation: { required: 'povinné' } } }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('own: povinné')).toBeInTheDocument();
  });

  it('collects the errors inside from the nested error schema, by relative path (a part, a row, a row’s part)', () => {
    expect(partErrorsOf({ __errors: ['own'], a: { __errors: ['x', 'y'] }, b: { __errors: [] } } as never)).toEqual({ a: ['x', 'y'] });
    expect(partErrorsOf({ 1: { __errors: ['row'], nazov: { __errors: ['part'] } }, 2: { vykon: { __errors: ['deep'] } } } as never)).toEqual({ 1: ['row'], '1.nazov': ['part'], '2.vykon': ['deep'] });
    expect(partErrorsOf(undefined)).toEqual({});
  });
});
