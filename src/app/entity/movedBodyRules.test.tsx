// Issue 24 item 1: rules the server once applied alone are now rules of the served schema (the
// catalogue's yearMadeNotAfterStart and powerWithinCapacity, an aggregation member's eicPrefix by its
// kind). The entity's form runs them before it sends: the reason shows under the field it is about,
// in Slovak, with the same text the server answers with, and nothing is posted.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JsonSchema } from '../../../engine/core/form';
import type { EntityMetadata } from '../../../engine/core/metadata';
import { withEicCheck } from '../../../engine/core/validation';
import { DetailPage } from '../../../engine/react/detail/DetailPage';
import { fakeHttp, okResult } from '../../../engine/react/testing/fakeHttp';
import { createTestI18n, renderEngine } from '../../../engine/react/testing/renderWithProviders';
import { entityByName } from '../../../metadata/routes';
import agregaciaClenSk from '../../../metadata/i18n/sk/agregacny-blok-clen.json';
import akumulaciaSk from '../../../metadata/i18n/sk/akumulacne-zariadenie.json';
import engineSk from '../../../metadata/i18n/sk/engine.json';
import generatorSk from '../../../metadata/i18n/sk/vyrobne-zariadenie-generator.json';
import validationSk from '../../../metadata/i18n/sk/validation.json';
import vyrobneZariadenieSk from '../../../metadata/i18n/sk/vyrobne-zariadenie.json';
import widgetsSk from '../../../metadata/i18n/sk/widgets.json';
import { widgets } from '../../../widgets';

/** An update schema as the server serves it: the entity's fields, the version, and the rules at its root. */
function updateSchema(idField: string, properties: Record<string, JsonSchema>, rules: Record<string, unknown>): JsonSchema {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    additionalProperties: false,
    ...rules,
    properties: { [idField]: { type: 'integer', readOnly: true }, ...properties, verzia: { type: 'integer', minimum: 1 } },
    required: [...Object.keys(properties), 'verzia'],
  } as JsonSchema;
}

/** The stored record's detail in edit mode; every other call answers with nothing (a list: `listRows`). */
async function openForEdit(entityName: string, record: Record<string, unknown>, schema: JsonSchema, texts: Record<string, unknown>, listRows: unknown[] = []) {
  const entity = entityByName(entityName) as EntityMetadata;
  const api = entity.api;
  const idField = entity.id;
  const id = record[idField] as number;
  const http = fakeHttp({
    get: async <T,>(path: string) => {
      if (path === `${api}${id}/schema/post/request`) return okResult(schema as T);
      if (path === `${api}${id}`) return okResult(record as T);
      return okResult([] as T);
    },
    post: async <T,>(_path: string, body?: unknown) => okResult({ ...(body as object), verzia: 2 } as T),
    list: async () => ({ rows: listRows as never[], total: listRows.length, hasMore: false }),
  });
  renderEngine({
    http,
    tokens: [entity.tokens?.read, entity.tokens?.write, entity.tokens?.create].filter((t): t is string => typeof t === 'string'),
    i18n: createTestI18n('sk', { ...engineSk, ...validationSk, ...texts }),
    widgets,
    initialEntry: `/x/detail/${id}`,
    routes: [
      { path: `/x/detail/:${idField}`, element: <DetailPage entity={entity} /> },
      { path: '/x/vyhladanie', element: <div>search page</div> },
    ],
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: engineSk.engine.action.edit }));
  const save = () => user.click(screen.getByRole('button', { name: engineSk.engine.action.save }));
  return { http, user, save };
}

