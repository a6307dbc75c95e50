import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import type { CatalogueOptions } from '../../engine/core/validation';
import { validationMessageKey } from '../../engine/core/form/messages';
import { patternMessageKey } from '../../engine/core/validation/patterns';
import { addValidationCatalogue, catalogueProblem, createRuleContext, ownMessageKeyOf, withoutSummaryErrors } from '../../engine/core/validation';
import type { Reason } from './errors';

// What the catalogue depends on: the environment's holidays (loaded from the database at start).
let settings: CatalogueOptions = {};
const context = createRuleContext({
  holidays: () => settings.holidays?.() ?? [],
  today: () => (settings.today ? settings.today() : createRuleContext().today()),
});

/** Sets the holidays (and, for tests, today) that business-date and date bounds use. */
export function configureValidation(options: CatalogueOptions): void {
  settings = options;
}

// One ajv for all entity schemas. multipleOfPrecision: 0.1234 / 0.0001 is 1234.0000000000002 in
// floating point; the client's ajv needs the same option to agree. verbose: errors carry the
// rejected value, from which the catalogue tells the precise reason (e.g. which EIC character).
// The catalogue is the module the browser's validator uses: both accept exactly the same values.
const ajv = new Ajv({ allErrors: true, strict: true, multipleOfPrecision: 8, verbose: true });
addFormats(ajv);
addValidationCatalogue(ajv, context);

/**
 * Compiles a request schema; the served schema and the validator are the same object. Its
 * `errors` leave out those that only sum up others (a failed if/then/else), as the form does.
 */
export function compileSchema(schema: JsonSchema): ValidateFunction {
  const validate = ajv.compile(schema);
  const checked = ((data: unknown) => {
    const valid = validate(data);
    checked.errors = valid ? null : withoutSummaryErrors(validate.errors ?? []);
    return valid;
  }) as ValidateFunction;
  return Object.assign(checked, { schema: validate.schema, schemaEnv: validate.schemaEnv });
}

/** The field an error is about: the property path, or the missing/unknown property. */
export function errorField(error: ErrorObject): string {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
  const child =
    error.keyword === 'required' || error.keyword === 'dependencies' || error.keyword === 'dependentRequired'
      ? (error.params as { missingProperty?: string }).missingProperty
      : error.keyword === 'additionalProperties'
        ? (error.params as { additionalProperty?: string }).additionalProperty
        : undefined;
  return [path, child].filter(Boolean).join('.');
}

/** The type a value must have, as a text key (`type.integer`); a nullable one by its non-null type. */
function typeKey(type: unknown): string {
  const types = (Array.isArray(type) ? type : [type]).map(String).filter((t) => t !== 'null');
  return `type.${types[0] ?? 'string'}`;
}

/** One readable reason per error, naming the field and its limit (never a keyword or a raw code). */
export function errorReason(error: ErrorObject): Reason {
  const field = errorField(error) || 'field.body';
  const p = error.params as Record<string, unknown>;
  const params: Record<string, string | number> = { field };
  // The schema node's own message for this keyword (e.g. "add at least one generator").
  const own = ownMessageKeyOf(error.parentSchema, error.keyword, p, error.data);
  if (own) return { key: own, params: { ...params, ...limitParams(error.keyword, p) } };
  const found = catalogueProblem(error, error.data, context);
  if (found) {
    const shown: Record<string, string | number> = { ...found.params, field };
    // Date bounds read as the UI shows them in Slovak (D. M. YYYY).
    if (typeof shown.date === 'string') shown.date = shown.date.replace(/^(\d{4})-(\d{2})-(\d{2})$/, (_m, y: string, mo: string, d: string) => `${Number(d)}. ${Number(mo)}. ${y}`);
    return { key: found.key, params: shown };
  }
  if (error.keyword === 'const' && p.allowedValue === true) return { key: 'validation.requiredTrue', params };
  // A form sends an emptied field as null: to the user that is a missing value, not a wrong type.
  if (error.keyword === 'type' && error.data === null) return { key: 'ajv.required', params };
  switch (error.keyword) {
    case 'required':
    case 'additionalProperties':
    case 'enum':
    case 'const':
      break;
    case 'dependencies':
    case 'dependentRequired':
      // About the missing field (errorField); `other` is the one whose value asks for it.
      params.other = String(p.property);
      return { key: 'ajv.dependentRequired', params };
    case 'type':
      params.type = typeKey(p.type);
      break;
    case 'pattern':
      // The form's own text of the named pattern: what the value may hold, never the pattern.
      return { key: patternMessageKey(String(p.pattern)), params };
    case 'format': {
      // The client's text of a known format (date, e-mail, URL…), else a generic one without the format's name.
      const { key } = validationMessageKey({ name: 'format', params: p });
      if (key !== 'engine.validation.format.other') return { key, params };
      break;
    }
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'multipleOf':
      Object.assign(params, limitParams(error.keyword, p));
      break;
    default:
      return { key: 'ajv.other', params };
  }
  return { key: `ajv.${error.keyword}`, params };
}

/** The limit of a counting or bounding keyword: `limit`, and `count` for the plural form of counts. */
function limitParams(keyword: string, p: Record<string, unknown>): Record<string, number> {
  if (keyword === 'multipleOf') return { limit: Number(p.multipleOf) };
  if (typeof p.limit !== 'number') return {};
  const counted = keyword === 'minLength' || keyword === 'maxLength' || keyword === 'minItems' || keyword === 'maxItems';
  return counted ? { limit: p.limit, count: p.limit } : { limit: p.limit };
}

/** Field and ajv details of each error, for clients that map errors to form fields. */
export function errorDetails(errors: readonly ErrorObject[]): { field: string; keyword: string; params: Record<string, unknown> }[] {
  return errors.map((e) => ({ field: errorField(e), keyword: e.keyword, params: e.params as Record<string, unknown> }));
}
