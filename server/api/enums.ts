// Code books (forms-data.md 7): GET /{enumType}/enum/{name}/ and /{enumType}/enum/mixed/{name}/
// list the active items of one code book with RQL (select(kod,nazov), sort, like, limit, count);
// GET /edc/enum/mixed/ lists the mixed code books with their table and column (core menus).
// GET .../{name}/vsetky/ lists every item, invalidated ones too, each with `platny` (valid today):
// forms offer only the valid ones and still name the codes old rows hold.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatContentRange } from '../../engine/core/rql/contentRange';
import { itemNameField } from '../codeBooks/itemName';
import { languageOf, type Lang } from '../i18n/messages';
import type { EntityDef } from '../model/entity';
import { ALL, EntityStore } from './entityStore';
import { listOrBadRequest, parseListQuery } from './entities';
import { notFound } from './errors';
import type { ApiDeps } from './types';

const NO_BODY = { type: 'object', additionalProperties: false } as const;

/** Code books whose items carry the document fields. */
const DOCUMENT_BOOKS: ReadonlySet<string> = new Set(['document-type']);

/** Whether an item is valid today (the condition of the view edc_ciselnik_platny, migration 081). */
const VALID_TODAY = `(ano_platny AND (platnost_od IS NULL OR platnost_od <= current_date) AND (platnost_do IS NULL OR platnost_do >= current_date))`;

/** Items of a code book; the name in the request's language (server/codeBooks/itemName.ts). */
function itemEntity(lang: Lang, documents: boolean, all = false): EntityDef {
  return {
    name: 'enum',
    path: '/enum/',
    // Only the items valid today (switched on, inside their validity): what forms may offer;
    // or every item with its validity today, to name the codes stored before an item was invalidated.
    table: all ? 'edc_ciselnik' : 'edc_ciselnik_platny',
    idField: 'idEdcCiselnik',
    readOnly: true,
    fields: {
      idEdcCiselnik: { column: 'id_edc_ciselnik', type: 'integer' },
      kod: { column: 'kod', type: 'string' },
      nazov: itemNameField(lang),
      poradie: { column: 'poradie', type: 'integer' },
      anoPlatny: { column: 'ano_platny', type: 'boolean' },
      ...(all ? { platny: { column: 'ano_platny', type: 'boolean' as const, expression: VALID_TODAY } } : {}),
      ...(documents
        ? {
            _extensions: { column: 'pripony', type: 'stringList' as const },
            rootDocumentType: { column: 'root_document_type', type: 'string' as const },
          }
        : {}),
    },
    tokens: { read: 'enums#read', write: 'enums#write', create: 'enums#write' },
    createSchema: NO_BODY,
    updateSchema: NO_BODY,
    defaultSort: [
      { field: 'poradie', dir: 'asc' },
      { field: 'nazov', dir: 'asc' },
    ],
  };
}

/** Definitions of the mixed code books. */
function definitionEntity(lang: Lang): EntityDef {
  return {
    name: 'enum-mixed',
    path: '/edc/enum/mixed/',
    table: 'ciselnik',
    idField: 'idCiselnik',
    readOnly: true,
    fields: {
      idCiselnik: { column: 'id_ciselnik', type: 'integer' },
      nazov: { column: 'nazov', type: 'string' },
      tabulka: { column: 'tabulka', type: 'string' },
      stlpec: { column: 'stlpec', type: 'string' },
      // Each UI language its own name; a book without a Czech one is named in Slovak.
      popis: lang === 'cs' ? { column: 'popis_cs', type: 'string', expression: '(coalesce(popis_cs, popis))' } : { column: lang === 'en' ? 'popis_en' : 'popis', type: 'string' },
      enumType: { column: 'enum_type', type: 'string' },
    },
    tokens: { read: 'enums#read', write: 'enums#write', create: 'enums#write' },
    createSchema: NO_BODY,
    updateSchema: NO_BODY,
    defaultSort: [{ field: 'popis', dir: 'asc' }],
  };
}