describe('rules moved from the server into the served schema, checked by the form before it sends', () => {
  it('a generator made after it started running: the reason under the year of manufacture', async () => {
    const schema = updateSchema(
      'idZariadVyrDetail',
      {
        nazov: { type: 'string', minLength: 1 },
        rokVyroby: { type: ['integer', 'null'], minimum: 1900, maximum: 2100 },
        datumUvedeniaDoPrevadzky: { type: ['string', 'null'], format: 'date' },
      },
      { yearMadeNotAfterStart: { year: 'rokVyroby', start: 'datumUvedeniaDoPrevadzky' } },
    );
    const record = { idZariadVyrDetail: 4, nazov: 'Striedač 1', rokVyroby: 2023, datumUvedeniaDoPrevadzky: '2024-03-15', verzia: 1 };
    const { http, user, save } = await openForEdit('vyrobne-zariadenie-generator', record, schema, generatorSk);
    const year = await screen.findByLabelText(/^Rok výroby/);
    await user.clear(year);
    await user.type(year, '2025');
    await save();
    const reason = 'Rok výroby 2025 je neskôr ako dátum uvedenia do prevádzky (15. 3. 2024)';
    await waitFor(() => expect(year).toHaveAccessibleDescription(expect.stringContaining(reason)));
    expect(http.post).not.toHaveBeenCalled();

    await user.clear(year);
    await user.type(year, '2024');
    await save();
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    expect(http.post.mock.calls[0]?.[1]).toMatchObject({ rokVyroby: 2024 });
  }, 60_000);

  it('a storage device charging faster than four times its capacity: the reason under that power', async () => {
    const power = { type: 'number', minimum: 0.1, maximum: 500000, maxDecimals: 3 } as JsonSchema;
    const schema = updateSchema(
      'idZariadAkum',
      { nazov: { type: 'string', minLength: 1 }, kapacitaKwh: { type: 'number', minimum: 1, maxDecimals: 3 }, instalovanyVykonKw: power, maxVykonNabijaniaKw: power, maxVykonVybijaniaKw: power },
      { powerWithinCapacity: { capacity: 'kapacitaKwh', powers: ['maxVykonNabijaniaKw', 'maxVykonVybijaniaKw', 'instalovanyVykonKw'], rate: 4 } },
    );
    const record = { idZariadAkum: 9, nazov: 'Batéria Dvor', kapacitaKwh: 10, instalovanyVykonKw: 20, maxVykonNabijaniaKw: 20, maxVykonVybijaniaKw: 20, verzia: 1 };
    const { http, user, save } = await openForEdit('akumulacne-zariadenie', record, schema, akumulaciaSk);
    const charging = await screen.findByLabelText(/^Max\. výkon nabíjania \(kW\)/);
    await user.clear(charging);
    await user.type(charging, '40,5');
    await save();
    await waitFor(() => expect(charging).toHaveAccessibleDescription(expect.stringContaining('Výkon 40,5 kW je priveľký pre kapacitu 10 kWh: najviac 40 kW (4-násobok kapacity)')));
    // Only the power over the limit is named.
    expect(screen.getByLabelText(/^Inštalovaný výkon \(kW\)/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(http.post).not.toHaveBeenCalled();
  }, 60_000);

  it('an aggregation member whose EIC does not fit its kind: the prefix the kind needs, under the EIC', async () => {
    const schema = updateSchema(
      'idClen',
      { eic: { type: 'string', pattern: '^24[WZ]' }, druh: { type: 'string', enum: ['VYROBNE_ZARIADENIE', 'AKUMULACNE_ZARIADENIE', 'ODBERNE_MIESTO'] } },
      {
        allOf: [
          {
            if: { properties: { druh: { type: 'string', const: 'ODBERNE_MIESTO' } }, required: ['druh'] },
            then: { properties: { eic: { type: 'string', eicPrefix: '24Z' } } },
            else: { properties: { eic: { type: 'string', eicPrefix: '24W' } } },
          },
        ],
      },
    );
    // A metering point's member: the user types a device's EIC (valid in itself, check character included).
    const record = { idClen: 3, eic: withEicCheck('24ZAKU-99999999'), druh: 'ODBERNE_MIESTO', verzia: 1 };
    const { http, user, save } = await openForEdit('agregacny-blok-clen', record, schema, agregaciaClenSk);
    const eic = await screen.findByLabelText(/^EIC zariadenia alebo OOM/);
    await user.clear(eic);
    await user.type(eic, withEicCheck('24WAKU-99999999'));
    await save();
    await waitFor(() => expect(eic).toHaveAccessibleDescription(expect.stringContaining('EIC kód musí začínať na 24Z')));
    expect(http.post).not.toHaveBeenCalled();
  }, 60_000);

  it('a device keeping two documents of one type: the type’s label (the served schema’s), under the repeated row’s type', async () => {
    const labels = { 'vyrobne-zariadenie.revizna-sprava': 'Revízna správa', 'vyrobne-zariadenie.fotodokumentacia': 'Fotodokumentácia zariadenia' };
    const document = {
      type: 'object',
      properties: { idDmsDocument: { type: ['string', 'null'] }, documentType: { type: 'string' }, fileName: { type: 'string' }, fileSize: { type: 'integer' }, dmsId: { type: 'string' } },
    } as JsonSchema;
    const schema = updateSchema(
      'idZariadVyr',
      {
        nazov: { type: 'string', minLength: 1 },
        dokumenty: { type: ['array', 'null'], maxItems: 20, oneDocumentPerType: { key: 'documentType', codeBook: 'document-type', labels }, items: document } as JsonSchema,
      },
      {},
    );
    const row = (n: number, documentType: string) => ({ idDmsDocument: `d${n}`, documentType, fileName: `subor${n}.pdf`, fileSize: 2048, dmsId: `d${n}` });
    // Kept from before the rule: the document editor offers each type once, so only stored rows repeat one.
    const record = {
      idZariadVyr: 5,
      nazov: 'FVE Dvor',
      dokumenty: [row(1, 'vyrobne-zariadenie.revizna-sprava'), row(2, 'vyrobne-zariadenie.fotodokumentacia'), row(3, 'vyrobne-zariadenie.revizna-sprava')],
      verzia: 1,
    };
    const types = Object.entries(labels).map(([kod, nazov]) => ({ kod, nazov, _extensions: ['pdf'] }));
    const { http, user, save } = await openForEdit('vyrobne-zariadenie', record, schema, { ...vyrobneZariadenieSk, ...widgetsSk }, types);
    await user.type(await screen.findByLabelText(/^Názov/), ' 2');
    await save();
    const repeated = await screen.findByTestId('root_dokumenty-row-2-type-error');
    expect(repeated).toHaveTextContent('Dokument typu Revízna správa môže byť uložený len raz');
    expect(screen.getByTestId('root_dokumenty-row-2')).toContainElement(repeated);
    expect(screen.queryByTestId('root_dokumenty-row-0-type-error')).not.toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();
  }, 60_000);
});
