// Code-book administration (spec 2.4 and 6: core, enums#write): list with RQL, read, create,
// update with `verzia`, delete of the items of one code book, served beside the read endpoints:
//   /edc/ciselnik/{enumType}/{name}/            e.g. /edc/ciselnik/edc/stat/, /edc/ciselnik/portal/document-type/
//   /edc/ciselnik/mixed/{tabulka}/{stlpec}/     a mixed code book, by the table and column it names
// Items are stored in edc_ciselnik; the store's owner scope keeps every statement inside the one
// code book addressed (its id plays the part a participant plays for owned data).
import { PATTERNS } from '../../engine/core/validation/patterns';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatContentRange } from '../../engine/core/rql/contentRange';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import type { AuthUser } from '../auth/verify';
import { languageOf } from '../i18n/messages';
import { codeBookKey, usesOfCode } from '../codeBooks/usage';
import { CODE_BOOK_CODE } from '../codeBooks/verifyCodes';
import { editSchemas, withDateOrder, type EntityDef } from '../model/entity';
import { EntityStore } from './entityStore';
import { listOrBadRequest, parseListQuery } from './entities';
import { ApiError, badRequest, notFound } from './errors';
import type { Scope } from './scope';
import type { ApiDeps } from './types';
import { compileSchema, errorDetails, errorReason } from './validation';

const TOKEN = 'enums#write';
const BASE = '/edc/ciselnik/';

/** Code books whose items also carry the document fields. */
const DOCUMENT_BOOKS: ReadonlySet<string> = new Set(['portal/document-type']);

const PROPERTIES: Record<string, JsonSchema> = {
  kod: CODE_BOOK_CODE,
  nazov: { type: 'string', minLength: 1, maxLength: 200 },
  nazovEn: { type: 'string', minLength: 1, maxLength: 200 },
  // Optional: without it a Czech reader gets the Slovak name (server/codeBooks/itemName.ts).
  nazovCs: { type: ['string', 'null'], minLength: 1, maxLength: 200 },
  poradie: { type: 'integer', minimum: 0, maximum: 999999 },
  anoPlatny: { type: 'boolean', default: true },
  platnostOd: { type: ['string', 'null'], format: 'date' },
  platnostDo: { type: ['string', 'null'], format: 'date' },
};

const DOCUMENT_PROPERTIES: Record<string, JsonSchema> = {
  extensions: { type: 'array', minItems: 1, maxItems: 20, uniqueItems: true, items: { type: 'string', pattern: PATTERNS.fileExtension } },
  rootDocumentType: { type: ['string', 'null'], maxLength: 60, pattern: PATTERNS.lowerCodeDash },
};

const REQUIRED = ['kod', 'nazov', 'nazovEn', 'poradie', 'anoPlatny'];

/** The items of one code book as an entity; `documents` adds the document-type fields. */
export function codeBookItemEntity(documents: boolean): EntityDef {
  const properties = documents ? { ...PROPERTIES, ...DOCUMENT_PROPERTIES } : PROPERTIES;
  return {
    name: 'ciselnik',
    path: BASE,
    table: 'edc_ciselnik',
    idField: 'idEdcCiselnik',
    versionField: 'verzia',
    tenantField: 'idCiselnik',
    fields: {
      idEdcCiselnik: { column: 'id_edc_ciselnik', type: 'integer' },
      idCiselnik: { column: 'id_ciselnik', type: 'integer' },
      kod: { column: 'kod', type: 'string' },
      nazov: { column: 'nazov', type: 'string' },
      nazovEn: { column: 'nazov_en', type: 'string' },
      nazovCs: { column: 'nazov_cs', type: 'string' },
      poradie: { column: 'poradie', type: 'integer' },
      anoPlatny: { column: 'ano_platny', type: 'boolean' },
      platnostOd: { column: 'platnost_od', type: 'date' },
      platnostDo: { column: 'platnost_do', type: 'date' },
      ...(documents
        ? {
            extensions: { column: 'pripony', type: 'stringList' as const },
            rootDocumentType: { column: 'root_document_type', type: 'string' as const },
          }
        : {}),
      verzia: { column: 'verzia', type: 'integer' },
    },
    tokens: { read: TOKEN, write: TOKEN, create: TOKEN },
    // Validity ends no earlier than it starts (the catalogue's dateOrder).
    ...withDateOrder(editSchemas('idEdcCiselnik', properties, documents ? [...REQUIRED, 'extensions'] : REQUIRED)),
    defaultSort: [
      { field: 'poradie', dir: 'asc' },
      { field: 'kod', dir: 'asc' },
    ],
    uniqueConstraints: { edc_ciselnik_kod_uq: 'kod' },
    audit: { createdBy: 'created_by', updatedBy: 'updated_by', updatedAt: 'updated_at' },
  };
}

/** One code book addressed by a request. */
interface Book {
  id: number;
  key: string;
  documents: boolean;
}

/** Route parameters: a mixed book's table and column, or a book's enum type and name; an item's id. */
interface BookParams {
  enumType?: string;
  name?: string;
  tabulka?: string;
  stlpec?: string;
  id?: string;
}

