import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntityMetadata } from '../../engine/core/metadata';
import { RecordActionButtons } from '../../engine/react/actions/ActionButtons';
import { BulkActionButtons } from '../../engine/react/actions/BulkActionButtons';
import { fakeHttp, okResult } from '../../engine/react/testing/fakeHttp';
import { createTestI18n, renderEngine } from '../../engine/react/testing/renderWithProviders';
import { testWidgets } from '../../engine/react/testing/testWidgets';
import { entityByName } from '../../metadata/routes';
import engineSk from '../../metadata/i18n/sk/engine.json';
import validationSk from '../../metadata/i18n/sk/validation.json';
import zmluvaSk from '../../metadata/i18n/sk/zmluva.json';
import { dateWidget } from '../../widgets/date';
import { textWidget } from '../../widgets/text';
import { textareaWidget } from '../../widgets/textarea';

// Issue 24: two rules of the contract actions were the server's alone and are now in the bodies'
// served schemas, so the dialogs refuse them before anything is sent: a bulk notification's subject
// and text use only the notification's variables (the catalogue's knownPlaceholders, single braces),
// and a renewal's new end is not in the past (minDate today).

const API = '/portal/zmluvy/zmluva/';
const zmluva = entityByName('zmluva') as EntityMetadata;
const variables = { knownPlaceholders: { names: ['cisloZmluvy', 'typZmluvy', 'ucastnik', 'platnostOd', 'platnostDo'], syntax: 'single' } };
// As served by server/zmluva/actions.ts (notify, with the selected ids; renew).
const notifySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ids: { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 1 },
    sablona: { type: 'string', enum: ['VSEOBECNA'] },
    kanal: { type: 'string', enum: ['SCHRANKA'] },
    predmet: { type: 'string', minLength: 1, maxLength: 300, ...variables },
    text: { type: 'string', minLength: 1, maxLength: 5000, ...variables },
  },
  required: ['ids', 'sablona', 'kanal', 'predmet', 'text'],
};
const renewSchema = { type: 'object', additionalProperties: false, properties: { platnostDo: { type: 'string', format: 'date', minDate: 'today' } }, required: ['platnostDo'] };

function render(element: React.ReactElement) {
  const http = fakeHttp({
    get: async <T,>(path: string) => {
      if (path === `${API}notify/schema/post/request`) return okResult(notifySchema as T);
      if (path === `${API}5/renew/schema/post/request`) return okResult(renewSchema as T);
      throw new Error(`unexpected GET ${path}`);
    },
    post: async <T,>() => okResult({ code: 'NOT-2026-000001' } as T),
  });
  renderEngine({
    http,
    tokens: ['zmluvy#read', 'zmluvy#write'],
    i18n: createTestI18n('sk', { ...engineSk, ...zmluvaSk, ...validationSk }),
    widgets: [...testWidgets, textWidget, textareaWidget, dateWidget],
    variant: 'core',
    initialEntry: '/',
    routes: [{ path: '/', element }],
  });
  return http;
}

describe('contract action dialogs', () => {
  it('shows a notification’s unknown variable under its text before sending, naming the allowed ones', async () => {
    const http = render(<BulkActionButtons meta={zmluva} selected={new Set(['5'])} rows={[{ idZmluva: 5 }]} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Notifikovať' }));
    const dialog = await screen.findByTestId('action-dialog-notify', {}, { timeout: 20_000 });
    const predmet = await within(dialog).findByLabelText(/^Predmet notifikácie/, {}, { timeout: 10_000 });
    fireEvent.change(predmet, { target: { value: 'Zmluva {cisloZmluvy}' } });
    const text = within(dialog).getByLabelText(/^Text notifikácie/, { selector: 'textarea' });
    fireEvent.change(text, { target: { value: 'Cena {cena} platí od {platnostOd}.' } });
    await user.click(within(dialog).getByRole('button', { name: 'Notifikovať' }));
    await waitFor(() =>
      expect(text).toHaveAccessibleDescription(expect.stringContaining('Neznáme premenné {cena}; povolené sú {cisloZmluvy}, {typZmluvy}, {ucastnik}, {platnostOd}, {platnostDo}')),
    );
    expect(predmet).not.toHaveAccessibleDescription(/Neznáme premenné/);
    expect(http.post).not.toHaveBeenCalled();
  });

  it('shows a renewal’s end in the past under the date before sending', async () => {
    const record = { idZmluva: 5, cisloZmluvy: 'KT-2024-000005', stav: 'AKTIVNA', platnostOd: '2024-01-01', platnostDo: '2026-12-31', verzia: 1 };
    const http = render(<RecordActionButtons meta={zmluva} id="5" record={record} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Obnoviť' }));
    const dialog = await screen.findByTestId('action-dialog-renew', {}, { timeout: 20_000 });
    const date = await within(dialog).findByLabelText(/^Platnosť do/, { selector: 'input' }, { timeout: 10_000 });
    await user.type(date, '1.1.2020');
    await user.click(within(dialog).getByRole('button', { name: 'Obnoviť' }));
    await waitFor(() => expect(date).toHaveAccessibleDescription(/^Dátum nesmie byť skôr ako \d{1,2}\. ?\d{1,2}\. ?\d{4}/));
    expect(http.post).not.toHaveBeenCalled();
  });
});
