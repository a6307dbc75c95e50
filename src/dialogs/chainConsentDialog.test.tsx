import '../../engine/react/testing/jsdomStubs';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpResult } from '../../engine/core/http';
import { fakeHttp, okResult } from '../../engine/react/testing/fakeHttp';
import type { FakeHttp } from '../../engine/react/testing/fakeHttp';
import { AppServicesProvider } from '../app/AppServices';
import type { AppServices } from '../app/AppServices';
import { setupTexts } from '../testing/renderWithShell';
import { DialogHost } from './DialogHost';
import { useDialogPages } from './useDialogPages';

// The consent window decides only for the party of the link; operator staff and anyone else read it.
const SOLAR = { idUcastnikTrhu: 11, nazov: 'Solárny park Zlaté Moravce s.r.o.', eic: '24X-SOLAR-ZM--5' };
const LINK = {
  idRetazenie: 5,
  idZiadatel: 12,
  nazovZiadatel: 'Stredoslovenská energetika a.s.',
  eicZiadatel: '24XSSE-A-------4',
  idUcastnikTrhu: SOLAR.idUcastnikTrhu,
  nazovUcastnik: SOLAR.nazov,
  eicUcastnik: SOLAR.eic,
  stav: 'CAKA',
  platnostOd: '2026-01-01',
  platnostDo: '2026-03-31',
  poznamka: null,
  dovodOdmietnutia: null,
  rozhodol: null,
  rozhodnuteKedy: null,
  vytvoril: 'supplier',
  vytvoreneKedy: '2025-12-01T10:00:00',
  verzia: 1,
};

function Opener() {
  const dialogs = useDialogPages();
  return <button onClick={() => dialogs.open('retazenie-odchylok-suhlas', { id: '5', name: LINK.nazovZiadatel })}>open</button>;
}

function renderAs(variant: 'core' | 'portal', tenant: typeof SOLAR | null): FakeHttp {
  const http = fakeHttp({ get: async <T,>() => okResult(LINK) as HttpResult<T>, post: async <T,>() => okResult({}) as HttpResult<T> });
  const store = { subscribe: () => () => undefined, getSnapshot: () => tenant };
  const services = { variant, http, tenant: store } as unknown as AppServices;
  render(
    <AppServicesProvider services={services}>
      <Opener />
      <DialogHost />
    </AppServicesProvider>,
  );
  return http;
}

beforeAll(async () => {
  await setupTexts('sk');
});

describe('retazenie-odchylok-suhlas', () => {
  it('is read-only for operator staff: says who decides and offers no consent or refusal', async () => {
    const http = renderAs('core', null);
    await userEvent.click(screen.getByText('open'));
    const win = await screen.findByRole('dialog', { name: /^Súhlas s prevzatím zodpovednosti/ }, { timeout: 15_000 });
    expect(await within(win).findByTestId('chain-consent-readonly')).toHaveTextContent(
      `O prenose rozhoduje subjekt zúčtovania ${SOLAR.nazov} (${SOLAR.eic}), na ktorý sa zodpovednosť prenáša. Zamestnanci dátového centra žiadosť vidia, ale nerozhodujú o nej.`,
    );
    expect(within(win).getByText(/Žiadateľ Stredoslovenská energetika a\.s\. žiada o prevzatie zodpovednosti/)).toBeInTheDocument();
    expect(within(win).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(win).queryByRole('button', { name: 'Súhlasiť' })).not.toBeInTheDocument();
    expect(within(win).queryByRole('button', { name: 'Odmietnuť' })).not.toBeInTheDocument();
    await userEvent.click(within(within(win).getByTestId('chain-consent')).getByRole('button', { name: 'Zavrieť' }));
    expect(http.post).not.toHaveBeenCalled();
  });

  it('lets the party acting for its participant decide', async () => {
    const http = renderAs('portal', SOLAR);
    await userEvent.click(screen.getByText('open'));
    const win = await screen.findByRole('dialog', { name: /^Súhlas s prevzatím zodpovednosti/ }, { timeout: 15_000 });
    await userEvent.click(await within(win).findByRole('button', { name: 'Súhlasiť' }));
    expect(http.post).toHaveBeenCalledWith('/portal/zmluvy/retazenie-odchylok/5/consent', {}, expect.anything());
    expect(within(win).queryByTestId('chain-consent-readonly')).not.toBeInTheDocument();
  });
});
