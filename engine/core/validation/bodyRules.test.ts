import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { addValidationCatalogue } from './catalogue';
import { fillPlaceholders } from './bodyRules';

// Strict ajv, as the server and the browser build it: the keywords are known to both.
const ajv = addValidationCatalogue(addFormats(new Ajv({ allErrors: true, strict: true, verbose: true })));

/** Each error as `path keyword messageKey params` (what both sides turn into a reason under a field). */
function errorsOf(schema: object, data: unknown): { at: string; key: unknown; params: Record<string, unknown> }[] {
  const validate = ajv.compile(schema);
  if (validate(data)) return [];
  return (validate.errors ?? []).map((e) => {
    const { messageKey, ...params } = e.params as Record<string, unknown>;
    return { at: e.instancePath, key: messageKey ?? e.keyword, params };
  });
}

describe('dateOrder (an end date not before its start date)', () => {
  const schema = { type: 'object', dateOrder: { from: 'platnostOd', to: 'platnostDo' } };

  it('refuses an end before the start, under the end, naming the start date', () => {
    expect(errorsOf(schema, { platnostOd: '2025-03-05', platnostDo: '2025-03-04' })).toEqual([{ at: '/platnostDo', key: 'validation.dateOrder', params: { date: '2025-03-05' } }]);
  });

  it('accepts the same day, a later end, an open end, and leaves what is not a date to the format', () => {
    expect(errorsOf(schema, { platnostOd: '2025-03-05', platnostDo: '2025-03-05' })).toEqual([]);
    expect(errorsOf(schema, { platnostOd: '2025-03-05', platnostDo: '2026-01-01' })).toEqual([]);
    expect(errorsOf(schema, { platnostOd: '2025-03-05', platnostDo: null })).toEqual([]);
    expect(errorsOf(schema, { platnostOd: 'zle!', platnostDo: '2025-03-04' })).toEqual([]);
  });

  it('checks each row of a list under its own path', () => {
    const rows = { type: 'object', properties: { rows: { type: 'array', items: { type: 'object', dateOrder: { from: 'od', to: 'do' } } } } };
    expect(errorsOf(rows, { rows: [{ od: '2025-01-01', do: '2025-02-01' }, { od: '2025-01-01', do: '2024-12-31' }] })).toEqual([
      { at: '/rows/1/do', key: 'validation.dateOrder', params: { date: '2025-01-01' } },
    ]);
  });
});

describe('uniqueBy (a row key listed once)', () => {
  const schema = { type: 'array', uniqueBy: 'eic' };

  it('names every repeat under its row’s key, the first occurrence stays clean', () => {
    expect(errorsOf(schema, [{ eic: 'A' }, { eic: 'B' }, { eic: 'A' }, { eic: 'A' }])).toEqual([
      { at: '/2/eic', key: 'validation.duplicateInList', params: { value: 'A' } },
      { at: '/3/eic', key: 'validation.duplicateInList', params: { value: 'A' } },
    ]);
  });

  it('ignores rows without the key and empty keys', () => {
    expect(errorsOf(schema, [{ eic: '' }, { eic: '  ' }, {}, {}, { eic: 'A' }])).toEqual([]);
  });

  it('compares texts as the server keeps them: trimmed, case aside; the repeat is named as typed', () => {
    const names = { type: 'array', uniqueBy: 'nazov' };
    expect(errorsOf(names, [{ nazov: 'Striedač Sever A' }, { nazov: ' STRIEDAČ SEVER A ' }, { nazov: 'Striedač Sever B' }])).toEqual([
      { at: '/1/nazov', key: 'validation.duplicateInList', params: { value: 'STRIEDAČ SEVER A' } },
    ]);
  });
});

