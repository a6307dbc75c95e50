import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp } from '../../engine/react/testing/fakeHttp';
import { createTestI18n } from '../../engine/react/testing/renderWithProviders';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { codeBookMultiWidget } from './index';
import { CODE_BOOK_ALL_QUERY, codeBookAllPath, codeBookChoices } from './codeBookItems';

const schema = { type: 'array', items: { type: 'string' }, uniqueItems: true };
const options = { codeBook: 'zmluva-typ', enumType: 'portal' };
const rows = [
  { kod: 'ZPU', nazov: 'Zmluva o prístupe a užívaní', platny: true },
  { kod: 'ZO', nazov: 'Zmluva o zúčtovaní odchýlky', platny: true },
  { kod: 'STARA', nazov: 'Stará zmluva', platny: false },
];

describeWidgetContract(codeBookMultiWidget, { schema, value: undefined, options });

describe('codeBookChoices', () => {
  const invalid = (name: string) => `${name} (zneplatnené)`;
  it('offers the valid items and keeps chosen invalidated or unknown codes readable, never offering them anew', () => {
    expect(codeBookChoices(rows, ['STARA', 'ZO', 'XYZ'], invalid, (c) => `#${c}`)).toEqual([
      { value: 'ZPU', label: 'Zmluva o prístupe a užívaní' },
      { value: 'ZO', label: 'Zmluva o zúčtovaní odchýlky' },
      { value: 'STARA', label: 'Stará zmluva (zneplatnené)', disabled: true },
      { value: 'XYZ', label: '#XYZ (zneplatnené)', disabled: true },
    ]);
    expect(codeBookChoices(rows, [], invalid, String).map((c) => c.value)).toEqual(['ZPU', 'ZO']);
  });

  it('reads every item of the book with its validity', () => {
    expect(codeBookAllPath(options)).toBe('/portal/enum/zmluva-typ/vsetky/');
    expect(codeBookAllPath({})).toBeUndefined();
    expect(CODE_BOOK_ALL_QUERY.select).toEqual(['kod', 'nazov', 'platny']);
  });
});

describe('CodeBookMultiWidget', () => {
  it('names stored codes from the live list and stores the codes chosen', async () => {
    const http = fakeHttp({ list: async () => ({ rows, total: rows.length, hasMore: false }) as never });
    const { onChange } = renderWidget(codeBookMultiWidget, { schema, value: ['STARA'], options }, createTestI18n(), http);
    expect((await screen.findAllByText('widgets.codeBook.invalidItem')).length).toBeGreaterThan(0);
    expect(http.list).toHaveBeenCalledWith('/portal/enum/zmluva-typ/vsetky/', CODE_BOOK_ALL_QUERY, expect.anything());
    const user = userEvent.setup();
    await user.click(document.getElementById('field') as HTMLInputElement);
    await user.click(await screen.findByRole('option', { name: 'Zmluva o zúčtovaní odchýlky' }));
    expect(onChange).toHaveBeenLastCalledWith(['STARA', 'ZO']);
    expect(screen.queryByRole('option', { name: 'Stará zmluva' })).toBeNull();
  });

  it('clears to undefined when the last code is removed (Backspace)', async () => {
    const http = fakeHttp({ list: async () => ({ rows, total: rows.length, hasMore: false }) as never });
    const { onChange } = renderWidget(codeBookMultiWidget, { schema, value: ['ZPU'], options }, createTestI18n(), http);
    await waitFor(() => expect(screen.getAllByText('Zmluva o prístupe a užívaní').length).toBeGreaterThan(0));
    const user = userEvent.setup();
    await user.click(document.getElementById('field') as HTMLInputElement);
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
