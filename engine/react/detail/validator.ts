import { customizeValidator } from '@rjsf/validator-ajv8';
import type { ErrorTransformer, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import { Ajv2020 } from 'ajv/dist/2020';
import type { Ajv } from 'ajv';
import type { JsonSchema } from '../../core/form';
import type { CatalogueOptions } from '../../core/validation';
import { addValidationCatalogue, catalogueProblem, createRuleContext } from '../../core/validation';

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

/** The rule context the browser validators use (for widgets that need the same holidays, e.g. a picker). */
export function validationContext() {
  return context;
}

let draft07: Validator | undefined;
let draft2020: Validator | undefined;

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

/** Gives catalogue format errors their precise message key, from the value they rejected. */
function withCatalogueKeys(errors: RJSFValidationError[], formData: unknown): RJSFValidationError[] {
  return errors.map((error) => {
    if (error.name !== 'format' || typeof error.params?.messageKey === 'string') return error;
    const found = catalogueProblem(error, valueAt(formData, error.property), context);
    return found ? { ...error, params: { ...error.params, messageKey: found.key, ...found.params } } : error;
  });
}

/** Wraps RJSF's validator so every error transform first sees the catalogue's keys. */
function withCatalogue(inner: Validator): Validator {
  const wrapped = Object.create(inner) as Validator;
  wrapped.validateFormData = (formData, schema, customValidate, transformErrors, uiSchema) => {
    const transform: ErrorTransformer<FormData> = (errors, ui) => {
      const keyed = withCatalogueKeys(errors, formData);
      return transformErrors ? transformErrors(keyed, ui) : keyed;
    };
    return inner.validateFormData(formData, schema, customValidate, transform, uiSchema);
  };
  return wrapped;
}

/** The RJSF validator for a schema's draft (2020-12 when its $schema says so, else draft-07); built once each. */
export function validatorFor(schema: JsonSchema): Validator {
  if (typeof schema.$schema === 'string' && schema.$schema.includes('2020-12')) {
    draft2020 ??= withCatalogue(
      customizeValidator<FormData>({ ajvOptionsOverrides, AjvClass: Ajv2020 as unknown as typeof Ajv, extenderFn }),
    );
    return draft2020;
  }
  draft07 ??= withCatalogue(customizeValidator<FormData>({ ajvOptionsOverrides, extenderFn }));
  return draft07;
}
