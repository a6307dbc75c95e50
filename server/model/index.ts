import type { EntityDef } from './entity';
import { technologia } from './technologia';

/** Every entity the generic router serves. Add a model file and list it here. */
export const ENTITIES: readonly EntityDef[] = [technologia];

export type { EntityDef, FieldDef, FieldType, FieldProblem } from './entity';
