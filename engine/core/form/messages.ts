import { patternMessageKey } from '../validation/patterns';
/** A validation error as ajv (and RJSF) report it. */
export interface ValidationErrorLike {
  /** ajv keyword: required, maxLength, format, ... */
  name?: string;
  params?: Record<string, unknown>;
}

/** An i18n key with its interpolation parameters. */
export interface MessageKey {
  key: string;
  params: Record<string, string | number>;
}

/** Options that change how limits are shown. */
export interface MessageOptions {
  /** The field is shown as a percent: limits ×100 and decimals − 2. */
  percent?: boolean;
}

// Format messages when the rejected value is not at hand (the catalogue's own are more precise).
const FORMAT_KEYS: Record<string, string> = {
  date: 'validation.badDate',
  'date-time': 'validation.badDateTime',
  time: 'validation.validation_invalidTimeString',
  'time-negative': 'validation.validation_invalidTimeStringWithNegative',
  email: 'validation.valiEmail',
  'email-multi': 'validation.validation_invalidEmail',
  uri: 'engine.validation.format.url',
  url: 'validation.valiUrl',
  psc: 'validation.validation_invalidPsc',
  'phone-sk': 'validation.validation_phoneNumber',
  'mobile-list': 'validation.invalidMobileNumber',
  'rodne-cislo': 'validation.invalidPersonalId',
  'rodne-cislo-9': 'validation.invalidPersonalId',
  iban: 'validation.validation_invalidIban',
  'iban-sk': 'validation.validation_invalidIban',
  eic: 'validation.invalidEic',
  'eic-multi': 'validation.invalidEic',
  'month-year': 'validation.monthYear',
  year: 'validation.badYear',
  'business-date': 'validation.validation_invalidBusinessDate',
  'date-range': 'validation.range_invalidFormat',
};

/** Decimal places allowed by a multipleOf step (0.0001 → 4), or undefined when it is not a power of ten. */
export function decimalsOf(step: number): number | undefined {
  if (!(step > 0)) return undefined;
  const places = Math.round(-Math.log10(step));
  return Math.abs(10 ** -places - step) < 1e-12 ? Math.max(places, 0) : undefined;
}

function scaled(limit: unknown, percent: boolean | undefined): string | number {
  if (typeof limit !== 'number') return String(limit);
  // Rounded so that 0.07 * 100 shows as 7, not 7.000000000000001.
  return percent ? `${Math.round(limit * 100 * 1e6) / 1e6} %` : limit;
}

/** Maps a validation error to its i18n key and parameters (keys live under `engine.validation`). */
export function validationMessageKey(error: ValidationErrorLike, options: MessageOptions = {}): MessageKey {
  const params = error.params ?? {};
  // Catalogue keywords (and formats once their value was examined) name their own message.
  if (typeof params.messageKey === 'string') {
    const { messageKey, ...rest } = params;
    const out: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(rest)) if (typeof v === 'string' || typeof v === 'number') out[k] = v;
    return { key: messageKey, params: out };
  }
  switch (error.name) {
    case 'required':
      return { key: 'engine.validation.required', params: {} };
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
      // `count` picks the plural form (1 znak, 2 znaky, 5 znakov).
      return { key: `engine.validation.${error.name}`, params: { limit: Number(params.limit), count: Number(params.limit) } };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { key: `engine.validation.${error.name}`, params: { limit: scaled(params.limit, options.percent) } };
    case 'multipleOf': {
      const places = decimalsOf(Number(params.multipleOf));
      if (places === undefined) return { key: 'engine.validation.multipleOf', params: { limit: String(params.multipleOf) } };
      const shown = Math.max(places - (options.percent ? 2 : 0), 0);
      return shown === 0
        ? { key: 'engine.validation.decimalsZero', params: {} }
        : { key: 'engine.validation.decimals', params: { count: shown } };
    }
    case 'pattern':
      // Named by what the value may hold, never by the pattern itself.
      return { key: patternMessageKey(String(params.pattern)), params: {} };
    case 'format': {
      const format = String(params.format);
      return { key: FORMAT_KEYS[format] ?? 'engine.validation.format.other', params: { format } };
    }
    case 'const':
      return params.allowedValue === true ? { key: 'validation.requiredTrue', params: {} } : { key: 'engine.validation.const', params: {} };
    case 'dependencies':
    case 'dependentRequired':
      return { key: 'engine.validation.dependentRequired', params: { other: String(params.property) } };
    case 'additionalProperties':
      return { key: 'engine.validation.additionalProperties', params: {} };
    case 'enum':
      return { key: 'engine.validation.enum', params: {} };
    case 'type':
      return params.type === 'integer'
        ? { key: 'engine.validation.integer', params: {} }
        : { key: 'engine.validation.invalid', params: {} };
    default:
      return { key: 'engine.validation.invalid', params: {} };
  }
}
