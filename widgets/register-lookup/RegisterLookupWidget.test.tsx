import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EngineProvider } from '../../engine/react';
import { FormFillProvider } from '../../engine/react/detail/formFill';
import { fakeHttp, okResult } from '../../engine/react/testing/fakeHttp';
import { createTestI18n, renderWithI18n } from '../../engine/react/testing/renderWithProviders';
import { describeWidgetContract } from '../testing/widgetContract';
import { registerLookupWidget, RegisterLookupWidget } from './index';

const schema = { type: 'string', format: 'ico' };
const options = { api: '/portal/zmluvy/rpo/', fill: ['nazov', 'pravnaForma', 'adresa'] };
const entry = { ico: '30471532', nazov: 'Slnečné parky Tatry s.r.o.', pravnaForma: 'Spoločnosť s ručením obmedzeným', adresa: { Ulica: 'Hviezdoslavova', Mesto: 'Topoľčany', Psc: '95501', IdStat: 'SK' } };
const i18n = createTestI18n('sk', {
  validation: { validation_invalidIco: 'IČO musí mať 8 číslic so správnou kontrolnou číslicou' },
  widgets: { registerLookup: { search: 'Vyhľadať v registri', filled: 'Vyplnené: {{name}}', notFound: 'Register nepozná IČO {{value}}', unavailable: 'Register neodpovedá' } },
});

describeWidgetContract(registerLookupWidget, { schema, value: '30471532', options });

function render(value: string, get: (path: string) => Promise<unknown>) {
  const http = fakeHttp({ get: get as never });
  const fill = vi.fn();
  renderWithI18n(
    <EngineProvider http={http} tokens={new Set()}>
      <FormFillProvider value={fill}>
        <RegisterLookupWidget id="root_ico" name="ico" label="IČO" value={value} onChange={vi.fn()} schema={schema} options={options} />
      </FormFillProvider>
    </EngineProvider>,
    i18n,
  );
  return { http, fill, search: () => userEvent.setup().click(screen.getByRole('button', { name: 'Vyhľadať v registri' })) };
}

describe('RegisterLookupWidget', () => {
  it('asks the register by the value and hands the mapped answer into the form', async () => {
    const { http, fill, search } = render('3047 1532', async () => okResult(entry));
    await search();
    await waitFor(() => expect(fill).toHaveBeenCalledTimes(1));
    expect(http.get.mock.calls[0]?.[0]).toBe('/portal/zmluvy/rpo/30471532');
    expect(fill).toHaveBeenCalledWith({ ico: '30471532', nazov: entry.nazov, pravnaForma: entry.pravnaForma, adresa: entry.adresa });
    expect(screen.getByRole('status')).toHaveTextContent(`Vyplnené: ${entry.nazov}`);
  });

  it('checks the catalogue format first: the translated message, no request, nothing filled', async () => {
    const { http, fill, search } = render('12345678', async () => okResult(entry));
    await search();
    expect(await screen.findByRole('alert')).toHaveTextContent('IČO musí mať 8 číslic so správnou kontrolnou číslicou');
    expect(http.get).not.toHaveBeenCalled();
    expect(fill).not.toHaveBeenCalled();
  });

  it('an unknown value and an unavailable register say so and fill nothing', async () => {
    const missing = render('35829052', async () => Promise.reject(Object.assign(new Error('not found'), { status: 404 })));
    await missing.search();
    expect(await screen.findByRole('alert')).toHaveTextContent('Register nepozná IČO 35829052');
    expect(missing.fill).not.toHaveBeenCalled();
    cleanup();
    const down = render('35829052', async () => Promise.reject(Object.assign(new Error('bad gateway'), { status: 502 })));
    await down.search();
    expect(await screen.findByRole('alert')).toHaveTextContent('Register neodpovedá');
    expect(down.fill).not.toHaveBeenCalled();
  });

  it('without a mapping hands the whole answer (the form keeps its own fields)', async () => {
    const http = fakeHttp({ get: (async () => okResult({ ...entry, datumVzniku: '2016-03-01' })) as never });
    const all = vi.fn();
    renderWithI18n(
      <EngineProvider http={http} tokens={new Set()}>
        <FormFillProvider value={all}>
          <RegisterLookupWidget id="root_ico" name="ico" label="IČO" value="30471532" onChange={vi.fn()} schema={schema} options={{ api: '/rpo/' }} />
        </FormFillProvider>
      </EngineProvider>,
      i18n,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Vyhľadať v registri' }));
    await waitFor(() => expect(all).toHaveBeenCalledWith({ ...entry, datumVzniku: '2016-03-01' }));
  });

  it('maps answer keys to other field names', async () => {
    const http = fakeHttp({ get: (async () => okResult(entry)) as never });
    const fill = vi.fn();
    renderWithI18n(
      <EngineProvider http={http} tokens={new Set()}>
        <FormFillProvider value={fill}>
          <RegisterLookupWidget id="root_ico" name="ico" label="IČO" value="30471532" onChange={vi.fn()} schema={schema} options={{ api: '/rpo/', fill: { obchodneMeno: 'nazov' } }} />
        </FormFillProvider>
      </EngineProvider>,
      i18n,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Vyhľadať v registri' }));
    await waitFor(() => expect(fill).toHaveBeenCalledWith({ ico: '30471532', obchodneMeno: entry.nazov }));
  });

  it('offers no look-up outside an editable form', () => {
    renderWithI18n(
      <EngineProvider http={fakeHttp()} tokens={new Set()}>
        <RegisterLookupWidget id="root_ico" name="ico" label="IČO" value="30471532" onChange={vi.fn()} schema={schema} options={options} />
      </EngineProvider>,
      i18n,
    );
    expect(screen.queryByRole('button', { name: 'Vyhľadať v registri' })).not.toBeInTheDocument();
  });
});
