import { PATTERNS } from '../../engine/core/validation/patterns';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { editSchemas, type EntityDef } from './entity';

const PROPERTIES: Record<string, JsonSchema> = {
  kod: { type: 'string', minLength: 2, maxLength: 50, pattern: PATTERNS.upperCodeLetterFirst },
  dni: { type: 'integer', minimum: 0, maximum: 730 },
  anoPracDni: { type: 'boolean' },
  popis: { type: ['string', 'null'], maxLength: 200 },
};

/**
 * Business time offsets (spec 3 environment info `timeOffset`, 5 business-day rule): a deadline
 * type's day count and whether only working days count. Read live by environment/info.
 */
export const casovyPosun: EntityDef = {
  name: 'casovy-posun',
  path: '/edc/casovy-posun/',
  table: 'casovy_posun',
  idField: 'idCasovyPosun',
  versionField: 'verzia',
  fields: {
    idCasovyPosun: { column: 'id_casovy_posun', type: 'integer' },
    kod: { column: 'kod', type: 'string' },
    dni: { column: 'dni', type: 'integer' },
    anoPracDni: { column: 'ano_prac_dni', type: 'boolean' },
    popis: { column: 'popis', type: 'string' },
    verzia: { column: 'verzia', type: 'integer' },
  },
  tokens: { read: 'app-config#write', write: 'app-config#write', create: 'app-config#write' },
  ...editSchemas('idCasovyPosun', PROPERTIES, ['kod', 'dni', 'anoPracDni']),
  defaultSort: [{ field: 'kod', dir: 'asc' }],
  // The code is what processes ask for: it cannot change once created.
  checkChange(body, stored) {
    return body.kod !== stored.kod ? [{ field: 'kod', key: 'reason.readOnlyField', params: { field: 'kod' } }] : [];
  },
  uniqueConstraints: { casovy_posun_pkey: 'kod' },
  audit: { createdBy: 'created_by', updatedBy: 'updated_by', updatedAt: 'updated_at' },
};
