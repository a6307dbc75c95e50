import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JsonSchema } from '../../engine/core/form';
import { EngineProvider } from '../../engine/react';
import { fakeHttp } from '../../engine/react/testing/fakeHttp';
import { createTestI18n, renderWithI18n } from '../../engine/react/testing/renderWithProviders';
import { widgets } from '../index';
import { cellProblem, ObjectListWidget } from './ObjectListWidget';

// A participant's bank accounts: a Slovak IBAN, the bank, the currency and the main-account flag.
const schema: JsonSchema = {
  type: ['array', 'null'],
  maxItems: 3,
  items: {
    type: 'object',
    properties: {
      iban: { type: 'string', format: 'iban-sk' },
      banka: { type: 'string', minLength: 1, maxLength: 100 },
      mena: { type: 'string', enum: ['EUR', 'CZK'] },
      hlavny: { type: ['boolean', 'null'] },
    },
    required: ['iban', 'banka', 'mena'],
  },
} as JsonSchema;

const TEXTS = {
  widgets: { objectList: { none: 'Žiadne položky', row: 'Položka {{n}}', add: 'Pridať položku', remove: 'Odstrániť', removeRow: 'Odstrániť položku {{n}}' } },
  ucet: { rows: { row: 'Bankový účet {{n}}', add: 'Pridať bankový účet' }, texts: { row: 'Účet {{n}}', add: 'Pridať účet', removeRow: 'Odstrániť účet {{n}}' }, field: { iban: 'IBAN', banka: 'Banka', mena: 'Mena', hlavny: 'Hlavný účet' }, enum: { mena: { EUR: 'Euro', CZK: 'Česká koruna' } } },
  validation: { validation_invalidIban: 'IBAN nie je platný' },
  engine: { validation: { required: 'Povinné pole' } },
};

const ACCOUNT = { iban: 'SK3112000000198742637541', banka: 'Tatra banka, a.s.', mena: 'EUR', hlavny: true };

function Host({ value, readonly, onChange, textPrefix, entity }: { value: unknown; readonly?: boolean; onChange: (value: unknown) => void; textPrefix?: string; entity?: string }) {
  const [current, setCurrent] = useState<unknown>(value);
  return (
    <ObjectListWidget
      id="root_bankoveUcty"
      name="bankoveUcty"
      label="Bankové účty"
      schema={schema}
      value={current}
      readonly={readonly}
      options={entity ? { entity } : { labelPrefix: 'ucet.field', enumPrefix: 'ucet.enum', ...(textPrefix ? { textPrefix } : {}) }}
      onChange={(next) => {
        setCurrent(next);
        onChange(next);
      }}
    />
  );
}

function renderList(value: unknown, readonly = false, textPrefix?: string, entity?: string) {
  const onChange = vi.fn();
  renderWithI18n(
    <EngineProvider http={fakeHttp()} tokens={new Set()} widgets={widgets}>
      <Host value={value} readonly={readonly} onChange={onChange} textPrefix={textPrefix} entity={entity} />
    </EngineProvider>,
    createTestI18n('sk', TEXTS),
  );
  return onChange;
}

describe('ObjectListWidget', () => {
  it('renders a row per item with the registry widgets of the items’ schema and translated labels', () => {
    renderList([ACCOUNT]);
    const row = screen.getByRole('group', { name: 'Položka 1' });
    // The IBAN widget shows the grouped form; the enum select its translated value.
    expect(within(row).getByLabelText(/^IBAN/)).toHaveValue('SK31 1200 0000 1987 4263 7541');
    expect(within(row).getByLabelText(/^Banka/)).toHaveValue('Tatra banka, a.s.');
    expect(row.querySelector('#root_bankoveUcty_0_mena')).toHaveValue('Euro');
  });

  it('adds and removes rows; an emptied list is null when the schema allows it', async () => {
    const onChange = renderList([ACCOUNT]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pridať položku' }));
    expect(onChange).toHaveBeenLastCalledWith([ACCOUNT, {}]);
    expect(screen.getByRole('group', { name: 'Položka 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Odstrániť položku 2' }));
    await user.click(screen.getByRole('button', { name: 'Odstrániť položku 1' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('Žiadne položky')).toBeInTheDocument();
  });

  it('names rows and buttons by the list’s own texts (options.textPrefix), the generic ones where it has none', () => {
    renderList([ACCOUNT], false, 'ucet.texts');
    expect(screen.getByRole('group', { name: 'Účet 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pridať účet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Odstrániť účet 1' })).toHaveTextContent('Odstrániť');
  });

  it('takes labels, values and texts from one entity’s texts (options.entity)', () => {
    renderList([ACCOUNT], false, undefined, 'ucet');
    const row = screen.getByRole('group', { name: 'Bankový účet 1' });
    expect(within(row).getByLabelText(/^Banka/)).toHaveValue('Tatra banka, a.s.');
    expect(row.querySelector('#root_bankoveUcty_0_mena')).toHaveValue('Euro');
    expect(screen.getByRole('button', { name: 'Pridať bankový účet' })).toBeInTheDocument();
  });

  it('stops adding at the schema’s maxItems', async () => {
    renderList([ACCOUNT, ACCOUNT, ACCOUNT]);
    expect(screen.getByRole('button', { name: 'Pridať položku' })).toBeDisabled();
  });

  it('types into a part, keeps the typed value and shows that row’s error once the part is left', async () => {
    const onChange = renderList([]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pridať položku' }));
    const row = screen.getByRole('group', { name: 'Položka 1' });
    const iban = within(row).getByLabelText(/^IBAN/);
    await user.type(iban, 'SK0000000000000000000000');
    expect(within(row).queryByText('IBAN nie je platný')).not.toBeInTheDocument();
    await user.tab();
    expect(within(row).getByText('IBAN nie je platný')).toBeInTheDocument();
    expect(iban).toHaveValue('SK00 0000 0000 0000 0000 0000');
    // The required bank name says so once left empty.
    await user.click(within(row).getByLabelText(/^Banka/));
    await user.tab();
    expect(within(row).getByText('Povinné pole')).toBeInTheDocument();
    await user.type(within(row).getByLabelText(/^Banka/), 'VÚB, a.s.');
    expect(onChange).toHaveBeenLastCalledWith([{ iban: 'SK0000000000000000000000', banka: 'VÚB, a.s.' }]);
  });

  it('is reached with the keyboard: Tab goes through the parts to the row’s remove button and the add button', async () => {
    renderList([ACCOUNT]);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByLabelText(/^IBAN/)).toHaveFocus();
    const remove = screen.getByRole('button', { name: 'Odstrániť položku 1' });
    for (let i = 0; i < 10 && document.activeElement !== remove; i++) await user.tab();
    expect(remove).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pridať položku' })).toHaveFocus();
  });

  it('offers no add or remove when read-only', () => {
    renderList([ACCOUNT], true);
    expect(screen.queryByRole('button', { name: 'Pridať položku' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Odstrániť/ })).not.toBeInTheDocument();
  });
});

describe('cellProblem', () => {
  it('checks required parts and the catalogue’s formats', () => {
    const iban = { type: 'string', format: 'iban-sk' } as JsonSchema;
    expect(cellProblem(iban, true, '')).toEqual({ key: 'engine.validation.required' });
    expect(cellProblem(iban, false, null)).toBeUndefined();
    expect(cellProblem(iban, true, 'SK3112000000198742637541')).toBeUndefined();
    expect(cellProblem(iban, true, 'SK0000000000000000000000')?.key).toBe('validation.validation_invalidIban');
  });
});
