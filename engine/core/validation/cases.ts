// ONE table of valid and invalid values per rule. The agreement test runs it through the browser's
// validator (RJSF + ajv) and the server's; the unit tests and the gallery use it too.

/** One rule with values it must accept and values it must refuse (with the expected message key). */
export interface ValidationCase {
  /** Short name of the rule. */
  id: string;
  /** Schema of one property named `value`. */
  schema: Record<string, unknown>;
  valid: unknown[];
  /** Refused values and the i18n key of the message each must give. */
  invalid: [unknown, string][];
}

/** The holidays and today the table assumes (a validator must be configured with them). */
export const CASE_CONTEXT = { holidays: ['2025-01-01', '2025-01-06', '2025-04-18', '2025-04-21', '2025-12-24'], today: '2025-06-16' };

const v = (key: string) => `validation.${key}`;
const e = (key: string) => `engine.validation.${key}`;

export const validationCases: readonly ValidationCase[] = [
  { id: 'psc', schema: { type: 'string', format: 'psc' }, valid: ['84101', '04001'], invalid: [['841 01', v('validation_invalidPsc')], ['8410', v('validation_invalidPsc')], ['A4101', v('validation_invalidPsc')]] },
  // IČO of real Slovak companies (Slovenské elektrárne 35829052, SEPS 35829141, OKTE 45687862).
  { id: 'ico', schema: { type: 'string', format: 'ico' }, valid: ['35829052', '35829141', '45687862'], invalid: [['35829053', v('validation_invalidIco')], ['3582905', v('validation_invalidIco')], ['3582905A', v('validation_invalidIco')]] },
  // ACER codes as REMIT issues them (C0643278W.EU is a real one's shape).
  { id: 'acer', schema: { type: 'string', format: 'acer' }, valid: ['C0643278W.EU', 'A0000123B.SK'], invalid: [['A0000123B.sk', v('validation_invalidAcer')], ['10000123B.SK', v('validation_invalidAcer')], ['A0000123BSK', v('validation_invalidAcer')], ['A000012B.SK', v('validation_invalidAcer')]] },
  { id: 'dic', schema: { type: 'string', format: 'dic' }, valid: ['2020261353', '2022726024'], invalid: [['2020261354', v('validation_invalidDic')], ['0020261353', v('validation_invalidDic')], ['202026135', v('validation_invalidDic')]] },
  { id: 'ic-dph', schema: { type: 'string', format: 'ic-dph' }, valid: ['SK2020261353'], invalid: [['2020261353', v('validation_invalidIcDph')], ['SK2020261354', v('validation_invalidIcDph')], ['CZ2020261353', v('validation_invalidIcDph')]] },
  { id: 'parcel-number', schema: { type: 'string', format: 'parcel-number' }, valid: ['1234', '1234/5', '12345/1234'], invalid: [['0123', v('validation_invalidParcelNumber')], ['1234/', v('validation_invalidParcelNumber')], ['123456', v('validation_invalidParcelNumber')], ['12a', v('validation_invalidParcelNumber')]] },
  { id: 'po-box', schema: { type: 'string', format: 'po-box' }, valid: ['7', '12345'], invalid: [['0', v('validation_invalidPoBox')], ['123456', v('validation_invalidPoBox')], ['P.O.BOX 5', v('validation_invalidPoBox')]] },
  { id: 'email', schema: { type: 'string', format: 'email' }, valid: ['jana.novakova@seps.sk', 'a+b@x.co'], invalid: [['jana@', v('valiEmail')], ['jana novakova@seps.sk', v('valiEmail')], ['@seps.sk', v('valiEmail')]] },
  {
    id: 'email-multi',
    schema: { type: 'string', format: 'email-multi' },
    valid: ['a@seps.sk b@okte.sk', 'a@seps.sk,b@okte.sk', 'a@seps.sk'],
    invalid: [['a@seps.sk, zle@', v('validation_invalidEmail')], ['a@seps.sk b', v('validation_invalidEmail')]],
  },
  {
    id: 'email-domains',
    schema: { type: 'string', format: 'email-multi', emailDomains: ['seps.sk', 'okte.sk'] },
    valid: ['a@seps.sk b@okte.sk', 'x@mail.okte.sk'],
    invalid: [['a@seps.sk b@gmail.com', v('validation_invalidEmailDomain')], ['a@notseps.sk', v('validation_invalidEmailDomain')]],
  },
  {
    id: 'phone-sk',
    schema: { type: 'string', format: 'phone-sk' },
    valid: ['+421908123456', '+421254431234'],
    invalid: [['0908123456', v('validation_phoneNumber')], ['+421100123456', v('validation_phoneNumber')], ['+420602123456', v('validation_phoneNumber')], ['+42190812345', v('validation_phoneNumber')]],
  },
  {
    id: 'mobile-list',
    schema: { type: 'string', format: 'mobile-list' },
    valid: ['+421908123456', '+421908123456, +421911222333'],
    invalid: [['+421908123456 0908123456', v('invalidMobileNumber')], ['+421008123456', v('invalidMobileNumber')], ['+4219081234567', v('invalidMobileNumber')]],
  },
  {
    // 736028/5163 (a woman born 28 Oct 1973) and 780123/3540 (born 1978; first nine digits leave 10
    // modulo 11, so check digit 0) are the examples published with the check-digit rule; the rest
    // are built to the rule: +20 for a man (2004) and +70 for a woman (2010), 1954, 2000 and 29 Feb 1960 births; the refused ones have a right check digit but month 00/13/88, 29 Feb 2023,
    // 31 Nov, day 00, +20 before 2004, a woman's month 63, a post-1985 check digit 0, a birth in the future.
    id: 'rodne-cislo',
    schema: { type: 'string', format: 'rodne-cislo' },
    valid: ['736028/5163', '7360285163', '780123/3540', '8001011238', '042115/1236', '107215/0046', '540101/0010', '000101/1230', '995630/1234', '600229/1240'],
    invalid: [
      ['800101/1234', v('invalidPersonalId')],
      ['800101/123', v('invalidPersonalId')],
      ['80010112', v('invalidPersonalId')],
      ['800001/1239', v('invalidPersonalId')],
      ['801301/1237', v('invalidPersonalId')],
      ['808801/1239', v('invalidPersonalId')],
      ['230229/1233', v('invalidPersonalId')],
      ['801131/1231', v('invalidPersonalId')],
      ['800100/1239', v('invalidPersonalId')],
      ['802101/1240', v('invalidPersonalId')],
      ['876301/1235', v('invalidPersonalId')],
      ['860315/0040', v('invalidPersonalId')],
      ['300101/0012', v('invalidPersonalId')],
      // A valid 9-digit ID (born 1 Jan 1945 / a woman born 31 Jan 1953) where the field does not allow the 9-digit form.
      ['450101/123', v('personalIdNineDigitsNotAllowed')],
      ['535131001', v('personalIdNineDigitsNotAllowed')],
    ],
  },
  {
    id: 'rodne-cislo-9',
    schema: { type: 'string', format: 'rodne-cislo-9' },
    valid: ['450101/123', '8001011238', '535131/001', '840315/0020'],
    invalid: [['45010112', v('invalidPersonalId')], ['540101/001', v('invalidPersonalId')], ['452101/123', v('invalidPersonalId')], ['450229/123', v('invalidPersonalId')]],
  },
  {
    id: 'iban',
    schema: { type: 'string', format: 'iban' },
    valid: ['SK3112000000198742637541', 'CZ6508000000192000145399', 'DE89370400440532013000'],
    invalid: [['SK3112000000198742637542', v('validation_invalidIban')], ['SK31 1200 0000 1987 4263 7541', v('validation_invalidIban')], ['sk3112000000198742637541', v('validation_invalidIban')]],
  },
  {
    id: 'iban-sk',
    schema: { type: 'string', format: 'iban-sk' },
    valid: ['SK3112000000198742637541'],
    invalid: [['CZ6508000000192000145399', v('validation_invalidIbanSk')], ['SK3112000000198742637542', v('validation_invalidIban')]],
  },
  {
    id: 'eic',
    schema: { type: 'string', format: 'eic' },
    valid: ['24XZSE-ENERGIA-I', '24ZSS1234567890H', '10YSK-SEPS-----K'],
    invalid: [
      ['24XZSE-ENERGIA-A', v('invalidEicCheckChar')],
      ['24XZSE-ENERGIA', v('invalidEic')],
      ['24xzse-energia-i', v('invalidEicChars')],
      ['24XZSE_ENERGIA-I', v('invalidEicChars')],
      ['A4XZSE-ENERGIA-I', v('invalidEicCharOnPosition')],
      ['24QZSE-ENERGIA-I', v('invalidEicCharOnPosition')],
    ],
  },
  {
    id: 'eic-prefix',
    schema: { type: 'string', format: 'eic', eicPrefix: '24Z' },
    valid: ['24ZSS1234567890H'],
    invalid: [['24XZSE-ENERGIA-I', v('invalidEicPrefix')], ['10YSK-SEPS-----K', v('invalidEicPrefix')]],
  },
  { id: 'eic-participant', schema: { type: 'string', format: 'eic', eicPrefix: ['VE', 'DOD'] }, valid: ['24XZSE-ENERGIA-I', '10X1001A1001A094'], invalid: [['24ZSS1234567890H', v('invalidEicPrefix')]] },
  { id: 'eic-pattern', schema: { type: 'string', format: 'eic', eicPrefix: '2_X' }, valid: ['24XZSE-ENERGIA-I'], invalid: [['10YSK-SEPS-----K', v('invalidEicPrefix')]] },
  {
    id: 'eic-multi',
    schema: { type: 'string', format: 'eic-multi', maxEics: 2 },
    valid: ['24XZSE-ENERGIA-I 24ZSS1234567890H', '24XZSE-ENERGIA-I;24ZSS1234567890H', '24XZSE-ENERGIA-I'],
    invalid: [['24XZSE-ENERGIA-I, 24XZSE-ENERGIA-A', v('invalidEicCheckChar')], ['24XZSE-ENERGIA-I 24ZSS1234567890H 10YSK-SEPS-----K', v('invalidEicMultiMax')]],
  },
  {
    id: 'time',
    schema: { type: 'string', format: 'time' },
    valid: ['08:30', '23:59', '00:00', '08:30:00'],
    invalid: [['24:00', v('validation_invalidTimeString')], ['8:30', v('validation_invalidTimeString')], ['-01:00', v('validation_invalidTimeString')], ['12:60', v('validation_invalidTimeString')]],
  },
  { id: 'time-negative', schema: { type: 'string', format: 'time-negative' }, valid: ['-01:30', '01:30'], invalid: [['--01:30', v('validation_invalidTimeStringWithNegative')], ['1:30', v('validation_invalidTimeStringWithNegative')]] },
  {
    id: 'date',
    schema: { type: 'string', format: 'date' },
    valid: ['2024-02-29', '2090-12-31'],
    invalid: [['2023-02-29', v('badDate')], ['1.2.2024', v('badDate')], ['2091-01-01', v('maxDate')]],
  },
  { id: 'date-time', schema: { type: 'string', format: 'date-time' }, valid: ['2024-02-29T08:30:00', '2024-02-29T08:30', '2024-02-29T08:30:00Z'], invalid: [['2024-02-30T08:30:00', v('badDateTime')], ['2024-02-29 08:30', v('badDateTime')]] },
  { id: 'month-year', schema: { type: 'string', format: 'month-year' }, valid: ['2024-02-01'], invalid: [['2024-02-02', v('monthYear')], ['2024-02', v('monthYear')]] },
  { id: 'year', schema: { type: 'string', format: 'year' }, valid: ['2024'], invalid: [['24', v('badYear')], ['20245', v('badYear')]] },
  {
    id: 'business-date',
    schema: { type: 'string', format: 'business-date' },
    valid: ['2025-01-02', '2025-06-16'],
    invalid: [['2025-01-06', v('validation_invalidBusinessDate')], ['2025-06-14', v('validation_invalidBusinessDate')], ['2025-02-30', v('badDate')]],
  },
  {
    id: 'date-range',
    schema: { type: 'string', format: 'date-range' },
    valid: ['2025-01-01/2025-01-31', '2025-01-01/', '/2025-01-31'],
    invalid: [['2025-01-01', v('range_invalidFormat')], ['2025-01-31/2025-01-01', v('range_invalidOrder')], ['/', v('range_invalidFormat')]],
  },
  { id: 'min-date', schema: { type: 'string', format: 'date', minDate: '2025-01-01', maxDate: 'today' }, valid: ['2025-01-01', '2025-06-16'], invalid: [['2024-12-31', v('minDate')], ['2025-06-17', v('maxDate')]] },
  {
    id: 'url',
    schema: { type: 'string', format: 'url' },
    valid: ['https://www.okte.sk/sk/', 'http://localhost:8080/x'],
    invalid: [['www.okte.sk', v('valiUrl')], ['https://okte sk', v('valiUrl')], ['mailto:a@b.sk', v('valiUrl')]],
  },
  { id: 'max-decimals', schema: { type: 'number', maxDecimals: 3 }, valid: [1.123, 2, 0.1], invalid: [[1.1234, e('decimals')]] },
  { id: 'max-decimals-zero', schema: { type: 'number', maxDecimals: 0 }, valid: [12], invalid: [[12.5, e('decimalsZero')]] },
  { id: 'max-decimals-percent', schema: { type: 'number', maxDecimals: { places: 4, percent: true } }, valid: [0.1234], invalid: [[0.12345, e('decimals')]] },
  { id: 'decimal-multiple', schema: { type: 'number', decimalMultipleOf: 0.1 }, valid: [0.3, 1.2, 3], invalid: [[0.35, e('multipleOf')]] },
  { id: 'decimal-multiple-15', schema: { type: 'integer', decimalMultipleOf: 15 }, valid: [15, 60], invalid: [[20, e('multipleOf')]] },
  { id: 'min-chars', schema: { type: 'string', minChars: 3 }, valid: ['abc', 'čšž'], invalid: [['ab', v('validation_enterAtLeastXChars')]] },
  { id: 'min-chars-alnum', schema: { type: 'string', minChars: { count: 3, alphanumeric: true } }, valid: ['a-b-c', 'Žilina'], invalid: [['a--b', v('validation_enterAtLeastXAlphaNumericalChars')]] },
  { id: 'max-chars', schema: { type: 'string', maxChars: 4 }, valid: ['abcd', ''], invalid: [['abcde', v('validation_enterMaxXChars')]] },
  {
    id: 'file',
    schema: { type: 'object', fileRules: { maxSize: 1048576, extensions: ['pdf', 'png'] } },
    valid: [{ fileName: 'zmluva.pdf', fileSize: 1048576, contentType: 'application/pdf' }, { fileName: 'a.PNG', fileSize: 10, contentType: 'image/png' }],
    invalid: [
      [{ fileName: 'zmluva.pdf', fileSize: 1048577, contentType: 'application/pdf' }, v('file_upload_max_size')],
      [{ fileName: 'zmluva.docx', fileSize: 10, contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }, v('invalidFileType')],
      [{ fileName: 'zmluva.pdf', fileSize: 10, contentType: 'image/png' }, v('invalidFileNameExtension')],
    ],
  },
  {
    id: 'contacts',
    schema: { type: 'array', contactsValid: true },
    valid: [[{ name: 'Ján Novák', datDo: '2025-06-16' }, { name: 'Eva Malá', datDo: null }]],
    invalid: [[[{ name: 'Ján Novák', datDo: '2025-06-15' }, { meno: 'Eva', priezvisko: 'Malá', datDo: '2020-01-01' }], v('msgInvalidContacts')]],
  },
  { id: 'required-true', schema: { type: 'boolean', const: true }, valid: [true], invalid: [[false, v('requiredTrue')]] },
  { id: 'integer', schema: { type: 'integer' }, valid: [12], invalid: [[1.5, e('integer')]] },
  { id: 'enum', schema: { type: 'string', enum: ['A', 'B'] }, valid: ['A'], invalid: [['C', e('enum')]] },
];
