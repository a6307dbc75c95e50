// Issue 24 item 1: rules the server once applied alone are now rules of the served schema (the
// catalogue's yearMadeNotAfterStart and powerWithinCapacity, an aggregation member's eicPrefix by its
// kind; a participant's oneMainAccount and vatIdHoldsTaxId, the configuration's warningBeforeTimeout
// and defaultAmongOffered, a template's knownPlaceholders, a device's and a contract's oneDocumentPerType). The entity's form runs them before it sends: the reason shows under the field it is about,
// in Slovak, with the same text the server answers with, and nothing is posted.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
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
import appConfigSk from '../../../metadata/i18n/sk/app-config.json';
import addendumTemplateSk from '../../../metadata/i18n/sk/addendum-template.json';
import mailTemplateSk from '../../../metadata/i18n/sk/mail-template.json';
import ucastnikTrhuSk from '../../../metadata/i18n/sk/ucastnik-trhu.json';
import engineSk from '../../../metadata/i18n/sk/engine.json';
import generatorSk from '../../../metadata/i18n/sk/vyrobne-zariadenie-generator.json';
import validationSk from '../../../metadata/i18n/sk/validation.json';
import vyrobneZariadenieSk from '../../../metadata/i18n/sk/vyrobne-zariadenie.json';
import widgetsSk from '../../../metadata/i18n/sk/widgets.json';
import zmluvaSk from '../../../metadata/i18n/sk/zmluva.json';
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
      // The id's route parameter as the entity's detail route names it (ucastnik-trhu: `ucastnikTrhuId`).
      { path: `/x/detail/:${/:(\w+)/.exec(entity.routes?.detail ?? '')?.[1] ?? idField}`, element: <DetailPage entity={entity} /> },
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

  it('a contract keeping two documents of one type: the type’s label (the served schema’s), under the repeated row’s type', async () => {
    const labels = { 'zmluva.priloha': 'Príloha zmluvy', 'zmluva.podpisana': 'Podpísaná zmluva' };
    const document = {
      type: 'object',
      properties: { idDmsDocument: { type: ['string', 'null'] }, documentType: { type: 'string' }, fileName: { type: 'string' }, fileSize: { type: 'integer' }, dmsId: { type: 'string' } },
    } as JsonSchema;
    const schema = updateSchema(
      'idZmluva',
      {
        predmet: { type: ['string', 'null'], maxLength: 1000 },
        dokumenty: { type: ['array', 'null'], maxItems: 30, oneDocumentPerType: { key: 'documentType', codeBook: 'document-type', labels }, items: document } as JsonSchema,
      },
      {},
    );
    const row = (n: number, documentType: string) => ({ idDmsDocument: `d${n}`, documentType, fileName: `subor${n}.pdf`, fileSize: 2048, dmsId: `d${n}` });
    // Stored before the rule was served: the document editor offers each type once, so only stored rows repeat one.
    const record = {
      idZmluva: 6,
      cisloZmluvy: 'KT-2026-000006',
      predmet: 'Prístup na krátkodobý trh',
      meniProces: false,
      dokumenty: [row(1, 'zmluva.priloha'), row(2, 'zmluva.podpisana'), row(3, 'zmluva.priloha')],
      verzia: 1,
    };
    const types = Object.entries(labels).map(([kod, nazov]) => ({ kod, nazov, _extensions: ['pdf'] }));
    const { http, user, save } = await openForEdit('zmluva', record, schema, { ...zmluvaSk, ...widgetsSk }, types);
    await user.type(await screen.findByLabelText(/^Predmet zmluvy/), ' a dodávky');
    await user.click(screen.getByRole('tab', { name: zmluvaSk.zmluva.tab.documents }));
    await save();
    const repeated = await screen.findByTestId('root_dokumenty-row-2-type-error');
    expect(repeated).toHaveTextContent('Dokument typu Príloha zmluvy môže byť uložený len raz');
    expect(screen.getByTestId('root_dokumenty-row-2')).toContainElement(repeated);
    expect(screen.queryByTestId('root_dokumenty-row-0-type-error')).not.toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();
  }, 60_000);

  it('a participant with a second main account and an IČ DPH of another DIČ: each reason under its field', async () => {
    const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as JsonSchema;
    const account = {
      type: 'object',
      additionalProperties: false,
      properties: { iban: { type: 'string', format: 'iban-sk' }, banka: text(100), mena: { type: 'string', enum: ['EUR', 'CZK', 'USD'] }, hlavny: { type: ['boolean', 'null'] } },
      required: ['iban', 'banka', 'mena'],
    } as JsonSchema;
    const schema = updateSchema(
      'idUcastnikTrhu',
      {
        nazov: text(200),
        dic: { type: ['string', 'null'], format: 'dic' },
        icDph: { type: ['string', 'null'], format: 'ic-dph' },
        bankoveUcty: { type: ['array', 'null'], maxItems: 10, oneMainAccount: { flag: 'hlavny', name: 'iban' }, items: account } as JsonSchema,
      },
      { vatIdHoldsTaxId: { vatId: 'icDph', taxId: 'dic' } },
    );
    const record = {
      idUcastnikTrhu: 7,
      nazov: 'Slnečná energia Záhorie s.r.o.',
      dic: '2020261353',
      icDph: 'SK2020261353',
      bankoveUcty: [
        { iban: 'SK3112000000198742637541', banka: 'Tatra banka, a.s.', mena: 'EUR', hlavny: true },
        { iban: 'SK6109000000002626123458', banka: 'Slovenská sporiteľňa, a.s.', mena: 'EUR', hlavny: null },
      ],
      verzia: 1,
    };
    const { http, user, save } = await openForEdit('ucastnik-trhu', record, schema, { ...ucastnikTrhuSk, ...widgetsSk });
    const icDph = await screen.findByLabelText(/^IČ DPH/);
    await user.clear(icDph);
    await user.type(icDph, 'SK2022726024');
    await user.click(screen.getByRole('tab', { name: 'Bankové účty' }));
    const secondRow = document.querySelector('[data-row="1"]') as HTMLElement;
    const secondMain = within(secondRow).getByRole('checkbox', { name: /^Hlavný účet/ });
    await user.click(secondMain);
    await save();
    expect(secondMain).toBeChecked();
    // Under the second row's flag (the row that breaks the rule), not under the first.
    const twoMain = await within(secondRow).findByText('Hlavný môže byť len jeden bankový účet; hlavný je už účet SK3112000000198742637541');
    expect(twoMain).toHaveAttribute('id', `${secondMain.id}-error`);
    // Both tabs say they hold an error.
    expect(screen.getByRole('tab', { name: /^Základné údaje/ })).toHaveAccessibleDescription('Záložka obsahuje chyby');
    expect(screen.getByRole('tab', { name: /^Bankové účty/ })).toHaveAccessibleDescription('Záložka obsahuje chyby');
    await user.click(screen.getByRole('tab', { name: /^Bankové účty/ }));
    await waitFor(() => expect(twoMain).toBeVisible());
    expect(within(document.querySelector('[data-row="0"]') as HTMLElement).queryByText(/Hlavný môže byť len jeden/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^Základné údaje/ }));
    await waitFor(() => expect(icDph).toHaveAccessibleDescription(expect.stringContaining('IČ DPH musí obsahovať DIČ účastníka: SK2020261353')));
    expect(http.post).not.toHaveBeenCalled();
  }, 60_000);

  it('a configuration warning not before the session’s end and a default language not offered: each reason under its field', async () => {
    const languages = ['sk', 'en', 'cs'];
    const schema = updateSchema(
      'idAppConfig',
      {
        sessionTimeoutMinutes: { type: 'integer', minimum: 5, maximum: 480 },
        sessionCriticalMinutes: { type: 'integer', minimum: 1, maximum: 60 },
        languages: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', enum: languages } } as JsonSchema,
        defaultLanguage: { type: 'string', enum: languages },
      },
      { warningBeforeTimeout: { warning: 'sessionCriticalMinutes', timeout: 'sessionTimeoutMinutes' }, defaultAmongOffered: { value: 'defaultLanguage', offered: 'languages' } },
    );
    const record = { idAppConfig: 1, sessionTimeoutMinutes: 30, sessionCriticalMinutes: 5, languages: ['sk', 'en'], defaultLanguage: 'sk', verzia: 1 };
    const { http, user, save } = await openForEdit('app-config', record, schema, { ...appConfigSk, ...widgetsSk });
    const critical = await screen.findByLabelText(/^Varovanie pred koncom relácie \(min\)/);
    await user.clear(critical);
    await user.type(critical, '30');
    await user.click(screen.getByRole('combobox', { name: /^Predvolený jazyk/ }));
    await user.click(await screen.findByRole('option', { name: 'Čeština' }));
    await save();
    await waitFor(() => expect(critical).toHaveAccessibleDescription(expect.stringContaining('Varovanie musí prísť pred koncom relácie (relácia trvá 30 min)')));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Predvolený jazyk/ })).toHaveAccessibleDescription(expect.stringContaining('Predvolený jazyk musí byť jeden z ponúkaných jazykov')));
    expect(http.post).not.toHaveBeenCalled();
  }, 60_000);

  it('a mail template with an unknown variable: the unknown and the allowed ones, under the text', async () => {
    const allowed = ['cisloZmluvy', 'nazovUcastnika', 'datum'];
    const textOf = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, knownPlaceholders: allowed }) as JsonSchema;
    const mail = updateSchema('idMailTemplate', { kod: { type: 'string', minLength: 2 }, predmetSk: textOf(200), textSk: textOf(4000) }, {});
    const record = { idMailTemplate: 3, kod: 'ZMLUVA_SCHVALENA', predmetSk: 'Zmluva {{cisloZmluvy}}', textSk: 'Zmluva {{cisloZmluvy}} bola schválená.', verzia: 1 };
    const { http, user, save } = await openForEdit('mail-template', record, mail, mailTemplateSk);
    const text = await screen.findByLabelText(/^Text \(slovensky\)/);
    await user.clear(text);
    await user.type(text, 'Zmluva {{{{cisloZmluvy}} platí od {{{{datumUcinnosti}}.');
    await save();
    await waitFor(() =>
      expect(text).toHaveAccessibleDescription(expect.stringContaining('Neznáme premenné {{datumUcinnosti}}; povolené sú {{cisloZmluvy}}, {{nazovUcastnika}}, {{datum}}')),
    );
    expect(screen.getByLabelText(/^Predmet \(slovensky\)/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(http.post).not.toHaveBeenCalled();
  }, 60_000);

  it('a mail template whose Czech text has an unknown variable: the reason under the Czech text', async () => {
    const allowed = ['cisloZmluvy', 'datum'];
    const czechOf = (maxLength: number) => ({ type: ['string', 'null'], minLength: 1, maxLength, knownPlaceholders: allowed }) as JsonSchema;
    const mail = updateSchema('idMailTemplate', { kod: { type: 'string', minLength: 2 }, predmetCs: czechOf(200), textCs: czechOf(4000) }, {});
    const record = { idMailTemplate: 3, kod: 'ZMLUVA_SCHVALENA', predmetCs: null, textCs: null, verzia: 1 };
    const { http, user, save } = await openForEdit('mail-template', record, mail, mailTemplateSk);
    // The Czech texts in their own group of the form (metadata/entities/mail-template.json).
    const czech = await screen.findByRole('group', { name: 'Po česky' });
    const text = within(czech).getByLabelText(/^Text \(česky\)/);
    await user.type(text, 'Smlouva {{{{cisloZmluvy}} platí od {{{{datumUcinnosti}}.');
    await save();
    await waitFor(() => expect(text).toHaveAccessibleDescription(expect.stringContaining('Neznáme premenné {{datumUcinnosti}}; povolené sú {{cisloZmluvy}}, {{datum}}')));
    expect(within(czech).getByLabelText(/^Predmet \(česky\)/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(http.post).not.toHaveBeenCalled();
  }, 60_000);

  it('an addendum template with an unknown variable: the reason under its text', async () => {
    const schema = updateSchema('idAddendumTemplate', { nazov: { type: 'string', minLength: 1 }, textSablony: { type: 'string', minLength: 1, maxLength: 8000, knownPlaceholders: ['cisloZmluvy', 'platnostDodatku'] } as JsonSchema }, {});
    const record = { idAddendumTemplate: 2, nazov: 'Zmena ceny', textSablony: 'Dodatok k zmluve {{cisloZmluvy}}.', verzia: 1 };
    const { http, user, save } = await openForEdit('addendum-template', record, schema, addendumTemplateSk);
    const text = await screen.findByLabelText(/^Text dodatku/);
    await user.type(text, ' Cena {{{{cenaZaMWh}}.');
    await save();
    await waitFor(() => expect(text).toHaveAccessibleDescription(expect.stringContaining('Neznáme premenné {{cenaZaMWh}}; povolené sú {{cisloZmluvy}}, {{platnostDodatku}}')));
    expect(http.post).not.toHaveBeenCalled();
  }, 60_000);
});
