import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import type { EntityDef } from './entity';

/** Kinds of request the operator may decline (the workflow's `typZiadosti`). */
export const TYPY_ZIADOSTI = ['ZMLUVA_ZO', 'ZMLUVA_ZPU', 'VYROBNE_ZARIADENIE', 'SKUPINA_ZDIELANIA', 'UCASTNIK_TRHU', 'PONIZENIE', 'REKLAMACIA'];

// A rejected request is written by the workflow only; the schema describes it for the read-only screens.
const RECORD: JsonSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: {
    idZamietnutie: { type: 'integer', readOnly: true },
    code: { type: 'string', maxLength: 40, readOnly: true },
    typZiadosti: { type: 'string', enum: TYPY_ZIADOSTI, readOnly: true },
    dovod: { type: 'string', maxLength: 1000, readOnly: true },
    datumZamietnutia: { type: 'string', format: 'date-time', readOnly: true },
    denZamietnutia: { type: 'string', format: 'date', readOnly: true },
    unread: { type: 'boolean', readOnly: true },
    precitaneKedy: { type: ['string', 'null'], format: 'date-time', readOnly: true },
    precitaneKym: { type: ['string', 'null'], maxLength: 100, readOnly: true },
  },
};

/**
 * Requests of a market participant declined by the operator (spec 2.2, 7), served read-only by the
 * generic router: a portal caller sees only its current participant's rows. Marking one read is
 * `POST /portal/common/zamietnutie-ziadosti-readed/{code}` (server/api/shell/portalCounters.ts).
 */
export const zamietnutieZiadosti: EntityDef = {
  name: 'zamietnutie-ziadosti',
  path: '/portal/common/zamietnutie-ziadosti/',
  table: 'zamietnutie_ziadosti',
  idField: 'idZamietnutie',
  fields: {
    idZamietnutie: { column: 'id_zamietnutie', type: 'integer' },
    code: { column: 'code', type: 'string' },
    idUcastnikTrhu: { column: 'id_ucastnik_trhu', type: 'integer' },
    typZiadosti: { column: 'typ_ziadosti', type: 'string' },
    dovod: { column: 'dovod', type: 'string' },
    datumZamietnutia: { column: 'datum_zamietnutia', type: 'string' },
    // The day of the rejection, for the date filters of the search.
    denZamietnutia: { column: 'datum_zamietnutia', type: 'date', expression: '(datum_zamietnutia::date)' },
    unread: { column: 'unread', type: 'boolean' },
    precitaneKedy: { column: 'precitane_kedy', type: 'string', queryable: false },
    precitaneKym: { column: 'precitane_kym', type: 'string', queryable: false },
  },
  tokens: { read: 'zamietnutie-ziadosti#read', write: 'zamietnutie-ziadosti#read', create: 'zamietnutie-ziadosti#read' },
  createSchema: RECORD,
  updateSchema: RECORD,
  defaultSort: [{ field: 'datumZamietnutia', dir: 'desc' }],
  tenantField: 'idUcastnikTrhu',
  // The workflow writes them (declines, notices) and marking read is its own route.
  writtenElsewhere: true,
  readOnly: true,
};
