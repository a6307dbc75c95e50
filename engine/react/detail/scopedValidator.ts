import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { ErrorObject } from 'ajv';
import type { FieldSchemas } from './fieldValidation';

type FormData = Record<string, unknown>;
type Validator = ValidatorType<FormData>;
type Raw = Validator & {
  rawValidation<Result>(schema: RJSFSchema, formData?: unknown): { errors?: Result[]; validationError?: Error };
};

/** Which top-level fields a validation of the whole form checks (all of them after a submit). */
export type ValidationScope = (field: string, data: FormData) => boolean;

/** The field an ajv error is about: the first segment of its path, or the missing property. */
function fieldOf(error: ErrorObject): string | undefined {
  const missing = (error.params as { missingProperty?: unknown } | undefined)?.missingProperty;
  if (error.keyword === 'required' && typeof missing === 'string' && error.instancePath === '') return missing;
  const first = error.instancePath.split('/')[1];
  return first === undefined || first === '' ? undefined : first.replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * A form's validator that checks its whole data field by field: each field's own rules (compiled
 * the first time the field is checked, not the whole schema when the form opens) for the fields
 * in scope, and the rules across fields every time. A field out of scope (not touched, not
 * changed, no submit yet) shows no error anyway, so it is not checked until it is in scope.
 * Errors come out in the order of the fields, with the same objects ajv reports for the whole
 * schema, so RJSF and the error texts see no difference. Any other schema (a sub-schema RJSF
 * checks) goes to the catalogue's validator as before.
 */
export function scopedValidator(base: Validator, root: RJSFSchema, fields: FieldSchemas, inScope: ValidationScope): Validator {
  const inner = base as Raw & { compileOnce(schema: RJSFSchema): (data: unknown) => boolean };
  const scoped = Object.create(inner) as Raw;
  const names = fields.names();
  const order = new Map(names.map((name, i) => [name, i]));
  scoped.rawValidation = <Result>(schema: RJSFSchema, formData?: unknown) => {
    if (schema !== root && schema.properties !== root.properties) return inner.rawValidation<Result>(schema, formData);
    const data = (formData ?? {}) as FormData;
    const errors: ErrorObject[] = [];
    const collect = (own: RJSFSchema, value: unknown) => {
      const validate = inner.compileOnce(own) as ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
      if (!validate(value)) errors.push(...(validate.errors ?? []));
      validate.errors = null;
    };
    collect(fields.rest(), data);
    for (const name of names) {
      if (!inScope(name, data)) continue;
      const own = fields.of(name);
      if (own) collect(own, data[name] === undefined ? {} : { [name]: data[name] });
    }
    // In the form's order of fields, rules about no one field first (stable within a field).
    const position = (error: ErrorObject) => order.get(fieldOf(error) ?? '') ?? -1;
    errors.sort((a, b) => position(a) - position(b));
    return { errors: (errors.length > 0 ? errors : undefined) as Result[] | undefined, validationError: undefined };
  };
  return scoped;
}
