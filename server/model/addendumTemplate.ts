import type { EntityDef } from './entity';
import { NO_BODY } from './lookups';

/** Contract types an addendum template applies to. */
export const TYPY_ZMLUVY = ['VYROBCA', 'DODAVATEL', 'AGREGATOR', 'ZDIELANIE', 'POSKYTOVANIE_UDAJOV'] as const;

/** Templates of contract addenda: `/portal/document/addendum-template/`, shared by all participants. */
export const addendumTemplate: EntityDef = {
  name: 'addendum-template',
  path: '/portal/document/addendum-template/',
  table: 'addendum_template',
  idField: 'idAddendumTemplate',
  readOnly: true,
  fields: {
    idAddendumTemplate: { column: 'id_addendum_template', type: 'integer' },
    kod: { column: 'kod', type: 'string' },
    nazov: { column: 'nazov', type: 'string' },
    typZmluvy: { column: 'typ_zmluvy', type: 'string' },
    popis: { column: 'popis', type: 'string' },
    platnostOd: { column: 'platnost_od', type: 'date' },
    platnostDo: { column: 'platnost_do', type: 'date' },
  },
  tokens: { read: 'zmluvy#read', write: 'doc-template#write', create: 'doc-template#write' },
  createSchema: NO_BODY,
  updateSchema: NO_BODY,
  defaultSort: [{ field: 'typZmluvy', dir: 'asc' }, { field: 'nazov', dir: 'asc' }],
};
