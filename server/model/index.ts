import type { EntityDef } from './entity';
import { technologia } from './technologia';
import { technologiaParameter } from './technologiaParameter';
import { vyrobneZariadenie } from './vyrobneZariadenie';
import { ucastnikTrhuLookup, userLookup } from './lookups';

/** Every entity the generic router serves. Add a model file and list it here. */
export const ENTITIES: readonly EntityDef[] = [technologia, technologiaParameter, vyrobneZariadenie, ucastnikTrhuLookup, userLookup];

export type { EntityDef, FieldDef, FieldType, FieldProblem } from './entity';
