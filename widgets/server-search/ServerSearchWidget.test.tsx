import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp } from '../../engine/react/testing/fakeHttp';
import { createTestI18n } from '../../engine/react/testing/renderWithProviders';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { serverSearchWidget } from './index';

const schema = { type: ['string', 'null'] };
const options = { path: '/ucastnik-trhu/', valueField: 'eic', labelField: 'nazov', minChars: 3 };

describeWidgetContract(serverSearchWidget, { schema, value: null, options });

describe('ServerSearchWidget', () => {
  it('searches after the minimum length, debounced, and stores the value field', async () => {
    const http = fakeHttp({ list: async () => ({ rows: [{ eic: '24XZSE-ENERGIA-I', nazov: 'ZSE Energia' }], total: 1, hasMore: false }) as never });
    const { onChange } = renderWidget(serverSearchWidget, { schema, value: null, options }, createTestI18n(), http);
    const user = userEvent.setup();
    const input = (document.getElementById('field') as HTMLInputElement);
    await user.type(input, 'zs');
    await new Promise((r) => setTimeout(r, 500));
    expect(http.list).not.toHaveBeenCalled();
    await user.type(input, 'e');
    const option = await screen.findByRole('option', { name: 'ZSE Energia' }, { timeout: 2000 });
    // Typing three letters fast made one request, not three.
    expect(http.list).toHaveBeenCalledTimes(1);
    const query = http.list.mock.calls[0]?.[1] as { filter: unknown; limit: { count: number } };
    expect(query.limit.count).toBe(20);
    await user.click(option);
    expect(onChange).toHaveBeenLastCalledWith('24XZSE-ENERGIA-I');
  });

  it('stores a number for an integer field (a record id)', async () => {
    const http = fakeHttp({ list: async () => ({ rows: [{ idTechnologia: 3, nazov: 'Fotovoltika' }], total: 1, hasMore: false }) as never });
    const byId = { path: '/portal/zmluvy/technologia/', valueField: 'idTechnologia', labelField: 'nazov', minChars: 2 };
    const { onChange } = renderWidget(serverSearchWidget, { schema: { type: 'integer' }, value: undefined, options: byId }, createTestI18n(), http);
    const user = userEvent.setup();
    await user.type(document.getElementById('field') as HTMLInputElement, 'fo');
    await user.click(await screen.findByRole('option', { name: 'Fotovoltika' }, { timeout: 2000 }));
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it('gives an empty list when the search fails', async () => {
    const http = fakeHttp({ list: async () => Promise.reject(new Error('Server nedostupný')) });
    renderWidget(serverSearchWidget, { schema, value: null, options }, createTestI18n(), http);
    await userEvent.setup().type((document.getElementById('field') as HTMLInputElement), 'zse');
    await new Promise((r) => setTimeout(r, 600));
    expect(http.list).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});
