import type { RJSFSchema } from '@rjsf/utils';
import { createSchemaUtils } from '@rjsf/utils';
import type { JsonSchema } from '../../core/form';
import { validatorFor } from './validator';

type Data = Record<string, unknown>;

/**
 * The data with the schema's defaults filled in where it holds no value, computed by RJSF's schema
 * utilities (getDefaultFormState, what RJSF's form applied to its data): a property's `default`,
 * nested ones inside objects, an empty object for a required object part, `const` values. A value
 * the data holds is kept, null included.
 */
export function withSchemaDefaults(formSchema: JsonSchema, data: Data): Data {
  // Without its $id: the validator would refuse a second schema of the same id.
  const { $id: _id, ...schema } = formSchema;
  return createSchemaUtils(validatorFor(formSchema), schema as RJSFSchema).getDefaultFormState(schema as RJSFSchema, data) as Data;
}
