// Code books (forms-data.md 7): GET /{enumType}/enum/{name}/ and /{enumType}/enum/mixed/{name}/
// list the active items of one code book with RQL (select(kod,nazov), sort, like, limit, count);
// GET /edc/enum/mixed/ lists the mixed code books with their table and column (core menus).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatContentRange } from '../../engine/core/rql/contentRange';
import { languageOf, type Lang } from '../i18n/messages';
import type { EntityDef } from '../model/entity';
import { ALL, EntityStore } from './entityStore';
import { listOrBadRequest, parseListQuery } from './entities';
import { notFound } from './errors';
import type { ApiDeps } from './types';

const NO_BODY = { type: 'object', additionalProperties: false } as const;

/** Code books whose items carry the document fields. */
const DOCUMENT_BOOKS: ReadonlySet<string> = new Set(['document-type']);

/** Items of a code book; the name in the request's language (English, else Slovak). */
function itemEntity(lang: Lang, documents: boolean): EntityDef {
  return {
    name: 'enum',
    path: '/enum/',
    // Only the items valid today (switched on, inside their validity): what forms may offer.
    table: 'edc_ciselnik_platny',
    idField: 'idEdcCiselnik',
    readOnly: true,
    fields: {
      idEdcCiselnik: { column: 'id_edc_ciselnik', type: 'integer' },
      kod: { column: 'kod', type: 'string' },
      nazov: { column: lang === 'en' ? 'nazov_en' : 'nazov', type: 'string' },
      poradie: { column: 'poradie', type: 'integer' },
      anoPlatny: { column: 'ano_platny', type: 'boolean' },
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
      popis: { column: lang === 'en' ? 'popis_en' : 'popis', type: 'string' },
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

  const listItems = async (request: FastifyRequest<{ Params: { enumType: string; name: string } }>, mixed: boolean) => {
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
    const store = items(`${languageOf(request.headers)}:${DOCUMENT_BOOKS.has(name) ? 'doc' : 'plain'}`);
    // Only active items, only this code book: fixed conditions the query cannot lift.
    return listOrBadRequest(() =>
      store.list(parseListQuery(request.url), ALL, [
        { column: 'id_ciselnik', type: 'integer', value: id },
        { column: 'ano_platny', type: 'boolean', value: true },
      ]),
    );
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

  api.get<{ Params: { enumType: string; name: string } }>('/:enumType/enum/mixed/:name/', async (request, reply) => {
    const result = await listItems(request, true);
    reply.header('content-range', formatContentRange(result.offset, result.offset + result.rows.length - 1, result.total));
    return result.rows;
  });

  api.get<{ Params: { enumType: string; name: string } }>('/:enumType/enum/:name/', async (request, reply) => {
    const result = await listItems(request, false);
    reply.header('content-range', formatContentRange(result.offset, result.offset + result.rows.length - 1, result.total));
    return result.rows;
  });
}
