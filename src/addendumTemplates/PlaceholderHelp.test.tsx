import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EngineProvider } from '../../engine/react';
import { fakeHttp, okResult } from '../../engine/react/testing/fakeHttp';
import { createTestI18n, renderWithI18n } from '../../engine/react/testing/renderWithProviders';
import { PLACEHOLDERS_PATH, PlaceholderHelp } from './PlaceholderHelp';

describe('PlaceholderHelp', () => {
  it("lists the server's placeholders when opened, each explained, dropping malformed names", async () => {
    const get = vi.fn(async () => okResult(['cisloZmluvy', 'novyUdaj', '<b>', 42]));
    const http = { ...fakeHttp(), get } as unknown as ReturnType<typeof fakeHttp>;
    const i18n = createTestI18n('sk', { 'addendum-template': { placeholders: { button: 'Premenné', title: 'Premenné šablóny' }, placeholder: { cisloZmluvy: 'Číslo zmluvy' } } });
    renderWithI18n(
      <EngineProvider http={http} tokens={new Set()}>
        <PlaceholderHelp />
      </EngineProvider>,
      i18n,
    );
    expect(get).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Premenné' }));
    const table = await screen.findByRole('table', { name: 'Premenné šablóny' });
    expect(get).toHaveBeenCalledWith(PLACEHOLDERS_PATH, { background: true });
    expect(table).toHaveTextContent('{{cisloZmluvy}}Číslo zmluvy');
    expect(table).toHaveTextContent('{{novyUdaj}}');
    expect(table).not.toHaveTextContent('<b>');
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });
});
