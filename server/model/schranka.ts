import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import type { EntityDef } from './entity';

/** Mailbox status codes (stavKod): 1 unread, 2 read (spec 7: `ne(stavKod,2)` counts the unread). */
export const MAILBOX_UNREAD = 1;
export const MAILBOX_READ = 2;

// A message is written by the workflow only; the schema describes it for the read-only screens.
const MESSAGE: JsonSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: {
    idSchranka: { type: 'integer', readOnly: true },
    datumPrijatia: { type: 'string', format: 'date-time', readOnly: true },
    denPrijatia: { type: 'string', format: 'date', readOnly: true },
    odosielatel: { type: 'string', maxLength: 200, readOnly: true },
    predmet: { type: 'string', maxLength: 300, readOnly: true },
    text: { type: 'string', maxLength: 4000, readOnly: true },
    stavKod: { type: 'integer', enum: [MAILBOX_UNREAD, MAILBOX_READ], readOnly: true },
    datumPrecitania: { type: ['string', 'null'], format: 'date-time', readOnly: true },
    // The page of what the message is about (an in-application path), when it has one.
    odkaz: { type: ['string', 'null'], maxLength: 300, readOnly: true },
  },
};

/**
 * The user's mailbox (spec 2.2 schranka/, 7), served read-only by the generic router: a message
 * belongs to a user, not to a participant, so every caller lists and reads only its own
 * (`userField`), and every list carries its total (the top bar's counter asks `limit(1,0)`).
 * Marking one read is `POST /edc/schranky/schranka-readed/{id}` (server/api/shell/mailbox.ts).
 */
export const schranka: EntityDef = {
  name: 'schranka',
  path: '/edc/schranky/schranka/',
  table: 'schranka',
  idField: 'idSchranka',
  fields: {
    idSchranka: { column: 'id_schranka', type: 'integer' },
    datumPrijatia: { column: 'datum_prijatia', type: 'string' },
    // The day of receipt, for the date filters of the search.
    denPrijatia: { column: 'datum_prijatia', type: 'date', expression: '(datum_prijatia::date)' },
    odosielatel: { column: 'odosielatel', type: 'string' },
    predmet: { column: 'predmet', type: 'string' },
    text: { column: 'text', type: 'string', queryable: false },
    stavKod: { column: 'stav_kod', type: 'integer' },
    datumPrecitania: { column: 'datum_precitania', type: 'string', queryable: false },
    odkaz: { column: 'odkaz', type: 'string', queryable: false },
    login: { column: 'login', type: 'string', queryable: false },
  },
  // Every logged-in user has a mailbox; userField limits it to the caller.
  tokens: { read: '', write: '', create: '' },
  createSchema: MESSAGE,
  updateSchema: MESSAGE,
  // Newest first; the id breaks ties of messages received together.
  defaultSort: [{ field: 'datumPrijatia', dir: 'desc' }],
  userField: 'login',
  alwaysCount: true,
  // The workflow writes them (declines, notices) and marking read is its own route.
  writtenElsewhere: true,
  readOnly: true,
};