describe('generatorNamesUnlikeDevice (a generator is not named as its device)', () => {
  const schema = { type: 'object', generatorNamesUnlikeDevice: { name: 'nazov', rows: 'generatory' } };

  it('names every row carrying the device’s name (trimmed, case aside), with the device’s name', () => {
    expect(errorsOf(schema, { nazov: ' FVE Strecha Sever ', generatory: [{ nazov: 'Striedač A' }, { nazov: 'fve strecha sever ' }, { nazov: 'FVE STRECHA SEVER' }] })).toEqual([
      { at: '/generatory/1/nazov', key: 'validation.generatorNameSameAsDevice', params: { device: 'FVE Strecha Sever' } },
      { at: '/generatory/2/nazov', key: 'validation.generatorNameSameAsDevice', params: { device: 'FVE Strecha Sever' } },
    ]);
  });

  it('accepts other names, and has nothing to compare without a device name or rows', () => {
    expect(errorsOf(schema, { nazov: 'FVE Sever', generatory: [{ nazov: 'FVE Sever 2' }, {}] })).toEqual([]);
    expect(errorsOf(schema, { nazov: '', generatory: [{ nazov: '' }] })).toEqual([]);
    expect(errorsOf(schema, { generatory: [{ nazov: 'FVE Sever' }] })).toEqual([]);
    expect(errorsOf(schema, { nazov: 'FVE Sever', generatory: null })).toEqual([]);
  });
});

describe('generatorRowsPower (generatorPowerSum over a request’s generator rows)', () => {
  const schema = { type: 'object', generatorRowsPower: { power: 'instalovanyVykonKw', rows: 'generatory' } };
  const row = (nazov: string, kw: number, stav = 'PREVADZKA') => ({ nazov, stav, instalovanyVykonKw: kw });

  it('names the first row in operation that takes the sum over the device’s power', () => {
    expect(errorsOf(schema, { instalovanyVykonKw: 10, generatory: [row('G1', 6), row('G2', 5, 'ODSTAVENY'), row(' G3 ', 4.5), row('G4', 9)] })).toEqual([
      { at: '/generatory/2/instalovanyVykonKw', key: 'validation.generatorPowerOver', params: { nazov: 'G3', total: 10.5, max: 10 } },
    ]);
  });

  it('accepts rows that give exactly the device’s power, and rows shut down whatever their power', () => {
    expect(errorsOf(schema, { instalovanyVykonKw: 10, generatory: [row('G1', 6), row('G2', 4), row('G3', 50, 'ODSTAVENY')] })).toEqual([]);
  });
});

describe('yearMadeNotAfterStart (a unit is not made after it started running)', () => {
  const schema = { type: 'object', yearMadeNotAfterStart: { year: 'rokVyroby', start: 'datumUvedeniaDoPrevadzky' } };

  it('refuses a year after the start date’s year, under the year, naming both', () => {
    expect(errorsOf(schema, { rokVyroby: 2021, datumUvedeniaDoPrevadzky: '2020-12-31' })).toEqual([
      { at: '/rokVyroby', key: 'validation.yearMadeAfterStart', params: { year: 2021, date: '2020-12-31' } },
    ]);
  });

  it('accepts the same year or an earlier one, and has nothing to compare without both', () => {
    expect(errorsOf(schema, { rokVyroby: 2020, datumUvedeniaDoPrevadzky: '2020-01-01' })).toEqual([]);
    expect(errorsOf(schema, { rokVyroby: 2019, datumUvedeniaDoPrevadzky: '2020-01-01' })).toEqual([]);
    expect(errorsOf(schema, { rokVyroby: 2021, datumUvedeniaDoPrevadzky: null })).toEqual([]);
    expect(errorsOf(schema, { rokVyroby: null, datumUvedeniaDoPrevadzky: '2020-01-01' })).toEqual([]);
  });

  it('checks each generator row of a list under its own path', () => {
    const rows = { type: 'object', properties: { generatory: { type: 'array', items: schema } } };
    expect(errorsOf(rows, { generatory: [{ rokVyroby: 2019, datumUvedeniaDoPrevadzky: '2020-05-01' }, { rokVyroby: 2024, datumUvedeniaDoPrevadzky: '2023-05-01' }] })).toEqual([
      { at: '/generatory/1/rokVyroby', key: 'validation.yearMadeAfterStart', params: { year: 2024, date: '2023-05-01' } },
    ]);
  });
});

