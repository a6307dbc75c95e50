// The catalogue's cross-field rules within a body (dateOrder, uniqueBy, generatorRowsPower,
// generatorNamesUnlikeDevice) run in
// the form's whole check before it sends, as the server runs them: each reason shows under the field
// it is about (the row's end date, the repeated row's EIC, the generator row that goes over), in the
// reader's language, from the same texts the server answers with.
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { RJSFSchema } from '@rjsf/utils';
import { createTransformErrors } from '../../../engine/react/detail/transformErrors';
import { validatorFor } from '../../../engine/react/detail/validator';
import cs from '../../../metadata/i18n/cs/validation.json';
import en from '../../../metadata/i18n/en/validation.json';
import sk from '../../../metadata/i18n/sk/validation.json';

/** A consumer's metering points (as the served consumer schema has them) and a device with generator rows. */
const schema = {
  type: 'object',
  generatorRowsPower: { power: 'instalovanyVykonKw', rows: 'generatory' },
  properties: {
    odberneMiesta: {
      type: 'array',
      uniqueBy: 'eic',
      items: {
        type: 'object',
        dateOrder: { from: 'dodavkaOd', to: 'dodavkaDo' },
        properties: { eic: { type: 'string' }, dodavkaOd: { type: 'string', format: 'date' }, dodavkaDo: { type: ['string', 'null'], format: 'date' } },
      },
    },
    instalovanyVykonKw: { type: 'number' },
    generatory: { type: 'array', items: { type: 'object', properties: { nazov: { type: 'string' }, stav: { type: 'string' }, instalovanyVykonKw: { type: 'number' } } } },
  },
} as RJSFSchema;

const body = {
  odberneMiesta: [
    { eic: '24ZZS00000012343', dodavkaOd: '2025-01-01', dodavkaDo: null },
    { eic: '24ZZS0000001234X', dodavkaOd: '2025-03-05', dodavkaDo: '2025-03-04' },
    { eic: '24ZZS00000012343', dodavkaOd: '2025-01-01', dodavkaDo: null },
  ],
  instalovanyVykonKw: 10,
  generatory: [
    { nazov: 'G1', stav: 'PREVADZKA', instalovanyVykonKw: 6 },
    { nazov: 'G2', stav: 'PREVADZKA', instalovanyVykonKw: 4.5 },
  ],
};

async function translator(language: 'sk' | 'en' | 'cs') {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources: { sk: { translation: sk }, en: { translation: en }, cs: { translation: cs } }, interpolation: { escapeValue: false } });
  return createTransformErrors((key, params) => instance.t(key, params), language);
}

describe('cross-field rules within a body, in the form’s check before sending', () => {
  it.each([
    ['sk', 'Koniec nesmie byť skôr ako začiatok (5. 3. 2025)', '24ZZS00000012343 je v zozname viackrát', 'generátor G2: výkon generátorov v prevádzke by bol 10,5 kW, viac ako inštalovaný výkon zariadenia 10 kW'],
    ['en', 'The end must not be before the start', '24ZZS00000012343 is listed more than once', 'generator G2: the generators in operation would give 10.5 kW'],
    ['cs', 'Konec nesmí být dříve než začátek', '24ZZS00000012343 je v seznamu vícekrát', 'generátor G2: výkon generátorů v provozu by byl 10,5 kW'],
  ] as const)('shows each reason under its row’s field (%s)', async (language, order, repeated, power) => {
    const { errors, errorSchema } = validatorFor(schema as never).validateFormData(body, schema, undefined, await translator(language), {});
    expect(errors.map((e) => e.property)).toEqual(['.odberneMiesta.1.dodavkaDo', '.odberneMiesta.2.eic', '.generatory.1.instalovanyVykonKw']);
    const under = errorSchema as unknown as Record<string, Record<string, Record<string, { __errors: string[] }>>>;
    expect(under.odberneMiesta?.[1]?.dodavkaDo?.__errors[0]).toContain(order);
    expect(under.odberneMiesta?.[2]?.eic?.__errors).toEqual([repeated]);
    expect(under.generatory?.[1]?.instalovanyVykonKw?.__errors[0]).toContain(power);
  });

  it.each([
    ['sk', 'Názov generátora sa musí líšiť od názvu výrobného zariadenia MVE Hron', 'MVE HRON je v zozname viackrát'],
    ['en', 'The generator’s name must differ from the production device’s name MVE Hron', 'MVE HRON is listed more than once'],
    ['cs', 'Název generátoru se musí lišit od názvu výrobního zařízení MVE Hron', 'MVE HRON je v seznamu vícekrát'],
  ] as const)('names a generator row named as its device or as a row above it, under its name (%s)', async (language, asDevice, repeated) => {
    const names = {
      type: 'object',
      generatorNamesUnlikeDevice: { name: 'nazov', rows: 'generatory' },
      properties: { nazov: { type: 'string' }, generatory: { type: 'array', uniqueBy: 'nazov', items: { type: 'object', properties: { nazov: { type: 'string' } } } } },
    } as RJSFSchema;
    const rows = { nazov: 'MVE Hron', generatory: [{ nazov: 'TG1' }, { nazov: 'mve hron' }, { nazov: 'MVE HRON' }] };
    const { errorSchema } = validatorFor(names as never).validateFormData(rows, names, undefined, await translator(language), {});
    const under = errorSchema as unknown as Record<string, Record<string, Record<string, { __errors: string[] }>>>;
    expect(under.generatory?.[0]).toBeUndefined();
    expect(under.generatory?.[1]?.nazov?.__errors).toEqual([asDevice]);
    expect(under.generatory?.[2]?.nazov?.__errors).toEqual([repeated, asDevice]);
  });

  it('passes a body the rules allow', async () => {
    const fine = { ...body, odberneMiesta: body.odberneMiesta.slice(0, 1), generatory: body.generatory.slice(0, 1) };
    expect(validatorFor(schema as never).validateFormData(fine, schema, undefined, await translator('sk'), {}).errors).toEqual([]);
  });
});
