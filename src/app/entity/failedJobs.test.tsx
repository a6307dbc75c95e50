import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JsonSchema } from '../../../engine/core/form';
import type { EntityMetadata } from '../../../engine/core/metadata';
import { DetailPage } from '../../../engine/react/detail/DetailPage';
import { fakeHttp, okResult } from '../../../engine/react/testing/fakeHttp';
import { createTestI18n, renderEngine } from '../../../engine/react/testing/renderWithProviders';
import { testWidgets } from '../../../engine/react/testing/testWidgets';
import { enumSelectWidget } from '../../../widgets/enum-select';
import { menu } from '../../../metadata/menu';
import { entityByName } from '../../../metadata/routes';
import sk from '../../../metadata/i18n/sk/background-job.json';
import en from '../../../metadata/i18n/en/background-job.json';
import cs from '../../../metadata/i18n/cs/background-job.json';

// The administrator's screen of failed background jobs (issue 26), built from metadata alone: the
// failed job's detail with its kind and reason translated, and a retry for whoever holds the
// retry token (the server checks it again).

const API = '/edc/background-job/';
const job = entityByName('background-job') as EntityMetadata;

// The record's schema as the server answers `{id}/schema/post/request` (server/model/backgroundJob.ts).
const schema: JsonSchema = {
  type: 'object',
  properties: {
    idJob: { type: 'integer', readOnly: true },
    druh: { type: 'string', enum: ['bpm_finish', 'zmluva_notify', 'odberatel_import'], readOnly: true },
    predmet: { type: 'string', readOnly: true },
    stav: { type: 'string', enum: ['WAITING', 'FAILED'], readOnly: true },
    pokusy: { type: 'integer', readOnly: true },
    dovod: { type: ['string', 'null'], enum: ['error', 'workerLost', null], readOnly: true },
    detail: { type: ['string', 'null'], readOnly: true },
    vytvorene: { type: 'string', format: 'date-time', readOnly: true },
    zlyhane: { type: ['string', 'null'], format: 'date-time', readOnly: true },
    dalsiPokus: { type: ['string', 'null'], format: 'date-time', readOnly: true },
  },
};

const failed = {
  idJob: 7,
  druh: 'zmluva_notify',
  predmet: 'NOT-2026-000042',
  stav: 'FAILED',
  pokusy: 5,
  dovod: 'error',
  detail: 'the mail server is down',
  vytvorene: '2026-11-28T09:00:00Z',
  zlyhane: '2026-11-28T09:20:00Z',
  dalsiPokus: null,
};

function render(tokens: string[]) {
  const client = fakeHttp({
    get: async <T,>(path: string) => {
      if (path === `${API}7/schema/post/request`) return okResult(schema as T);
      if (path === `${API}7`) return okResult(failed as T);
      throw new Error(`unexpected GET ${path}`);
    },
    post: async <T,>() => okResult({ ...failed, stav: 'WAITING', pokusy: 0 } as T),
  });
  renderEngine({
    http: client,
    tokens,
    i18n: createTestI18n('sk', sk),
    // The enum select of the product, which names each code by its label.
    widgets: [...testWidgets, enumSelectWidget],
    variant: 'core',
    entities: [job],
    initialEntry: '/zlyhane-ulohy/7',
    routes: [{ path: '/zlyhane-ulohy/:idJob', element: <DetailPage entity={job} /> }],
  });
  return client;
}

describe('failed background jobs screen', () => {
  it('shows the kind and the last error translated, and retries after asking, with the retry token', { timeout: 30_000 }, async () => {
    const client = render(['background-job#read', 'background-job#write']);
    expect(await screen.findByRole('heading', { level: 1, name: 'NOT-2026-000042' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Notifikácia k zmluvám')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Pri spracovaní nastala chyba na serveri')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Vzdaná (vyčerpané pokusy)')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Zopakovať' }));
    expect(await screen.findByText('Spustiť úlohu znova? Počet pokusov začne od nuly.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'dialogs.yes' }));
    await waitFor(() => expect(client.post).toHaveBeenCalledWith(`${API}7/retry`, undefined, expect.anything()));
  });

  it('offers no retry to a reader without the retry token', { timeout: 30_000 }, async () => {
    render(['background-job#read']);
    expect(await screen.findByRole('heading', { level: 1, name: 'NOT-2026-000042' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zopakovať' })).not.toBeInTheDocument();
  });

  it('has its menu entry under administration for the read token, and every kind, state and reason labelled in sk, en and cs', () => {
    const entry = menu.find((e) => e.path === job.routes?.search);
    expect(entry).toMatchObject({ token: 'background-job#read', variant: 'core', group: 'administracia' });
    for (const texts of [sk, en, cs]) {
      const labels = texts['background-job'].enum;
      for (const [field, values] of Object.entries({ druh: schema.properties?.druh?.enum, stav: schema.properties?.stav?.enum, dovod: schema.properties?.dovod?.enum })) {
        for (const value of (values ?? []).filter((v): v is string => typeof v === 'string')) {
          expect((labels as Record<string, Record<string, string>>)[field]?.[value], `${field}.${value}`).toBeTruthy();
        }
      }
    }
  });
});
