import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { JsonSchema } from '../../../engine/core/form';
import type { EntityMetadata } from '../../../engine/core/metadata';
import { DetailPage } from '../../../engine/react/detail/DetailPage';
import { fakeHttp, okResult } from '../../../engine/react/testing/fakeHttp';
import { createTestI18n, renderEngine } from '../../../engine/react/testing/renderWithProviders';
import { testWidgets } from '../../../engine/react/testing/testWidgets';
import { entityByName } from '../../../metadata/routes';
import { enumSelectWidget } from '../../../widgets/enum-select';
import sk from '../../../metadata/i18n/sk/spracovanie.json';
import en from '../../../metadata/i18n/en/spracovanie.json';
import cs from '../../../metadata/i18n/cs/spracovanie.json';

// A processing result's detail (issue 25): the job's summary first (kind, state, start, end,
// processed, succeeded, failed, who started it), then its failed items; while it runs, its
// figures are read again without a reload.

const JOB_API = '/portal/zmluvy/spracovanie/';
const ITEMS_API = '/portal/zmluvy/spracovanie-chyba/';
const job = entityByName('spracovanie') as EntityMetadata;
const items = entityByName('spracovanie-chyba') as EntityMetadata;

// The record's schema as the server answers `{code}/schema/post/request` (server/model/zmluvaRegister.ts;
// src may not import the server). Its enums name the codes the detail labels: without the
// template's, the detail showed ZMENA_PODMIENOK (npm run lint:metadata now refuses such a field).
const schema: JsonSchema = {
  type: 'object',
  properties: {
    code: { type: 'string', readOnly: true },
    typ: { type: 'string', enum: ['NOTIFIKACIA'], readOnly: true },
    stav: { type: 'string', enum: ['V_SPRACOVANI', 'USPECH', 'CHYBA'], readOnly: true },
    celkom: { type: 'integer', readOnly: true },
    spracovane: { type: 'integer', readOnly: true },
    uspesne: { type: 'integer', readOnly: true },
    chybne: { type: 'integer', readOnly: true },
    sablona: { type: ['string', 'null'], enum: ['ZMENA_PODMIENOK', 'KONIEC_PLATNOSTI', 'DOPLNENIE_UDAJOV', 'VSEOBECNA', null], readOnly: true },
    kanal: { type: ['string', 'null'], enum: ['EMAIL', 'SCHRANKA', null], readOnly: true },
    zaciatok: { type: 'string', readOnly: true },
    koniec: { type: ['string', 'null'], readOnly: true },
    vytvoril: { type: ['string', 'null'], readOnly: true },
  },
};

const running = { code: 'NOT-2026-000006', typ: 'NOTIFIKACIA', stav: 'V_SPRACOVANI', celkom: 40, spracovane: 10, uspesne: 9, chybne: 1, sablona: 'VSEOBECNA', kanal: 'EMAIL', zaciatok: '2026-11-28T09:00:00Z', koniec: null, vytvoril: 'operator' };
const done = { ...running, stav: 'CHYBA', spracovane: 40, uspesne: 37, chybne: 3, koniec: '2026-11-28T09:01:00Z' };

/** Texts: the keys themselves (the default), or a language's own with the product's enum select, which names codes by their labels. */
function render(reads: () => Record<string, unknown>, texts?: Record<string, unknown>) {
  const client = fakeHttp({
    get: async <T,>(path: string) => {
      if (path === `${JOB_API}${running.code}/schema/post/request`) return okResult(schema as T);
      if (path === `${JOB_API}${running.code}`) return okResult(reads() as T);
      throw new Error(`unexpected GET ${path}`);
    },
    list: async <T,>(path: string) => {
      if (path === ITEMS_API) return { rows: [{ idPolozka: 1, code: running.code, cisloZmluvy: 'ZO-2026-100321', chybaKod: 'BEZ_EMAILU', spracovane: running.zaciatok }] as T[], total: 1, hasMore: false };
      throw new Error(`unexpected list ${path}`);
    },
  });
  renderEngine({
    http: client,
    tokens: ['zmluvy-processing#read'],
    i18n: createTestI18n('sk', texts ?? {}),
    widgets: texts ? [...testWidgets, enumSelectWidget] : testWidgets,
    variant: 'core',
    entities: [job, items],
    initialEntry: `/zmluva/vysledky-spracovania/${running.code}`,
    routes: [{ path: '/zmluva/vysledky-spracovania/:code', element: <DetailPage entity={job} /> }],
  });
  return client;
}

/** The value shown for a field, by its label (keys: the test's i18n has no texts). */
const valueOf = (field: string) => (screen.getByLabelText(`spracovanie.field.${field}`) as HTMLInputElement).value;

describe('processing result detail', () => {
  it('shows the summary first, then the failed items, with the code once as its title', { timeout: 10_000 }, async () => {
    render(() => done);
    expect(await screen.findByRole('heading', { level: 1, name: running.code }, { timeout: 5000 })).toBeInTheDocument();
    // The code is the title: no "Záznam č." line repeats it.
    expect(screen.queryByTestId('detail-record-number')).not.toBeInTheDocument();
    const summary = await screen.findByRole('group', { name: 'spracovanie.group.summary' });
    for (const field of ['typ', 'stav', 'zaciatok', 'koniec', 'spracovane', 'uspesne', 'chybne', 'vytvoril']) {
      expect(within(summary).getByLabelText(`spracovanie.field.${field}`)).toBeInTheDocument();
    }
    expect(valueOf('uspesne')).toBe('37');
    expect(valueOf('chybne')).toBe('3');
    const failed = await screen.findByRole('table', { name: 'spracovanie.related.errors' });
    expect(await within(failed).findByText('ZO-2026-100321')).toBeInTheDocument();
    // Summary before the failed items in the page.
    expect(summary.compareDocumentPosition(failed) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('names the template, the channel, the kind and the state by their labels, not their codes', { timeout: 30_000 }, async () => {
    render(() => ({ ...done, sablona: 'ZMENA_PODMIENOK', kanal: 'SCHRANKA' }), sk);
    expect(await screen.findByDisplayValue('Zmena obchodných podmienok', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByDisplayValue('Schránka v aplikácii')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Notifikácia zmlúv')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Chyba')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('ZMENA_PODMIENOK')).not.toBeInTheDocument();
  });

  it('has a label in sk, en and cs for every code the served schema names', () => {
    const coded = Object.entries(schema.properties ?? {}).filter(([, property]) => property.enum);
    expect(coded.map(([field]) => field)).toEqual(expect.arrayContaining(['typ', 'stav', 'sablona', 'kanal']));
    for (const texts of [sk, en, cs]) {
      const labels = texts.spracovanie.enum as Record<string, Record<string, string>>;
      for (const [field, property] of coded) {
        for (const code of (property.enum ?? []).filter((v) => v !== null)) expect(labels[field]?.[String(code)], `${field}.${String(code)}`).toBeTruthy();
      }
    }
  });

  it("updates a running job's figures without a reload and stops once it has finished", async () => {
    let reads = 0;
    render(() => (++reads === 1 ? running : done));
    await screen.findByRole('group', { name: 'spracovanie.group.summary' });
    expect(valueOf('spracovane')).toBe('10');
    await waitFor(() => expect(valueOf('spracovane')).toBe('40'), { timeout: 4000 });
    expect(valueOf('chybne')).toBe('3');
    const settled = reads;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(reads).toBe(settled);
  }, 12_000);
});
