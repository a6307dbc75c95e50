import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp } from '../../engine/react/testing/fakeHttp';
import { createTestI18n } from '../../engine/react/testing/renderWithProviders';
import { renderWidget } from '../testing/widgetHarness';
import { addressWidget, shownParts } from './index';

const schema = { type: 'object', required: ['Ulica', 'Psc', 'Mesto', 'IdStat'] };
const address = { Ulica: 'Mlynské nivy', PopisneCislo: '1', OrientacneCislo: '48', Psc: '82109', Mesto: 'Bratislava', IdStat: 'SK' };

function countries() {
  return fakeHttp({
    list: async () => ({
      rows: [
        { kod: 'AT', nazov: 'Rakúsko', platny: true },
        { kod: 'CZ', nazov: 'Česko', platny: true },
        { kod: 'DE', nazov: 'Nemecko', platny: true },
        { kod: 'SK', nazov: 'Slovensko', platny: true },
      ] as never[],
      total: 4,
      hasMore: false,
    }),
  });
}


describe('AddressWidget', () => {
  it('shows each part, the postal code as NNN NN, and marks the schema-required parts', () => {
    renderWidget(addressWidget, { schema, value: address, required: true }, createTestI18n(), countries());
    expect(document.getElementById('field')).toHaveValue('Mlynské nivy');
    expect(document.getElementById('field_OrientacneCislo')).toHaveValue('48');
    expect(document.getElementById('field_Psc')).toHaveValue('821 09');
    expect(document.querySelector('label[for="field_Mesto"]')?.textContent).toContain('*');
    expect(document.querySelector('label[for="field_PopisneCislo"]')?.textContent).not.toContain('*');
  });

  it('stores one object, drops emptied parts and clears an empty address', async () => {
    const { onChange } = renderWidget(addressWidget, { schema, value: undefined }, createTestI18n(), countries());
    const user = userEvent.setup();
    await user.type(document.getElementById('field_Psc') as HTMLElement, '841 01');
    expect(onChange).toHaveBeenLastCalledWith({ Psc: '84101' });
    await user.type(document.getElementById('field_Mesto') as HTMLElement, 'Nitra');
    expect(onChange).toHaveBeenLastCalledWith({ Psc: '84101', Mesto: 'Nitra' });
    await user.clear(document.getElementById('field_Mesto') as HTMLElement);
    await user.clear(document.getElementById('field_Psc') as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('offers Slovakia first and Czechia second', async () => {
    const http = countries();
    renderWidget(addressWidget, { schema, value: undefined }, createTestI18n(), http);
    await userEvent.setup().click(document.getElementById('field_IdStat') as HTMLElement);
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Slovensko', 'Česko', 'Rakúsko', 'Nemecko']));
    // The live book, invalidated items too (each says whether it is valid today); read again on
    // opening even when an earlier render left it cached.
    await waitFor(() => expect(http.list.mock.calls.map((call) => call[0])).toContain('/edc/enum/stat/vsetky/'));
  });

  it('names the block with its label, is disabled as a whole and starts with the street', async () => {
    renderWidget(addressWidget, { schema, value: address, label: 'Adresa sídla', disabled: true }, createTestI18n(), countries());
    expect(screen.getByRole('group', { name: 'Adresa sídla' })).toBeInTheDocument();
    expect(document.getElementById('field')).toBeDisabled();
    expect(document.getElementById('field_Psc')).toBeDisabled();
  });

  it('shows the errors of its parts', () => {
    renderWidget(addressWidget, { schema, value: address, options: { partErrors: { Psc: ['PSČ musí mať 5 číslic'] } } }, createTestI18n(), countries());
    expect(screen.getByText('PSČ musí mať 5 číslic')).toBeInTheDocument();
  });

  it('edits the cadastral area, parcel number, P. O. box and organisational unit', async () => {
    const { onChange } = renderWidget(addressWidget, { schema, value: { Mesto: 'Nitra' } }, createTestI18n(), countries());
    const user = userEvent.setup();
    await user.type(document.getElementById('field_KatastUzemie') as HTMLElement, 'Párovské Háje');
    expect(onChange).toHaveBeenLastCalledWith({ Mesto: 'Nitra', KatastUzemie: 'Párovské Háje' });
    await user.type(document.getElementById('field_CisloParcely') as HTMLElement, '1234/5');
    expect(onChange).toHaveBeenLastCalledWith({ Mesto: 'Nitra', KatastUzemie: 'Párovské Háje', CisloParcely: '1234/5' });
    await user.type(document.getElementById('field_Pobox') as HTMLElement, '12');
    expect(onChange).toHaveBeenLastCalledWith({ Mesto: 'Nitra', KatastUzemie: 'Párovské Háje', CisloParcely: '1234/5', Pobox: '12' });
    await user.type(document.getElementById('field_Utvar') as HTMLElement, 'Odbor IT');
    expect(onChange).toHaveBeenLastCalledWith({ Mesto: 'Nitra', KatastUzemie: 'Párovské Háje', CisloParcely: '1234/5', Pobox: '12', Utvar: 'Odbor IT' });
    expect(document.getElementById('field_Pobox')).toHaveAttribute('inputmode', 'numeric');
    expect(document.querySelector('label[for="field_CisloParcely"]')?.textContent).toContain('widgets.address.CisloParcely');
  });

  it("takes each part's length from the schema, shows only the parts it names, and gives the first one the id", () => {
    const named = { type: 'object', properties: { Mesto: { type: 'string', maxLength: 40 }, CisloParcely: { type: 'string', maxLength: 10 } } };
    renderWidget(addressWidget, { schema: named, value: undefined }, createTestI18n(), countries());
    expect(document.getElementById('field')).toHaveAttribute('maxlength', '40');
    expect(document.getElementById('field_CisloParcely')).toHaveAttribute('maxlength', '10');
    expect(document.getElementById('field_Ulica')).toBeNull();
    expect(document.getElementById('field_Pobox')).toBeNull();
  });

  it('lists the parts to show: options first, then the schema, else all ten', () => {
    expect(shownParts({}, {})).toHaveLength(10);
    expect(shownParts({ properties: { Utvar: {}, Ulica: {} } }, {})).toEqual(['Ulica', 'Utvar']);
    expect(shownParts({ properties: { Utvar: {} } }, { parts: ['Pobox', 'Mesto'] })).toEqual(['Mesto', 'Pobox']);
  });

  it('shows the errors of the new parts', () => {
    renderWidget(addressWidget, { schema, value: { CisloParcely: '12a' }, options: { partErrors: { CisloParcely: ['Číslo parcely musí mať tvar 1234 alebo 1234/5'] } } }, createTestI18n(), countries());
    expect(screen.getByText('Číslo parcely musí mať tvar 1234 alebo 1234/5')).toBeInTheDocument();
  });
});
