import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp } from '../../engine/react/testing/fakeHttp';
import { createTestI18n } from '../../engine/react/testing/renderWithProviders';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { codeBookWidget } from './index';
import { pinFirst } from './CodeBookWidget';
import { CODE_BOOK_ALL_QUERY } from './codeBookItems';

const schema = { type: ['string', 'null'] };
// The widget keeps one query cache outside an application: each test reads its own book.
const book = (codeBook: string) => ({ codeBook, enumType: 'edc' });
const rows = [
  { kod: 'SK', nazov: 'Slovensko', platny: true },
  { kod: 'CZ', nazov: 'Česko', platny: true },
  { kod: 'YU', nazov: 'Juhoslávia', platny: false },
];
const listing = () => fakeHttp({ list: async () => ({ rows, total: rows.length, hasMore: false }) as never });
const input = () => document.getElementById('field') as HTMLInputElement;

describeWidgetContract(codeBookWidget, { schema, value: null, options: book('stat') });

describe('CodeBookWidget', () => {
  it('loads the book when opened, once, offers only the valid items and stores the code', async () => {
    const http = listing();
    const { onChange } = renderWidget(codeBookWidget, { schema, value: null, options: book('stat-open') }, createTestI18n(), http);
    expect(http.list).not.toHaveBeenCalled();
    const user = userEvent.setup();
    await user.click(input());
    await screen.findByRole('option', { name: 'Česko' });
    expect(http.list).toHaveBeenCalledTimes(1);
    expect(http.list).toHaveBeenCalledWith('/edc/enum/stat-open/vsetky/', CODE_BOOK_ALL_QUERY, expect.anything());
    expect(screen.queryByRole('option', { name: /Juhoslávia/ })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Česko' }));
    expect(onChange).toHaveBeenLastCalledWith('CZ');
  });

  it('shows the name of a stored code', async () => {
    renderWidget(codeBookWidget, { schema, value: 'SK', options: book('stat-stored') }, createTestI18n(), listing());
    await waitFor(() => expect(input()).toHaveValue('Slovensko'));
  });

  it('keeps an invalidated stored code readable and marked, but not to be chosen anew', async () => {
    const i18n = createTestI18n();
    i18n.addResource('sk', 'translation', 'widgets.codeBook.invalidItem', '{{name}} (zneplatnené)');
    const { onChange } = renderWidget(codeBookWidget, { schema, value: 'YU', options: book('stat-invalid') }, i18n, listing());
    await waitFor(() => expect(input()).toHaveValue('Juhoslávia (zneplatnené)'));
    const user = userEvent.setup();
    await user.click(input());
    const old = await screen.findByRole('option', { name: 'Juhoslávia (zneplatnené)' });
    expect(old).toHaveAttribute('data-combobox-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'Slovensko' }));
    expect(onChange).toHaveBeenLastCalledWith('SK');
  });

  it('names a code the book does not know by its label prefix', async () => {
    const i18n = createTestI18n();
    i18n.addResource('sk', 'translation', 'zmluva.enum.typZmluvy.XX', 'Stará zmluva');
    i18n.addResource('sk', 'translation', 'widgets.codeBook.invalidItem', '{{name}} (zneplatnené)');
    renderWidget(codeBookWidget, { schema, value: 'XX', options: { ...book('stat-unknown'), labelPrefix: 'zmluva.enum.typZmluvy.' } }, i18n, listing());
    await waitFor(() => expect(input()).toHaveValue('Stará zmluva (zneplatnené)'));
  });

  it('shows an empty list when loading fails', async () => {
    const http = fakeHttp({ list: async () => Promise.reject(new Error('down')) });
    renderWidget(codeBookWidget, { schema, value: null, options: book('stat-down') }, createTestI18n(), http);
    await userEvent.setup().click(input());
    expect(await screen.findByText('widgets.select.loadFailed')).toBeInTheDocument();
  });
});

describe('pinFirst', () => {
  it('puts the pinned codes first in their order and keeps the rest in the book order', () => {
    const items = ['AT', 'CZ', 'DE', 'SK'].map((value) => ({ value }));
    expect(pinFirst(items, ['SK', 'CZ']).map((i) => i.value)).toEqual(['SK', 'CZ', 'AT', 'DE']);
    expect(pinFirst(items, undefined).map((i) => i.value)).toEqual(['AT', 'CZ', 'DE', 'SK']);
  });
});
