import type { KeywordDefinition } from 'ajv';
import { placedKeyword } from './bodyRules';
import { decimalPlaces, isDecimalMultiple } from './decimal';
import { eicPrefixProblem, splitEics } from './eic';
import { emailDomainProblem } from './identifiers';
import type { Problem, RuleContext } from './problem';
import { problem } from './problem';

/** A count, optionally counting only letters and digits. */
type CharsRule = number | { count: number; alphanumeric?: boolean };
/** Decimal places, optionally of a percent shown ×100 (places − 2 shown). */
type DecimalsRule = number | { places: number; percent?: boolean };
/** Rules of an uploaded file's record ({ fileName, fileSize, contentType }). */
interface FileRule {
  /** Largest size in bytes. @default 1048576 */
  maxSize?: number;
  /** Accepted extensions (without dot, case-insensitive). */
  extensions?: string[];
}

/** Default upload limit (spec section 9): 1 MiB. */
export const DEFAULT_MAX_FILE_SIZE = 1048576;

/** Extensions each content type may carry, for the name-versus-content check. */
const CONTENT_TYPE_EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/tiff': ['tif', 'tiff'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
  'application/xml': ['xml'],
  'text/xml': ['xml'],
  'application/zip': ['zip'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.etsi.asic-e+zip': ['asice', 'sce'],
  'application/pkcs7-signature': ['p7s'],
};

const count = (rule: CharsRule) => (typeof rule === 'number' ? rule : rule.count);
const alnum = (rule: CharsRule) => typeof rule === 'object' && rule.alphanumeric === true;
const alnumCount = (text: string) => (text.match(/[\p{L}\p{N}]/gu) ?? []).length;

/** Extension of a file name, lowercase, without the dot ('' when none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** A file record's first problem: size, accepted extension, name extension matching the content type. */
export function fileProblem(file: Record<string, unknown>, rule: FileRule): Problem | undefined {
  const maxSize = rule.maxSize ?? DEFAULT_MAX_FILE_SIZE;
  const size = file.fileSize;
  if (typeof size === 'number' && size > maxSize) return problem('file_upload_max_size', { max: maxSize });
  const name = typeof file.fileName === 'string' ? file.fileName : '';
  const ext = extensionOf(name);
  const accepted = (rule.extensions ?? []).map((e) => e.toLowerCase().replace(/^\./, ''));
  if (name && accepted.length > 0 && !accepted.includes(ext)) return problem('invalidFileType', { types: accepted.join(', ') });
  const byContent = typeof file.contentType === 'string' ? CONTENT_TYPE_EXTENSIONS[file.contentType.toLowerCase()] : undefined;
  if (name && byContent && !byContent.includes(ext)) return problem('invalidFileNameExtension', { extension: byContent[0] as string });
  return undefined;
}

/** Contacts whose end date (datDo) is before today; named by `name`, else first name and surname. */
export function expiredContactsProblem(contacts: readonly unknown[], today: string): Problem | undefined {
  const names = contacts
    .filter((c): c is Record<string, unknown> => typeof c === 'object' && c !== null)
    .filter((c) => typeof c.datDo === 'string' && c.datDo !== '' && c.datDo.slice(0, 10) < today)
    .map((c) => (typeof c.name === 'string' ? c.name : [c.meno, c.priezvisko].filter((p) => typeof p === 'string').join(' ')));
  return names.length === 0 ? undefined : problem('msgInvalidContacts', { names: names.join(', ') });
}

/** A date bound: an ISO date or `today`. */
function resolveDate(bound: string, context: RuleContext): string {
  return bound === 'today' ? context.today() : bound;
}

/** An ajv keyword whose check returns a catalogue problem about the checked value (bodyRules' placedKeyword). */
function keyword<S>(
  name: string,
  type: KeywordDefinition['type'],
  metaSchema: object,
  check: (rule: S, data: never, context: RuleContext) => Problem | undefined,
  context: RuleContext,
): KeywordDefinition {
  return placedKeyword<S>(name, type, metaSchema, (rule, data) => {
    const found = check(rule, data as never, context);
    return found ? [{ field: '', problem: found }] : [];
  });
}

