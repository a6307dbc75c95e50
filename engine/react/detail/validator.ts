import { customizeValidator } from '@rjsf/validator-ajv8';
import type { ErrorTransformer, RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import { deepEquals } from '@rjsf/utils';
import { Ajv2020 } from 'ajv/dist/2020';
import type { Ajv, ValidateFunction } from 'ajv';
import type { JsonSchema } from '../../core/form';
import type { CatalogueOptions } from '../../core/validation';
import { addValidationCatalogue, catalogueProblem, createRuleContext, nodeOfSchemaPath, ownMessageKeyOf } from '../../core/validation';

type FormData = Record<string, unknown>;
type Validator = ValidatorType<FormData>;

// What the catalogue depends on; set by the application from the environment (holidays).
let settings: CatalogueOptions = {};
const context = createRuleContext({
  holidays: () => settings.holidays?.() ?? [],
  today: () => (settings.today ? settings.today() : createRuleContext().today()),
  eicPrefixes: {},
});

/** Sets the environment's holidays (and, for tests, today) that business-date and date bounds use. */
export function configureValidation(options: CatalogueOptions): void {
  settings = options;
}


// multipleOf with binary fractions (0.1234 / 0.0001) needs a tolerance, as on the server.
const ajvOptionsOverrides = { multipleOfPrecision: 8 };
const extenderFn = (ajv: Ajv) => addValidationCatalogue(ajv, context);

/** The value an RJSF error is about, read from the form data by its property path (`.a.b[0]`). */
function valueAt(data: unknown, property: string | undefined): unknown {
  if (!property) return data;
  const path = property.replace(/^\./, '').split(/\.|\[(\d+)\]/).filter((p) => p !== undefined && p !== '');
  let current: unknown = data;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/**
 * Gives an error the message key its schema node names for it (`messageKeys`, as the server does),
 * and catalogue format errors their precise one, from the value they rejected.
 */
function withCatalogueKeys(errors: RJSFValidationError[], formData: unknown, schema: RJSFSchema): RJSFValidationError[] {
  const emptied = (error: RJSFValidationError) => error.name !== 'required' && valueAt(formData, error.property) === null;
  // A form's emptied field (null) is missing, as the server says it: its type error reads "required",
  // and the other rules its value would break say nothing more.
  const kept = errors.filter((error) => !emptied(error) || error.name === 'type');
  return kept.map((error) => {
    const value = error.name === 'required' ? undefined : valueAt(formData, error.property);
    const own = ownMessageKeyOf(nodeOfSchemaPath(schema, error.schemaPath), error.name, error.params as Record<string, unknown> | undefined, value);
    if (own) return { ...error, params: { ...error.params, messageKey: own } };
    if (error.name === 'type' && value === null) return { ...error, params: { ...error.params, messageKey: 'engine.validation.required' } };
    if (error.name !== 'format' || typeof error.params?.messageKey === 'string') return error;
    const found = catalogueProblem(error, valueAt(formData, error.property), context);
    return found ? { ...error, params: { ...error.params, messageKey: found.key, ...found.params } } : error;
  });
}

/** How many distinct schemas a validator remembers by content (forms open at once, with their drafts). */
const REMEMBERED_SCHEMAS = 16;

/**
 * The first seen schema equal to this one. ajv caches compiled schemas by object, and RJSF hands
 * live validation an equal but new schema object on many changes: compiling a large form's schema
 * again costs milliseconds per keystroke.
 */
function rememberedSchema(seen: RJSFSchema[], schema: RJSFSchema): RJSFSchema {
  const found = seen.find((known) => known === schema) ?? seen.find((known) => deepEquals(known, schema));
  if (found) return found;
  seen.unshift(schema);
  seen.length = Math.min(seen.length, REMEMBERED_SCHEMAS);
  return schema;
}

/** RJSF's AJV validator, as far as the wrapper below uses it. */
type AjvValidator = Validator & {
  ajv: Ajv;
  rawValidation<Result>(schema: RJSFSchema, formData?: unknown): { errors?: Result[]; validationError?: Error };
};

/** The catalogue's validator: compiles a schema object once (by identity) for the forms' own schemas. */
type CatalogueValidator = AjvValidator & { compileOnce(schema: RJSFSchema): ValidateFunction };

// Schemas the engine builds itself and keeps (a field's own rules, a form's root rules): compiled
// by identity, without comparing them to the schemas seen before.
const ownSchemas = new WeakSet<object>();

/** Marks a schema the caller keeps, so the validators compile it once by identity. */
export function ownSchema<T extends object>(schema: T): T {
  ownSchemas.add(schema);
  return schema;
}

/**
 * Wraps RJSF's validator so every error transform first sees the catalogue's keys, and so a schema
 * is compiled once: RJSF's own validator compiles again whenever ajv's cache lost the schema (its
 * root-schema bookkeeping removes and re-adds it), milliseconds per keystroke on a large form.
 */
function withCatalogue(inner: Validator): Validator {
  const ajvValidator = inner as AjvValidator;
  const wrapped = Object.create(inner) as CatalogueValidator;
  const seen: RJSFSchema[] = [];
  const compiled = new WeakMap<RJSFSchema, ValidateFunction>();
  wrapped.compileOnce = (schema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajvValidator.ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  };
  wrapped.rawValidation = <Result>(given: RJSFSchema, formData?: unknown) => {
    if (given.$id !== undefined) return ajvValidator.rawValidation<Result>(given, formData);
    const schema = ownSchemas.has(given) ? given : rememberedSchema(seen, given);
    let validate = compiled.get(schema);
    if (!validate) {
      try {
        validate = ajvValidator.ajv.compile(schema);
      } catch {
        // RJSF reports the compilation error its own way.
        return ajvValidator.rawValidation<Result>(schema, formData);
      }
      compiled.set(schema, validate);
    }
    validate(formData);
    const errors = (validate.errors ?? undefined) as Result[] | undefined;
    validate.errors = null;
    return { errors, validationError: undefined };
  };
  // A function, not an arrow: a form's scoped validator (below) inherits it with its own rawValidation.
  wrapped.validateFormData = function validateFormData(this: Validator, formData, schema, customValidate, transformErrors, uiSchema) {
    const transform: ErrorTransformer<FormData> = (errors, ui) => {
      const keyed = withCatalogueKeys(errors, formData, schema);
      return transformErrors ? transformErrors(keyed, ui) : keyed;
    };
    return ajvValidator.validateFormData.call(this, formData, schema, customValidate, transform, uiSchema);
  };
  return wrapped;
}

// Built when the module loads, as RJSF's default validator is, rather than in a form's first render.
const draft07: Validator = withCatalogue(customizeValidator<FormData>({ ajvOptionsOverrides, extenderFn }));
let draft2020: Validator | undefined;

/** Compiles a schema the caller keeps (see ownSchema) with the validator of a form's draft, unless done. */
export function compileOwn(formSchema: JsonSchema, own: RJSFSchema): void {
  (validatorFor(formSchema) as CatalogueValidator).compileOnce(own);
}

/** The RJSF validator for a schema's draft (2020-12 when its $schema says so, else draft-07); built once each. */
export function validatorFor(schema: JsonSchema): Validator {
  if (typeof schema.$schema === 'string' && schema.$schema.includes('2020-12')) {
    draft2020 ??= withCatalogue(
      customizeValidator<FormData>({ ajvOptionsOverrides, AjvClass: Ajv2020 as unknown as typeof Ajv, extenderFn }),
    );
    return draft2020;
  }
  return draft07;
}