describe('powerWithinCapacity (a storage device’s power at most a multiple of its capacity)', () => {
  const schema = { type: 'object', powerWithinCapacity: { capacity: 'kapacitaKwh', powers: ['maxVykonNabijaniaKw', 'maxVykonVybijaniaKw', 'instalovanyVykonKw'], rate: 4 } };

  it('names each power over the limit under its own field, with the capacity and the limit', () => {
    expect(errorsOf(schema, { kapacitaKwh: 2.5, maxVykonNabijaniaKw: 10, maxVykonVybijaniaKw: 10.001, instalovanyVykonKw: 50 })).toEqual([
      { at: '/maxVykonVybijaniaKw', key: 'validation.powerAboveCapacity', params: { value: 10.001, capacity: 2.5, max: 10, rate: 4 } },
      { at: '/instalovanyVykonKw', key: 'validation.powerAboveCapacity', params: { value: 50, capacity: 2.5, max: 10, rate: 4 } },
    ]);
  });

  it('accepts powers up to the limit, and has nothing to compare without a capacity', () => {
    expect(errorsOf(schema, { kapacitaKwh: 0.3, maxVykonNabijaniaKw: 1.2, maxVykonVybijaniaKw: 0.1, instalovanyVykonKw: 1.2 })).toEqual([]);
    expect(errorsOf(schema, { maxVykonNabijaniaKw: 1000 })).toEqual([]);
  });
});

describe('oneDocumentPerType (a document list keeps one document of each type)', () => {
  const labels = { 'vz.revizia': 'Revízna správa', 'vz.foto': 'Fotodokumentácia' };
  const schema = { type: 'array', oneDocumentPerType: { key: 'documentType', codeBook: 'document-type', labels } };

  it('names every repeat under its row’s type, by the type’s label, the first one stays clean', () => {
    expect(errorsOf(schema, [{ documentType: 'vz.revizia' }, { documentType: 'vz.foto' }, { documentType: 'vz.revizia' }, { documentType: 'vz.revizia' }])).toEqual([
      { at: '/2/documentType', key: 'validation.msgOneDocumentPerType', params: { type: 'Revízna správa' } },
      { at: '/3/documentType', key: 'validation.msgOneDocumentPerType', params: { type: 'Revízna správa' } },
    ]);
  });

  it('names a type without a label by its code, and leaves rows without a type to the schema', () => {
    expect(errorsOf(schema, [{ documentType: 'vz.iny' }, { documentType: 'vz.iny' }, {}, {}])).toEqual([
      { at: '/1/documentType', key: 'validation.msgOneDocumentPerType', params: { type: 'vz.iny' } },
    ]);
    expect(errorsOf({ ...schema, oneDocumentPerType: { key: 'documentType', codeBook: 'document-type' } }, [{ documentType: 'constructor' }, { documentType: 'constructor' }])).toEqual([
      { at: '/1/documentType', key: 'validation.msgOneDocumentPerType', params: { type: 'constructor' } },
    ]);
  });
});

describe('oneMainAccount (at most one row of a list is the main one)', () => {
  const schema = { type: 'array', oneMainAccount: { flag: 'hlavny', name: 'iban' } };

  it('names every later main row under its flag, with the row already main', () => {
    expect(errorsOf(schema, [{ iban: 'SK31', hlavny: false }, { iban: 'SK62', hlavny: true }, { iban: 'SK05', hlavny: true }, { iban: 'SK77', hlavny: true }])).toEqual([
      { at: '/2/hlavny', key: 'validation.msgOneMainAccount', params: { first: 'SK62' } },
      { at: '/3/hlavny', key: 'validation.msgOneMainAccount', params: { first: 'SK62' } },
    ]);
  });

  it('accepts one main row or none, and names an unnamed main row by its number', () => {
    expect(errorsOf(schema, [{ iban: 'SK31', hlavny: true }, { iban: 'SK62', hlavny: null }, { iban: 'SK05' }])).toEqual([]);
    expect(errorsOf(schema, [])).toEqual([]);
    expect(errorsOf(schema, [{ hlavny: true }, { iban: 'SK62', hlavny: true }])).toEqual([{ at: '/1/hlavny', key: 'validation.msgOneMainAccount', params: { first: '1' } }]);
  });
});

