import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntityMetadata } from '../../engine/core/metadata';
import { RecordActionButtons } from '../../engine/react/actions/ActionButtons';
import { fakeHttp, okResult } from '../../engine/react/testing/fakeHttp';
import { createTestI18n, renderEngine } from '../../engine/react/testing/renderWithProviders';
import { testWidgets } from '../../engine/react/testing/testWidgets';
import { entityByName } from '../../metadata/routes';
import engineSk from '../../metadata/i18n/sk/engine.json';
import ucastnikSk from '../../metadata/i18n/sk/ucastnik-trhu.json';
import validationSk from '../../metadata/i18n/sk/validation.json';
import { dateWidget } from '../../widgets/date';
import { emailWidget } from '../../widgets/email';
import { phoneWidget } from '../../widgets/phone';
import { textWidget } from '../../widgets/text';

// Issue 24: a participant holds at most 20 contacts (contactsWithinLimit, the rule the server's
// add-kontakt-ucastnik-trhu action runs). The "Pridať kontakt" dialog reads the rule from the
// served body schema and the stored contacts counted from the rule's facts route, and shows the
// limit under "Meno" before anything is sent.

const API = '/portal/zmluvy/ucastnik-trhu/';
const ucastnik = entityByName('ucastnik-trhu') as EntityMetadata;
const record = { idUcastnikTrhu: 12, nazov: 'Energetika Pohronie', stav: 'AKTIVNY', verzia: 3 };
// As served by server/model/ucastnikTrhuActions.ts (add-kontakt-ucastnik-trhu), the end date's bound left out.
const actionSchema = {
  type: 'object',
  additionalProperties: false,
  storedRules: ['contactsWithinLimit'],
  properties: {
    typKontaktu: { type: ['string', 'null'], enum: ['STATUTAR', 'OBCHODNY', 'TECHNICKY', 'FAKTURACNY', 'DISPECING', null] },
    titul: { type: ['string', 'null'], maxLength: 20 },
    meno: { type: 'string', minLength: 1, maxLength: 100 },
    priezvisko: { type: 'string', minLength: 1, maxLength: 100 },
    funkcia: { type: ['string', 'null'], maxLength: 100 },
    email: { type: ['string', 'null'], format: 'email', maxLength: 254 },
    telefon: { type: ['string', 'null'], format: 'phone-sk', maxLength: 20 },
    datDo: { type: ['string', 'null'], format: 'date' },
  },
  required: ['meno', 'priezvisko'],
};

function render(count: number) {
  const http = fakeHttp({
    get: async <T,>(path: string) => {
      if (path === `${API}12/add-kontakt-ucastnik-trhu/schema/post/request`) return okResult(actionSchema as T);
      if (path === `${API}rules/contactsWithinLimit`) return okResult({ facts: { count, max: 20 } } as T);
      throw new Error(`unexpected GET ${path}`);
    },
    post: async <T,>() => okResult({ ...record, verzia: 4 } as T),
  });
  renderEngine({
    http,
    tokens: ['ucastnik-trhu#read', 'ucastnik-trhu#write'],
    i18n: createTestI18n('sk', { ...engineSk, ...ucastnikSk, ...validationSk }),
    widgets: [...testWidgets, textWidget, dateWidget, emailWidget, phoneWidget],
    variant: 'core',
    initialEntry: '/',
    routes: [{ path: '/', element: <RecordActionButtons meta={ucastnik} id="12" record={record} /> }],
  });
  return http;
}

async function fillAndSend() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Pridať kontakt' }));
  const dialog = await screen.findByTestId('action-dialog-add-kontakt-ucastnik-trhu', {}, { timeout: 20_000 });
  const meno = await within(dialog).findByLabelText(/^Meno/, { selector: 'input' }, { timeout: 10_000 });
  await user.type(meno, 'Peter');
  await user.type(within(dialog).getByLabelText(/^Priezvisko/, { selector: 'input' }), 'Dvadsiaty');
  await user.click(within(dialog).getByRole('button', { name: 'Pridať kontakt' }));
  return meno;
}

describe('add contact dialog', () => {
  it('shows the limit under "Meno" before sending when the participant holds 20 contacts', async () => {
    const http = render(20);
    const meno = await fillAndSend();
    await waitFor(() => expect(meno).toHaveAccessibleDescription('Účastník trhu môže mať najviac 20 kontaktov; ďalší kontakt už nemožno pridať'));
    expect(http.get).toHaveBeenCalledWith(`${API}rules/contactsWithinLimit`, expect.objectContaining({ query: 'id=12' }));
    expect(http.post).not.toHaveBeenCalled();
  });

  it('sends the 20th contact', async () => {
    const http = render(19);
    await fillAndSend();
    await waitFor(() => expect(http.post).toHaveBeenCalledWith(`${API}12/add-kontakt-ucastnik-trhu`, expect.objectContaining({ meno: 'Peter', priezvisko: 'Dvadsiaty' }), expect.objectContaining({ callerHandles: 'explained' })));
  });
});