const charsSchema = {
  anyOf: [
    { type: 'integer', minimum: 0 },
    { type: 'object', properties: { count: { type: 'integer', minimum: 0 }, alphanumeric: { type: 'boolean' } }, required: ['count'], additionalProperties: false },
  ],
};
const dateBoundSchema = { type: 'string', pattern: '^(today|\\d{4}-\\d{2}-\\d{2})$' };

/** The catalogue's keywords, bound to a rule context. */
export function catalogueKeywords(context: RuleContext): KeywordDefinition[] {
  return [
    keyword<string | string[]>(
      'eicPrefix',
      'string',
      { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
      (rule, data: string, ctx) => {
        const prefixes = Array.isArray(rule) ? rule : [rule];
        for (const eic of splitEics(data)) {
          const p = eicPrefixProblem(eic, prefixes, ctx.eicPrefixes);
          if (p) return { key: p.key, params: { ...p.params, value: eic } };
        }
        return undefined;
      },
      context,
    ),
    keyword<number>('maxEics', 'string', { type: 'integer', minimum: 1 }, (max, data: string) =>
      splitEics(data).length > max ? problem('invalidEicMultiMax', { max }) : undefined, context),
    keyword<DecimalsRule>(
      'maxDecimals',
      'number',
      {
        anyOf: [
          { type: 'integer', minimum: 0 },
          { type: 'object', properties: { places: { type: 'integer', minimum: 0 }, percent: { type: 'boolean' } }, required: ['places'], additionalProperties: false },
        ],
      },
      (rule, data: number) => {
        const places = typeof rule === 'number' ? rule : rule.places;
        if (decimalPlaces(data) <= places) return undefined;
        const shown = Math.max(places - (typeof rule === 'object' && rule.percent ? 2 : 0), 0);
        return shown === 0 ? { key: 'engine.validation.decimalsZero' } : { key: 'engine.validation.decimals', params: { count: shown } };
      },
      context,
    ),
    keyword<number>('decimalMultipleOf', 'number', { type: 'number', exclusiveMinimum: 0 }, (step, data: number) =>
      isDecimalMultiple(data, step) ? undefined : { key: 'engine.validation.multipleOf', params: { limit: step } }, context),
    keyword<CharsRule>('minChars', 'string', charsSchema, (rule, data: string) => {
      if (alnum(rule)) return alnumCount(data) >= count(rule) ? undefined : problem('validation_enterAtLeastXAlphaNumericalChars', { count: count(rule) });
      return [...data].length >= count(rule) ? undefined : problem('validation_enterAtLeastXChars', { count: count(rule) });
    }, context),
    keyword<CharsRule>('maxChars', 'string', charsSchema, (rule, data: string) => {
      if ([...data].length > count(rule)) return problem('validation_enterMaxXChars', { count: count(rule) });
      // The spec's alphanumeric variant of the maximum also asks for that many letters or digits.
      if (alnum(rule) && alnumCount(data) < count(rule)) return problem('validation_enterAtLeastXAlphaNumericalChars', { count: count(rule) });
      return undefined;
    }, context),
    keyword<string>('minDate', 'string', dateBoundSchema, (bound, data: string, ctx) => {
      const limit = resolveDate(bound, ctx);
      return data.slice(0, 10) < limit ? problem('minDate', { date: limit }) : undefined;
    }, context),
    keyword<string>('maxDate', 'string', dateBoundSchema, (bound, data: string, ctx) => {
      const limit = resolveDate(bound, ctx);
      return data.slice(0, 10) > limit ? problem('maxDate', { date: limit }) : undefined;
    }, context),
    keyword<string[]>('emailDomains', 'string', { type: 'array', items: { type: 'string' }, minItems: 1 }, (domains, data: string) =>
      emailDomainProblem(data, domains), context),
    keyword<FileRule>(
      'fileRules',
      'object',
      {
        type: 'object',
        properties: { maxSize: { type: 'integer', minimum: 1 }, extensions: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
      (rule, data: Record<string, unknown>) => fileProblem(data, rule),
      context,
    ),
    keyword<boolean>('contactsValid', 'array', { type: 'boolean' }, (on, data: unknown[], ctx) =>
      on ? expiredContactsProblem(data, ctx.today()) : undefined, context),
  ];
}

