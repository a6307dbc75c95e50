import type { Ajv } from 'ajv';
import { bodyRuleKeywords } from './bodyRules';
import { DEFAULT_EIC_PREFIXES } from './eic';
import { FORMATS } from './formats';
import { marketToday } from './marketDay';
import { catalogueKeywords } from './keywords';
import { messageKeysKeyword } from './messageKeys';
import type { Problem, RuleContext } from './problem';
import { storedRulesKeyword } from './storedRules';

/** Options of the catalogue: where holidays and today come from. */
export interface CatalogueOptions {
  /** The environment's non-working days (ISO); read at each check, so it may change after setup. */
  holidays?: () => Iterable<string>;
  /** Today (ISO date). @default today in Slovakia (`marketToday`) */
  today?: () => string;
  /** Patterns of known EIC prefix names. @default each participant role → `__X` */
  eicPrefixes?: Readonly<Record<string, string>>;
}


/** A rule context from options; the holiday set is rebuilt only when the list object changes. */
export function createRuleContext(options: CatalogueOptions = {}): RuleContext {
  let lastSource: Iterable<string> | undefined;
  let lastSet: ReadonlySet<string> = new Set();
  return {
    holidays: () => {
      const source = options.holidays?.();
      if (source !== lastSource) {
        lastSource = source;
        lastSet = new Set(source ?? []);
      }
      return lastSet;
    },
    today: options.today ?? (() => marketToday()),
    eicPrefixes: { ...DEFAULT_EIC_PREFIXES, ...options.eicPrefixes },
  };
}

/**
 * Adds the catalogue's formats and keywords to an ajv instance (draft-07 or 2020-12). The browser
 * (RJSF's validator) and the server call this same function, so both accept exactly the same values.
 * Call it after ajv-formats: the catalogue's date, date-time, time and email replace theirs.
 */
export function addValidationCatalogue(ajv: Ajv, context: RuleContext = createRuleContext()): Ajv {
  for (const [name, check] of Object.entries(FORMATS)) {
    ajv.addFormat(name, { type: 'string', validate: (value: string) => check(value, context) === undefined });
  }
  for (const definition of catalogueKeywords(context)) ajv.addKeyword(definition);
  ajv.addKeyword(messageKeysKeyword);
  ajv.addKeyword(storedRulesKeyword);
  for (const definition of bodyRuleKeywords) ajv.addKeyword(definition);
  return ajv;
}

/** An error as ajv or RJSF report it: keyword (ajv) or name (RJSF), and params. */
export interface ErrorLike {
  keyword?: string;
  name?: string;
  params?: Record<string, unknown>;
}

/**
 * The catalogue's message of an error: from the keyword's own params (`messageKey`), or for a
 * catalogue format from the rejected value (an EIC tells which character is wrong). Undefined
 * for errors the generic messages cover.
 */
export function catalogueProblem(error: ErrorLike, value: unknown, context: RuleContext = createRuleContext()): Problem | undefined {
  const params = error.params ?? {};
  if (typeof params.messageKey === 'string') {
    const { messageKey, ...rest } = params;
    const out: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(rest)) if (typeof v === 'string' || typeof v === 'number') out[k] = v;
    return { key: messageKey, params: out };
  }
  const kind = error.keyword ?? error.name;
  if (kind === 'format' && typeof params.format === 'string') {
    const check = FORMATS[params.format];
    if (check && typeof value === 'string') return check(value, context) ?? undefined;
  }
  return undefined;
}
