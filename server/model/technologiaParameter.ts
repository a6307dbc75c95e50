import { PATTERNS } from '../../engine/core/validation/patterns';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { editSchemas } from './entity';
import type { EntityDef } from './entity';
import { SHARED_LIST_WRITE } from '../auth/roles';

// Shared by the create and the update schema. Labels are not here: they come from UI metadata.
const PROPERTIES: Record<string, JsonSchema> = {
  idTechnologia: { type: 'integer', minimum: 1, maximum: 2147483647 },
  kod: { type: 'string', minLength: 1, maxLength: 20, pattern: PATTERNS.upperCode },
  nazov: { type: 'string', minLength: 1, maxLength: 200 },
  hodnota: { type: ['number', 'null'], minimum: -1000000000, maximum: 1000000000, multipleOf: 0.000001 },
  jednotka: { type: ['string', 'null'], maxLength: 20 },
};

const REQUIRED = ['idTechnologia', 'kod', 'nazov'];

/** Parameters of a technology (e.g. nominal efficiency, unit power): child rows of the technology editor. */
export const technologiaParameter: EntityDef = {
  name: 'technologia-parameter',
  path: '/portal/zmluvy/technologia-parameter/',
  table: 'technologia_parameter',
  idField: 'idTechnologiaParameter',
  versionField: 'verzia',
  fields: {
    idTechnologiaParameter: { column: 'id_technologia_parameter', type: 'integer' },
    idTechnologia: { column: 'id_technologia', type: 'integer' },
    kod: { column: 'kod', type: 'string' },
    nazov: { column: 'nazov', type: 'string' },
    hodnota: { column: 'hodnota', type: 'number' },
    jednotka: { column: 'jednotka', type: 'string' },
    verzia: { column: 'verzia', type: 'integer' },
  },
  // A shared code list: every participant reads it, only the operator's code-book staff change it.
  tokens: { read: 'vyrobne-zariadenia#read', write: SHARED_LIST_WRITE, create: SHARED_LIST_WRITE },
  ...editSchemas('idTechnologiaParameter', PROPERTIES, REQUIRED),
  defaultSort: [{ field: 'kod', dir: 'asc' }],
  uniqueConstraints: { technologia_parameter_kod_uq: 'kod' },
  foreignKeys: { technologia_parameter_technologia_fk: 'idTechnologia' },
  audit: { createdBy: 'created_by', updatedBy: 'updated_by', updatedAt: 'updated_at' },
};
