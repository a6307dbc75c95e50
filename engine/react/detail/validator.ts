import { customizeValidator } from '@rjsf/validator-ajv8';
import type { ValidatorType } from '@rjsf/utils';
import { Ajv2020 } from 'ajv/dist/2020';
import type { Ajv } from 'ajv';
import type { JsonSchema } from '../../core/form';

type Validator = ValidatorType<Record<string, unknown>>;

let draft07: Validator | undefined;
let draft2020: Validator | undefined;

// multipleOf with binary fractions (0.1234 / 0.0001) needs a tolerance, as on the server.
const ajvOptionsOverrides = { multipleOfPrecision: 8 };

/** The RJSF validator for a schema's draft (2020-12 when its $schema says so, else draft-07); built once each. */
export function validatorFor(schema: JsonSchema): Validator {
  if (typeof schema.$schema === 'string' && schema.$schema.includes('2020-12')) {
    draft2020 ??= customizeValidator<Record<string, unknown>>({
      ajvOptionsOverrides,
      AjvClass: Ajv2020 as unknown as typeof Ajv,
    });
    return draft2020;
  }
  draft07 ??= customizeValidator<Record<string, unknown>>({ ajvOptionsOverrides });
  return draft07;
}
