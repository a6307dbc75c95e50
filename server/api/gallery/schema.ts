import type { JsonSchema } from '../../../engine/core/form/jsonSchema';

/**
 * The widget gallery's form: one property per catalogue format and widget, so the gallery (and
 * its end-to-end test) shows every rule checked by the browser and, when posted, by the server.
 */
export const GALLERY_SCHEMA: JsonSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: {
    text: { type: 'string', minChars: 3, maxLength: 50 },
    alnum: { type: ['string', 'null'], minChars: { count: 4, alphanumeric: true }, maxLength: 30 },
    integer: { type: ['integer', 'null'], minimum: 0, maximum: 1000000 },
    decimal: { type: ['number', 'null'], maxDecimals: 2, decimalMultipleOf: 0.01 },
    percent: { type: ['number', 'null'], minimum: 0, maximum: 1, maxDecimals: { places: 4, percent: true } },
    money: { type: ['number', 'null'], minimum: 0, maxDecimals: 3 },
    year: { type: ['string', 'null'], format: 'year' },
    monthYear: { type: ['string', 'null'], format: 'month-year' },
    date: { type: ['string', 'null'], format: 'date' },
    businessDate: { type: ['string', 'null'], format: 'business-date' },
    dateTime: { type: ['string', 'null'], format: 'date-time' },
    time: { type: ['string', 'null'], format: 'time' },
    timeNegative: { type: ['string', 'null'], format: 'time-negative' },
    dateRange: { type: ['string', 'null'], format: 'date-range' },
    eic: { type: ['string', 'null'], format: 'eic' },
    eicParticipant: { type: ['string', 'null'], format: 'eic', eicPrefix: ['VE', 'DOD', 'AGR'] },
    eicMulti: { type: ['string', 'null'], format: 'eic-multi', maxEics: 3 },
    iban: { type: ['string', 'null'], format: 'iban' },
    ibanSk: { type: ['string', 'null'], format: 'iban-sk' },
    phone: { type: ['string', 'null'], format: 'phone-sk' },
    mobiles: { type: ['string', 'null'], format: 'mobile-list' },
    email: { type: ['string', 'null'], format: 'email' },
    emails: { type: ['string', 'null'], format: 'email-multi', emailDomains: ['sk', 'cz'] },
    psc: { type: ['string', 'null'], format: 'psc' },
    personalId: { type: ['string', 'null'], format: 'rodne-cislo' },
    url: { type: ['string', 'null'], format: 'url' },
    triState: { type: ['boolean', 'null'] },
    consent: { type: 'boolean', const: true },
    enumCode: { type: ['string', 'null'], maxLength: 50 },
    serverSearch: { type: ['string', 'null'], maxLength: 50 },
  },
  required: ['text', 'consent'],
  additionalProperties: false,
};
