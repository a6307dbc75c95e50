import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp } from '../../engine/react/testing/fakeHttp';
import { createTestI18n } from '../../engine/react/testing/renderWithProviders';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { CODE_BOOK_QUERY, codeBookWidget } from './index';

const schema = { type: ['string', 'null'] };
const options = { codeBook: 'stat', enumType: 'edc' };
const rows = [
  { kod: 'SK', nazov: 'Slovensko' },
  { kod: 'CZ', nazov: 'Česko' },
];

describeWidgetContract(codeBookWidget, { schema, value: null, options });

describe('CodeBookWidget', () => {
  it('loads the active items by name when opened, once, and stores the code', async () => {
    const http = fakeHttp({ list: async () => ({ rows, total: 2, hasMore: false }) as never });
    const { onChange } = renderWidget(codeBookWidget, { schema, value: null, options }, createTestI18n(), http);
    const user = userEvent.setup();
    await user.click((document.getElementById('field') as HTMLInputElement));
    await screen.findByRole('option', { name: 'Česko' });
    expect(http.list).toHaveBeenCalledTimes(1);
    expect(http.list).toHaveBeenCalledWith('/edc/enum/stat/', CODE_BOOK_QUERY);
    expect(CODE_BOOK_QUERY.select).toEqual(['kod', 'nazov']);
    expect(CODE_BOOK_QUERY.filter).toEqual({ op: 'eq', field: 'anoPlatny', value: true });
    await user.click(screen.getByRole('option', { name: 'Česko' }));
    expect(onChange).toHaveBeenLastCalledWith('CZ');
  });

  it('shows the name of a stored code', async () => {
    const http = fakeHttp({ list: async () => ({ rows, total: 2, hasMore: false }) as never });
    renderWidget(codeBookWidget, { schema, value: 'SK', options }, createTestI18n(), http);
    await waitFor(() => expect((document.getElementById('field') as HTMLInputElement)).toHaveValue('Slovensko'));
  });

  it('shows an empty list when loading fails', async () => {
    const http = fakeHttp({ list: async () => Promise.reject(new Error('down')) });
    renderWidget(codeBookWidget, { schema, value: null, options }, createTestI18n(), http);
    await userEvent.setup().click((document.getElementById('field') as HTMLInputElement));
    expect(await screen.findByText('widgets.select.loadFailed')).toBeInTheDocument();
  });
});
