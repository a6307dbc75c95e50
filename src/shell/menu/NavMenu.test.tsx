import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { fakeHttp, okResult } from '../../../engine/react/testing/fakeHttp';
import { AppServicesProvider, type AppServices } from '../../app/AppServices';
import { EnvironmentContext, type Environment } from '../../environment/EnvironmentContext';
import { renderWithTheme, setupTexts } from '../../testing/renderWithShell';
import { NavMenu } from './NavMenu';

// The left menu as the operator sees it, with the real menu and Slovak texts (this was an
// end-to-end test of shell-menu.spec.ts).

function renderMenu() {
  const http = fakeHttp({ get: async <T,>() => okResult([] as T) });
  const services = { variant: 'core', http } as unknown as AppServices;
  const environment = { info: {}, tokens: new Set(['vyrobne-zariadenia#read', 'zmluvy#read']), visitorOnly: false, displayName: 'operator' } as unknown as Environment;
  renderWithTheme(
    <MemoryRouter initialEntries={['/dashboard']}>
      <AppServicesProvider services={services}>
        <EnvironmentContext.Provider value={environment}>
          <NavMenu />
        </EnvironmentContext.Provider>
      </AppServicesProvider>
    </MemoryRouter>,
    'core',
  );
}

beforeAll(async () => {
  await setupTexts('sk');
});

beforeEach(() => window.localStorage.clear());

describe('NavMenu', () => {
  it('filters ignoring case and diacritics, says when nothing matches, and the cross clears the filter', async () => {
    renderMenu();
    const user = userEvent.setup();
    const filter = screen.getByRole('textbox', { name: 'Hľadať v menu' });
    await user.type(filter, 'technológ');
    expect(screen.getByRole('link', { name: 'Technológie' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nástenka' })).not.toBeInTheDocument();
    await user.clear(filter);
    await user.type(filter, 'TECHNOLOG');
    expect(screen.getByRole('link', { name: 'Technológie' })).toBeInTheDocument();
    await user.clear(filter);
    await user.type(filter, 'vyrobne');
    expect(screen.getByRole('link', { name: 'Výrobné zariadenia' })).toBeInTheDocument();
    await user.clear(filter);
    await user.type(filter, 'xyz');
    expect(screen.getByText('Žiadna položka nezodpovedá hľadaniu.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vymazať hľadanie' }));
    expect(filter).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Nástenka' })).toBeInTheDocument();
  });

  it('keeps its sort mode and collapsed groups after a reload; in A–Z order the groups are alphabetical', async () => {
    renderMenu();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('menu-sort'));
    expect(screen.getByTestId('menu-sort')).toHaveAttribute('data-sort', 'asc');
    await user.click(screen.getByRole('button', { name: 'Zbaliť všetko' }));
    expect(screen.queryByRole('link', { name: 'Technológie' })).not.toBeInTheDocument();

    cleanup();
    renderMenu();
    expect(screen.getByTestId('menu-sort')).toHaveAttribute('data-sort', 'asc');
    expect(screen.queryByRole('link', { name: 'Technológie' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rozbaliť všetko' }));
    expect(screen.getByRole('link', { name: 'Technológie' })).toBeInTheDocument();
    const groups = [...document.querySelectorAll('[data-testid^="menu-group-"]')].map((e) => (e.textContent ?? '').trim());
    expect(groups.length).toBeGreaterThan(1);
    expect(groups).toEqual([...groups].sort((a, b) => a.localeCompare(b, 'sk')));
  });
});