describe('vatIdHoldsTaxId (a VAT ID is the country prefix and the tax ID)', () => {
  const schema = { type: 'object', vatIdHoldsTaxId: { vatId: 'icDph', taxId: 'dic' } };

  it('refuses a VAT ID of another tax ID, under the VAT ID, naming the one it should be', () => {
    expect(errorsOf(schema, { icDph: 'SK2022726024', dic: '2020261353' })).toEqual([{ at: '/icDph', key: 'validation.msgIcDphNotDic', params: { expected: 'SK2020261353' } }]);
  });

  it('accepts the prefix and the tax ID, and has nothing to compare without both', () => {
    expect(errorsOf(schema, { icDph: 'SK2020261353', dic: '2020261353' })).toEqual([]);
    expect(errorsOf(schema, { icDph: null, dic: '2020261353' })).toEqual([]);
    expect(errorsOf(schema, { icDph: 'SK2020261353', dic: null })).toEqual([]);
    expect(errorsOf(schema, { icDph: 'SK2020261353' })).toEqual([]);
  });
});

describe('warningBeforeTimeout and defaultAmongOffered (the application configuration)', () => {
  const schema = {
    type: 'object',
    warningBeforeTimeout: { warning: 'sessionCriticalMinutes', timeout: 'sessionTimeoutMinutes' },
    defaultAmongOffered: { value: 'defaultLanguage', offered: 'languages' },
  };

  it('refuses a warning not before the end (naming the session’s length) and a default not offered, each under its field', () => {
    expect(errorsOf(schema, { sessionTimeoutMinutes: 10, sessionCriticalMinutes: 10, languages: ['en', 'cs'], defaultLanguage: 'sk' })).toEqual([
      { at: '/sessionCriticalMinutes', key: 'validation.criticalBeforeTimeout', params: { limit: 10 } },
      { at: '/defaultLanguage', key: 'validation.defaultLanguageOffered', params: {} },
    ]);
  });

  it('accepts a warning a minute before the end and an offered default, and leaves missing values to the schema', () => {
    expect(errorsOf(schema, { sessionTimeoutMinutes: 10, sessionCriticalMinutes: 9, languages: ['sk', 'en'], defaultLanguage: 'en' })).toEqual([]);
    expect(errorsOf(schema, { sessionCriticalMinutes: 90, languages: [], defaultLanguage: 'sk' })).toEqual([]);
  });
});

describe('knownPlaceholders (a template text uses only the listed placeholders)', () => {
  const schema = { type: 'string', knownPlaceholders: ['cisloZmluvy', 'datum'] };

  it('names the unknown ones once each, in order, and the allowed ones', () => {
    expect(errorsOf(schema, 'Zmluva {{cisloZmluvy}} od {{ datumPodpisu }}, {{ucet}} a znova {{ucet}}.')).toEqual([
      { at: '', key: 'validation.unknownPlaceholder', params: { names: '{{datumPodpisu}}, {{ucet}}', allowed: '{{cisloZmluvy}}, {{datum}}' } },
    ]);
    expect(errorsOf(schema, 'Účet {{constructor}}')).toEqual([{ at: '', key: 'validation.unknownPlaceholder', params: { names: '{{constructor}}', allowed: '{{cisloZmluvy}}, {{datum}}' } }]);
  });

  it('accepts known placeholders (spaces inside the braces too) and plain text', () => {
    expect(errorsOf(schema, 'Zmluva {{ cisloZmluvy }} zo dňa {{datum}}.')).toEqual([]);
    expect(errorsOf(schema, 'Bez premenných, { jednoduché } zátvorky.')).toEqual([]);
  });

  it('reads single braces where the rule says so (a contract notification), naming the names as written', () => {
    const single = { type: 'string', knownPlaceholders: { names: ['cisloZmluvy', 'ucastnik'], syntax: 'single' } };
    expect(errorsOf(single, 'Zmluva {cisloZmluvy} pre {ucastnik}, cena {cena} a {}.')).toEqual([
      { at: '', key: 'validation.unknownPlaceholder', params: { names: '{cena}, {}', allowed: '{cisloZmluvy}, {ucastnik}' } },
    ]);
    expect(errorsOf(single, 'Zmluva {cisloZmluvy} pre {ucastnik}.')).toEqual([]);
    expect(fillPlaceholders('{ucastnik}: {cisloZmluvy} {x}', { ucastnik: 'Žilina a.s.', cisloZmluvy: 'ZO-1' }, 'single')).toBe('Žilina a.s.: ZO-1 {x}');
  });
});