/** Registers the administration routes of every code book. */
export function registerCodeBookAdminRoutes(api: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const defs = { doc: codeBookItemEntity(true), plain: codeBookItemEntity(false) };
  const stores = { doc: new EntityStore(db, defs.doc), plain: new EntityStore(db, defs.plain) };
  const validators = {
    doc: { create: compileSchema(defs.doc.createSchema), update: compileSchema(defs.doc.updateSchema) },
    plain: { create: compileSchema(defs.plain.createSchema), update: compileSchema(defs.plain.updateSchema) },
  };

  const bookOf = async (params: BookParams): Promise<Book> => {
    const mixed = params.tabulka !== undefined;
    const { rows } =
      mixed
        ? await db.query<{ id: number; enumType: string; nazov: string }>(
            'SELECT id_ciselnik AS id, enum_type AS "enumType", nazov FROM ciselnik WHERE mixed AND tabulka = $1 AND stlpec = $2',
            [params.tabulka, params.stlpec],
          )
        : await db.query<{ id: number; enumType: string; nazov: string }>(
            'SELECT id_ciselnik AS id, enum_type AS "enumType", nazov FROM ciselnik WHERE NOT mixed AND enum_type = $1 AND nazov = $2',
            [params.enumType, params.name],
          );
    const row = rows[0];
    if (!row) {
      const name = mixed ? `mixed/${params.tabulka ?? ''}/${params.stlpec ?? ''}` : `${params.enumType ?? ''}/${params.name ?? ''}`;
      throw notFound([{ key: 'reason.unknownEnum', params: { name: name.slice(0, 120) } }]);
    }
    const key = codeBookKey(row.enumType, mixed, row.nazov);
    return { id: row.id, key, documents: DOCUMENT_BOOKS.has(key) };
  };
  const kind = (book: Book) => (book.documents ? 'doc' : 'plain');
  const scope = (book: Book): Scope => ({ kind: 'tenant', idUcastnikTrhu: book.id });
  const login = (request: FastifyRequest) => (request.user as AuthUser).login;
  const parseId = (text: string | undefined = ''): number => {
    const id = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
    if (!(id > 0)) throw badRequest('error.badRequest', [{ key: 'reason.idNotNumber', params: { field: 'idEdcCiselnik', value: text.slice(0, 40) } }]);
    return id;
  };
  const missing = (id: number) => notFound([{ key: 'reason.recordNotFound', params: { entity: 'ciselnik', id } }]);
  const validate = (book: Book, creating: boolean, body: unknown): Record<string, unknown> => {
    const validator = validators[kind(book)][creating ? 'create' : 'update'];
    if (!validator(body)) {
      const errors = validator.errors ?? [];
      throw badRequest('error.invalidPayload', errors.map(errorReason), { userError: true, errors: errorDetails(errors) });
    }
    return body as Record<string, unknown>;
  };
  /** 409 when a code is still used somewhere, naming the places. */
  const refuseInUse = async (request: FastifyRequest, book: Book, kod: string) => {
    const lang = languageOf(request.headers);
    const places = await usesOfCode(db, book.key, kod, lang);
    if (places.length > 0) {
      throw new ApiError(409, 'error.inUse', [{ key: 'reason.codeInUse', params: { kod, where: places.join(', ') } }], { usedIn: places });
    }
  };

  const register = (prefix: string) => {
    const config = { token: TOKEN };

    api.get<{ Params: BookParams }>(prefix, { config }, async (request, reply) => {
      const book = await bookOf(request.params);
      const result = await listOrBadRequest(() => stores[kind(book)].list(parseListQuery(request.url), scope(book)));
      reply.header('content-range', formatContentRange(result.offset, result.offset + result.rows.length - 1, result.total));
      return result.rows;
    });

    api.get<{ Params: BookParams }>(`${prefix}schema/post/request`, { config }, async (request) => defs[kind(await bookOf(request.params))].createSchema);

    api.get<{ Params: BookParams }>(`${prefix}:id/schema/post/request`, { config }, async (request) => {
      parseId(request.params.id);
      return defs[kind(await bookOf(request.params))].updateSchema;
    });

    api.get<{ Params: BookParams }>(`${prefix}:id`, { config }, async (request) => {
      const book = await bookOf(request.params);
      const id = parseId(request.params.id);
      const row = await stores[kind(book)].read(id, scope(book));
      if (!row) throw missing(id);
      return row;
    });

    api.post<{ Params: BookParams }>(prefix, { config }, async (request, reply) => {
      const book = await bookOf(request.params);
      const body = validate(book, true, request.body);
      const row = await stores[kind(book)].create(body, login(request), scope(book));
      // request.url already holds the API prefix.
      reply.code(201).header('location', `${request.url.split('?')[0] ?? ''}${String(row.idEdcCiselnik)}`);
      return row;
    });

    api.post<{ Params: BookParams }>(`${prefix}:id`, { config }, async (request) => {
      const book = await bookOf(request.params);
      const id = parseId(request.params.id);
      const body = validate(book, false, request.body);
      if (body.idEdcCiselnik !== undefined && body.idEdcCiselnik !== id) {
        throw badRequest('error.badRequest', [{ key: 'reason.idMismatch', params: { field: 'idEdcCiselnik', value: String(body.idEdcCiselnik), id } }]);
      }
      const store = stores[kind(book)];
      const stored = await store.read(id, scope(book));
      if (!stored) throw missing(id);
      // Renaming a code would orphan the rows holding the old one.
      if (stored.kod !== body.kod) await refuseInUse(request, book, String(stored.kod));
      const row = await store.update(id, body, login(request), scope(book));
      if (!row) throw missing(id);
      return row;
    });

    api.delete<{ Params: BookParams }>(`${prefix}:id`, { config }, async (request, reply) => {
      const book = await bookOf(request.params);
      const id = parseId(request.params.id);
      const store = stores[kind(book)];
      const stored = await store.read(id, scope(book));
      if (!stored) throw missing(id);
      await refuseInUse(request, book, String(stored.kod));
      if (!(await store.remove(id, scope(book)))) throw missing(id);
      return reply.code(204).send();
    });
  };

  // The static `mixed` segment wins over a parameter, so both shapes can share the prefix.
  register(`${BASE}mixed/:tabulka/:stlpec/`);
  register(`${BASE}:enumType/:name/`);
}
