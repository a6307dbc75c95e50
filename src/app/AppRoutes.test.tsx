import { configure, screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../engine/core/http';
import type { AuthService } from '../auth/AuthService';
import type { EnvironmentInfo, Participant } from '../environment/types';
import { TenantStore } from '../tenant/TenantStore';
import { setupTexts } from '../testing/renderWithShell';
import { AppProviders } from './App';
import { AppRoutes } from './AppRoutes';
import type { AppServices } from './AppServices';
import { parseConfig } from './config';
import type { Variant } from './variant';

// Pages other than the dashboard wait for the lazily loaded component library and texts (Rich).
configure({ asyncUtilTimeout: 5000 });

// The engine screens are other parts' work; here only that the shell routes to them and guards them.
vi.mock('./entity/EntityScreen', () => ({
  default: ({ screen }: { screen: { path: string; screen: string } }) => <p>engine screen {screen.screen}</p>,
}));
vi.mock('../../metadata/routeTable', () => ({
  screenRoutes: [
    { path: '/technologia/vyhladanie', screen: 'search', entity: 'technologia', token: 'vyrobne-zariadenia#read' },
    { path: '/technologia/detail/:idTechnologia', screen: 'detail', entity: 'technologia', token: 'vyrobne-zariadenia#read' },
  ],
  codeScreenRoutes: [],
  detailEditorScreenRoutes: [],
}));

const zse: Participant = { idUcastnikTrhu: 2, nazov: 'Západoslovenská energetika a.s.' };
const sse: Participant = { idUcastnikTrhu: 3, nazov: 'Stredoslovenská energetika a.s.' };
const solar: Participant = { idUcastnikTrhu: 1, nazov: 'Solárny park Zlaté Moravce s.r.o.' };

function environment(login: string, role: string[], tokens: string[], ucastnici: Participant[]): EnvironmentInfo {
  return {
    login,
    role,
    gdprExpired: false,
    holidays: [],
    timeOffset: {},
    userInfo: { login, meno: 'Jana', priezvisko: 'Nováková', email: `${login}@example.sk`, role },
    tokens,
    tenant: null,
    ucastnici,
    appConfig: { environment: 'local', allowReduction: false, buildNumber: '1538' },
  };
}

const producerTokens = ['edc#pouzivatel', 'ucastnik-trhu#read', 'zmluvy#read', 'zmluvy#create', 'vyrobne-zariadenia#read'];
const accounts = {
  visitor: environment('visitor', ['EDC.NAVSTEVNIK.IDENTITA'], ['zmluvy#navstevnik#create'], []),
  producer: environment('producer', ['EDC.VYROBCA'], producerTokens, [solar]),
  supplier: environment('supplier', ['EDC.DODAVATEL'], producerTokens, [zse, sse]),
  orphan: environment('orphan', ['EDC.VYROBCA'], producerTokens, []),
  operator: environment('operator', ['EDC.OPERATOR'], ['user#read'], []),
};

interface Call {
  method: string;
  url: string;
  headers: Headers;
}

/** A fake API answering environment info (or a status) and set-tenant; records every call. */
function fakeApi(env: EnvironmentInfo | number) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, headers: new Headers(init?.headers) });
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.endsWith('/environment/info')) return typeof env === 'number' ? json(env, { message: 'unavailable', hints: { reasons: [] } }) : json(200, env);
    if (url.endsWith('/portal/iam/set-tenant') && typeof env !== 'number') {
      const id = Number(new Headers(init?.headers).get('X-Tenant'));
      const tenant = env.ucastnici.find((p) => p.idUcastnikTrhu === id);
      return tenant ? json(200, tenant) : json(403, { message: 'forbidden', hints: { reasons: ['Not your participant'] } });
    }
    return json(404, { message: 'not found', hints: { reasons: [] } });
  });
  return { calls, fetch };
}