const LANGS: readonly Lang[] = ['sk', 'en', 'cs'];

/** One store per language and shape, built once. */
function storesBy<T extends string>(keys: readonly T[], make: (key: T) => EntityStore): (key: T) => EntityStore {
  const stores = new Map(keys.map((k) => [k, make(k)]));
  return (key) => stores.get(key) as EntityStore;
}

/** Registers the code-book routes; any logged-in user may read them. */
export function registerEnumRoutes(api: FastifyInstance, deps: ApiDeps): void {
  const itemKeys = LANGS.flatMap((l) => [`${l}:doc`, `${l}:plain`] as const);
  const items = storesBy(itemKeys, (key) => new EntityStore(deps.db, itemEntity(key.slice(0, 2) as Lang, key.endsWith(':doc'))));
  const definitions = storesBy(LANGS, (lang) => new EntityStore(deps.db, definitionEntity(lang)));
  const allItems = storesBy(itemKeys, (key) => new EntityStore(deps.db, itemEntity(key.slice(0, 2) as Lang, key.endsWith(':doc'), true)));

  const listItems = async (request: FastifyRequest<{ Params: { enumType: string; name: string } }>, mixed: boolean, all = false) => {
    const { enumType, name } = request.params;
    const { rows } = await deps.db.query<{ id: number }>(
      'SELECT id_ciselnik AS id FROM ciselnik WHERE enum_type = $1 AND mixed = $2 AND nazov = $3',
      [enumType, mixed, name],
    );
    const id = rows[0]?.id;
    if (id === undefined) {
      const path = `/${enumType}/enum/${mixed ? 'mixed/' : ''}${name}/`;
      throw notFound([{ key: 'reason.unknownEnum', params: { name: path.slice(0, 120) } }]);
    }
    const key = `${languageOf(request.headers)}:${DOCUMENT_BOOKS.has(name) ? 'doc' : 'plain'}` as const;
    // Only this code book (and, unless every item is asked for, only active items): fixed conditions the query cannot lift.
    const book = { column: 'id_ciselnik', type: 'integer', value: id } as const;
    if (all) return listOrBadRequest(() => allItems(key).list(parseListQuery(request.url), ALL, [book]));
    return listOrBadRequest(() => items(key).list(parseListQuery(request.url), ALL, [book, { column: 'ano_platny', type: 'boolean', value: true }]));
  };
  const answer = async (request: FastifyRequest<{ Params: { enumType: string; name: string } }>, reply: FastifyReply, mixed: boolean, all: boolean) => {
    const result = await listItems(request, mixed, all);
    reply.header('content-range', formatContentRange(result.offset, result.offset + result.rows.length - 1, result.total));
    return result.rows;
  };

  api.get('/edc/enum/mixed/', async (request, reply) => {
    const store = definitions(languageOf(request.headers));
    const result = await listOrBadRequest(() =>
      store.list(parseListQuery(request.url), ALL, [
        { column: 'mixed', type: 'boolean', value: true },
        { column: 'enum_type', type: 'string', value: 'edc' },
      ]),
    );
    reply.header('content-range', formatContentRange(result.offset, result.offset + result.rows.length - 1, result.total));
    return result.rows;
  });

  type ItemRoute = { Params: { enumType: string; name: string } };
  api.get<ItemRoute>('/:enumType/enum/mixed/:name/', (request, reply) => answer(request, reply, true, false));
  api.get<ItemRoute>('/:enumType/enum/mixed/:name/vsetky/', (request, reply) => answer(request, reply, true, true));
  api.get<ItemRoute>('/:enumType/enum/:name/', (request, reply) => answer(request, reply, false, false));
  api.get<ItemRoute>('/:enumType/enum/:name/vsetky/', (request, reply) => answer(request, reply, false, true));
}
