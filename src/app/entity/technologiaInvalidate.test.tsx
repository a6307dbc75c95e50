import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntityMetadata } from '../../../engine/core/metadata';
import { RecordActionButtons } from '../../../engine/react/actions/ActionButtons';
import { fakeHttp, okResult } from '../../../engine/react/testing/fakeHttp';
import { createTestI18n, renderEngine } from '../../../engine/react/testing/renderWithProviders';
import { testWidgets } from '../../../engine/react/testing/testWidgets';
import { entityByName } from '../../../metadata/routes';
import engineSk from '../../../metadata/i18n/sk/engine.json';
import technologiaSk from '../../../metadata/i18n/sk/technologia.json';
import validationSk from '../../../metadata/i18n/sk/validation.json';
import { dateWidget } from '../../../widgets/date';

// Issue 24: a technology's validity is not ended before it starts (endNotBeforeRecordStart, the rule
// the server's invalidate action runs). The action's dialog reads the rule from the served body
// schema and the record's period from the rule's facts route, and shows the problem under
// "Platnosť do" before the action is sent.

const API = '/portal/zmluvy/technologia/';
const technologia = entityByName('technologia') as EntityMetadata;
const record = { idTechnologia: 7, kod: 'VTE', nazov: 'Veterná', stav: 'AKTIVNA', platnostOd: '2024-03-01', platnostDo: null, verzia: 1 };
// As served by server/model/technologia.ts (invalidate).
const actionSchema = {
  type: 'object',
  additionalProperties: false,
  storedRules: ['endNotBeforeRecordStart'],
  properties: { platnostDo: { type: 'string', format: 'date' } },
  required: ['platnostDo'],
};

function render() {
  const http = fakeHttp({
    get: async <T,>(path: string) => {
      if (path === `${API}7/invalidate/schema/post/request`) return okResult(actionSchema as T);
      if (path === `${API}rules/endNotBeforeRecordStart`) return okResult({ facts: { od: record.platnostOd, do: null } } as T);
      throw new Error(`unexpected GET ${path}`);
    },
    post: async <T,>() => okResult({ idTechnologia: 7, stav: 'NEAKTIVNA' } as T),
  });
  renderEngine({
    http,
    tokens: ['vyrobne-zariadenia#read', 'enums#write'],
    i18n: createTestI18n('sk', { ...engineSk, ...technologiaSk, ...validationSk }),
    widgets: [...testWidgets, dateWidget],
    variant: 'core',
    initialEntry: '/',
    routes: [{ path: '/', element: <RecordActionButtons meta={technologia} id="7" record={record} /> }],
  });
  return http;
}

describe('technology invalidate dialog', () => {
  it('shows an end before the validity starts under "Platnosť do" before sending, and sends a day from the start on', async () => {
    const http = render();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ukončiť platnosť' }));
    const dialog = await screen.findByTestId('action-dialog-invalidate', {}, { timeout: 20_000 });
    const date = await within(dialog).findByLabelText(/^Platnosť do/, { selector: 'input' }, { timeout: 10_000 });
    await user.type(date, '29.2.2024');
    await user.click(within(dialog).getByRole('button', { name: 'Ukončiť platnosť' }));
    await waitFor(() => expect(date).toHaveAccessibleDescription(/Koniec nesmie byť skôr ako začiatok \(1\. 3\. 2024\)/));
    expect(http.get).toHaveBeenCalledWith(`${API}rules/endNotBeforeRecordStart`, expect.objectContaining({ query: 'id=7' }));
    expect(http.post).not.toHaveBeenCalled();

    await user.clear(date);
    await user.type(date, '1.3.2024');
    expect(date).not.toHaveAccessibleDescription(/Koniec nesmie/);
    await user.click(within(dialog).getByRole('button', { name: 'Ukončiť platnosť' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith(`${API}7/invalidate`, { platnostDo: '2024-03-01' }, expect.objectContaining({ callerHandles: 'explained' })));
  });
});