/** A logged-in user without a real identity provider. */
function fakeAuth(): AuthService {
  const user = { access_token: 'token', expired: false, profile: { name: 'Jana Nováková' } };
  return {
    getUser: () => user,
    accessToken: () => 'token',
    subscribe: () => () => undefined,
    ensureLogin: vi.fn(async () => user),
    redirectToLogin: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
  } as unknown as AuthService;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderApp(path: string, env: EnvironmentInfo | number, variant: Variant = 'portal') {
  const api = fakeApi(env);
  const config = parseConfig({ auth: { url: '/auth', realm: 'edc', clientId: `edc-${variant}` }, api: { url: '/portalbl/svc' } });
  const tenant = new TenantStore();
  const http = createHttpClient({
    baseUrl: config.api.url,
    getLanguage: () => 'sk',
    getAccessToken: () => 'token',
    getTenant: () => tenant.current?.idUcastnikTrhu,
    fetch: api.fetch,
    retryDelaysMs: [],
  });
  const auth = fakeAuth();
  const services: AppServices = { variant, base: `/${variant}/ui/`, config, http, auth, tenant, buildVersion: 'test' };
  render(
    <AppProviders services={services}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { api, tenant, auth };
}

const location = () => screen.getByTestId('location').textContent;

// A rich page comes through two lazy chunks (its loader's, ./richPages, then its own) with the
// component library: on a busy machine that outlasts findBy's second.
const LAZY_PAGE = 10_000;

beforeAll(() => setupTexts('sk'));
beforeEach(() => window.localStorage.clear());

describe('entry', () => {
  it('sends a visitor-only user to contract creation', async () => {
    renderApp('/', accounts.visitor);
    expect(await screen.findByRole('heading', { name: 'Založenie zmluvy' }, { timeout: LAZY_PAGE })).toBeInTheDocument();
    expect(location()).toBe('/zmluva/zalozenie-zmluvy');
  });

  it('keeps the visitor off other pages', async () => {
    renderApp('/technologia/vyhladanie', accounts.visitor);
    expect(await screen.findByRole('heading', { name: 'Založenie zmluvy' }, { timeout: LAZY_PAGE })).toBeInTheDocument();
    expect(location()).toBe('/zmluva/zalozenie-zmluvy');
  });

  it('sends other users to the dashboard', async () => {
    renderApp('/', accounts.operator, 'core');
    expect(await screen.findByRole('heading', { name: 'Vitajte, Jana Nováková' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
  });

  it('shows the environment error page when the server is unavailable', async () => {
    renderApp('/dashboard', 503);
    await waitFor(() => expect(location()).toBe('/public/env-load-error?status=503'));
    // The public pages load lazily with the component library.
    expect(await screen.findByRole('alert', {}, { timeout: LAZY_PAGE })).toHaveTextContent('Server je nedostupný (opakujte neskôr prosím)');
  });
});

describe('tenant at start-up', () => {
  it('selects the only participant, sets it on the server and shows it in the top bar', async () => {
    const { api, tenant } = renderApp('/dashboard', accounts.producer);
    expect(await screen.findByRole('heading', { name: 'Vitajte, Jana Nováková' })).toBeInTheDocument();
    const setTenant = api.calls.find((c) => c.url.endsWith('/portal/iam/set-tenant'));
    expect(setTenant?.method).toBe('POST');
    expect(setTenant?.headers.get('X-Tenant')).toBe('1');
    expect(tenant.current).toEqual(solar);
    expect(screen.getByTestId('current-tenant')).toHaveTextContent(solar.nazov);
    expect(window.localStorage.getItem('edc.tenant.producer')).toBe('1');
  });

  it('asks a user with several participants, then sends X-Tenant on later calls', async () => {
    const { api } = renderApp('/dashboard', accounts.supplier);
    const dialog = await screen.findByRole('dialog', { name: 'Vyberte účastníka trhu' });
    await userEvent.click(within(dialog).getByRole('combobox'));
    await userEvent.click(screen.getByRole('option', { name: sse.nazov }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { name: 'Vitajte, Jana Nováková' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.url.endsWith('/portal/iam/set-tenant'))?.headers.get('X-Tenant')).toBe('3');
    expect(screen.getByTestId('current-tenant')).toHaveTextContent(sse.nazov);
  });

  it('uses the stored tenant without asking', async () => {
    window.localStorage.setItem('edc.tenant.supplier', '2');
    renderApp('/dashboard', accounts.supplier);
    expect(await screen.findByRole('heading', { name: 'Vitajte, Jana Nováková' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('current-tenant')).toHaveTextContent(zse.nazov);
  });

  it('lets the user change the participant from the user menu, preselecting the current one', async () => {
    window.localStorage.setItem('edc.tenant.supplier', '2');
    const { api } = renderApp('/technologia/vyhladanie', accounts.supplier);
    await userEvent.click(await screen.findByRole('button', { name: /^Používateľ / }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Zmeniť účastníka trhu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vyberte účastníka trhu' });
    expect(within(dialog).getByRole('combobox')).toHaveValue(zse.nazov);
    await userEvent.click(within(dialog).getByRole('combobox'));
    await userEvent.click(screen.getByRole('option', { name: sse.nazov }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(api.calls.filter((c) => c.url.endsWith('/portal/iam/set-tenant')).map((c) => c.headers.get('X-Tenant'))).toEqual(['2', '3']);
    expect(screen.getByTestId('current-tenant')).toHaveTextContent(sse.nazov);
    expect(window.localStorage.getItem('edc.tenant.supplier')).toBe('3');
  });

  it('stops a portal user without participants with the fatal error', async () => {
    renderApp('/dashboard', accounts.orphan);
    expect(await screen.findByText('No tenants availible')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nastala neočakávaná chyba aplikácie' })).toBeInTheDocument();
  });
});

describe('menu and guarded screens', () => {
  it('shows only the entries the user may open, with the current one marked', async () => {
    renderApp('/technologia/vyhladanie', accounts.producer);
    expect(await screen.findByText('engine screen search')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Hlavné menu' });
    const links = within(nav).getAllByRole('link').map((a) => a.textContent);
    expect(links).toEqual(['Nástenka', 'Založenie zmluvy', 'Nová zmluva o zúčtovaní odchýlky', 'Nová zmluva o poskytovaní údajov (výroba do 11 kW)', 'Prepojenie s účastníkom trhu', 'Technológie']);
    expect(within(nav).getByRole('link', { name: 'Technológie' })).toHaveAttribute('aria-current', 'page');
  });

  it('denies an entity screen to a user without its read token', async () => {
    renderApp('/technologia/detail/5', accounts.operator, 'core');
    expect(await screen.findByRole('heading', { name: 'Prístup zamietnutý' })).toBeInTheDocument();
    expect(screen.queryByText(/engine screen/)).toBeNull();
  });

  it('shows page-not-found for unknown paths', async () => {
    renderApp('/neexistuje', accounts.operator, 'core');
    expect(await screen.findByRole('heading', { name: 'Stránka nenájdená' })).toBeInTheDocument();
  });

  it('offers logout in the user menu', async () => {
    const { auth } = renderApp('/dashboard', accounts.operator, 'core');
    await userEvent.click(await screen.findByRole('button', { name: /^Používateľ / }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Odhlásiť sa' }));
    expect(auth.logout).toHaveBeenCalled();
  });
});

describe('public pages', () => {
  it('render without login, with the language switch and the server time', async () => {
    renderApp('/public/gdpr-expired', accounts.producer);
    expect(await screen.findByRole('heading', { name: 'Súhlas so spracovaním osobných údajov vypršal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Jazyk / })).toBeInTheDocument();
    expect(screen.getByText(/^\d\d:\d\d$/)).toBeInTheDocument();
  });
});
