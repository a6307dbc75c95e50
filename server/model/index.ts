import type { EntityDef } from './entity';
import { technologia } from './technologia';
import { technologiaParameter } from './technologiaParameter';
import { vyrobneZariadenie } from './vyrobneZariadenie';
import { ucastnikTrhuLookup, userLookup } from './lookups';
import { agregacnyBlok } from './agregacnyBlok';
import { sustavaTeplo, zariadenieTeplo } from './teplo';
import { addendumTemplate } from './addendumTemplate';
import { odberneMiesto } from './odberneMiesto';
import { zamietnutieZiadosti } from './zamietnutieZiadosti';
import { schranka } from './schranka';
import { ucastnikTrhu } from './ucastnikTrhu';
import { userManagement } from './userManagement';

/** Every entity the generic router serves. Add a model file and list it here. */
export const ENTITIES: readonly EntityDef[] = [
  technologia,
  technologiaParameter,
  vyrobneZariadenie,
  ucastnikTrhuLookup,
  userLookup,
  agregacnyBlok,
  sustavaTeplo,
  zariadenieTeplo,
  addendumTemplate,
  odberneMiesto,
  zamietnutieZiadosti,
  schranka,
  ucastnikTrhu,
  userManagement,
];

export type { EntityDef, FieldDef, FieldType, FieldProblem } from './entity';
