import '../../engine/react/testing/jsdomStubs';
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpResult } from '../../engine/core/http';
import { HttpError } from '../../engine/core/errors';
import { fakeHttp, okResult } from '../../engine/react/testing/fakeHttp';
import { AppServicesProvider } from '../app/AppServices';
import type { AppServices } from '../app/AppServices';
import { setupTexts } from '../testing/renderWithShell';
import { DialogHost } from './DialogHost';
import { useDialogPages } from './useDialogPages';

// Issue 24: an addendum's first day lies within the contract's period (startWithinRecordPeriod, the
// rule the server's addendum action runs). The dialog reads the rule from the served body schema and
// the contract's period from the rule's facts route, and shows the problem under the date before
// anything is sent; a server refusal about a field also shows under that field.

const CONTRACTS = '/portal/zmluvy/zmluva/';
const contract = { idZmluva: 5, cisloZmluvy: 'KT-2024-000005', typZmluvy: 'KT', stav: 'AKTIVNA', platnostOd: '2024-01-01', platnostDo: '2026-12-31' };
// As served by server/zmluva/actions.ts (addendum).
const actionSchema = {
  type: 'object',
  additionalProperties: false,
  storedRules: ['startWithinRecordPeriod'],
  properties: { idAddendumTemplate: { type: 'integer' }, platnostOd: { type: 'string', format: 'date' }, popis: { type: ['string', 'null'] } },
  required: ['idAddendumTemplate', 'platnostOd'],
};

function Opener() {
  const dialogs = useDialogPages();
  return <button onClick={() => dialogs.open('addendum', { idZmluva: '5', label: contract.cisloZmluvy })}>addendum</button>;
}

function renderDialog(post: (...args: never[]) => Promise<HttpResult<unknown>>) {
  const http = fakeHttp({
    get: async <T,>(path: string) => {
      if (path === `${CONTRACTS}5`) return okResult(contract) as HttpResult<T>;
      if (path === `${CONTRACTS}5/addendum/schema/post/request`) return okResult(actionSchema) as HttpResult<T>;
      if (path === `${CONTRACTS}rules/startWithinRecordPeriod`) return okResult({ facts: { od: contract.platnostOd, do: contract.platnostDo } }) as HttpResult<T>;
      throw new Error(`unexpected GET ${path}`);
    },
    list: async () => ({ rows: [{ idAddendumTemplate: 3, nazov: 'Zmena kontaktov', popis: null }] as never[], total: 1, hasMore: false }),
    post: post as never,
  });
  const services = { variant: 'core', http } as unknown as AppServices;
  render(
    <AppServicesProvider services={services}>
      <Opener />
      <DialogHost />
    </AppServicesProvider>,
  );
  return http;
}

async function openAndFill(day: string) {
  const user = userEvent.setup();
  await user.click(screen.getByText('addendum'));
  const win = await screen.findByRole('dialog', { name: `Nový dodatok – ${contract.cisloZmluvy}` }, { timeout: 15_000 });
  await user.click(await within(win).findByLabelText(/Šablóna dodatku/, { selector: 'input' }, { timeout: 10_000 }));
  await user.click(await screen.findByRole('option', { name: 'Zmena kontaktov' }));
  const date = within(win).getByLabelText(/Platnosť dodatku od/);
  fireEvent.change(date, { target: { value: day } });
  return { user, win, date };
}

beforeAll(async () => {
  await setupTexts('sk');
});

describe('addendum dialog', () => {
  it('shows a first day outside the contract’s period under the date before sending, and sends a day within it', async () => {
    const http = renderDialog(async () => okResult({ cisloDodatku: 1, text: 'DODATOK č. 1' }));
    const { user, win, date } = await openAndFill('2023-12-31');
    await user.click(within(win).getByRole('button', { name: 'Vytvoriť dodatok' }));
    await waitFor(() => expect(date).toHaveAccessibleDescription('Dátum nesmie byť skôr ako začiatok platnosti (1. 1. 2024)'));
    expect(http.get).toHaveBeenCalledWith(`${CONTRACTS}rules/startWithinRecordPeriod`, expect.objectContaining({ query: 'id=5' }));
    expect(http.post).not.toHaveBeenCalled();

    fireEvent.change(date, { target: { value: '2027-01-01' } });
    // The old problem goes with the value it was found in.
    expect(date).not.toHaveAccessibleDescription(/Dátum nesmie/);
    await user.click(within(win).getByRole('button', { name: 'Vytvoriť dodatok' }));
    await waitFor(() => expect(date).toHaveAccessibleDescription('Dátum nesmie byť neskôr ako koniec platnosti (31. 12. 2026)'));
    expect(http.post).not.toHaveBeenCalled();

    fireEvent.change(date, { target: { value: '2026-12-31' } });
    await user.click(within(win).getByRole('button', { name: 'Vytvoriť dodatok' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith(`${CONTRACTS}5/addendum`, { idAddendumTemplate: 3, platnostOd: '2026-12-31', popis: null }, expect.objectContaining({ callerHandles: 'explained' })));
    expect(await within(win).findByTestId('addendum-text')).toHaveValue('DODATOK č. 1');
  });

  it('shows the server’s refusal of the date under the date, while it holds the refused day', async () => {
    const text = 'Dátum nesmie byť neskôr ako koniec platnosti (31. 12. 2026)';
    const refusal = new HttpError({
      status: 400,
      method: 'POST',
      url: `${CONTRACTS}5/addendum`,
      responseBody: { message: 'Neplatné údaje', hints: { reasons: [`platnostOd: ${text}`], fields: { platnostOd: [`platnostOd: ${text}`] } } },
    });
    const http = renderDialog(async () => Promise.reject(refusal));
    const { user, win, date } = await openAndFill('2025-06-01');
    await user.click(within(win).getByRole('button', { name: 'Vytvoriť dodatok' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(date).toHaveAccessibleDescription(text));
    fireEvent.change(date, { target: { value: '2025-06-02' } });
    expect(date).not.toHaveAccessibleDescription(text);
  });
});
