// Labels of code-book codes a schema's rule names its problems by (the catalogue's
// oneDocumentPerType: "a document of the type Revízna správa…", never its code). The codes are
// data the operator keeps, so the labels are filled in from the code book, in the reader's
// language, when the schema is served and when a body is checked: the form and the server run
// the same schema and name a type by the same label.
import type { ValidateFunction } from 'ajv';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { itemNameSql } from '../codeBooks/itemName';
import type { Queryable } from '../db/types';
import type { Lang } from '../i18n/messages';
import { compileSchema } from './validation';

/** The keywords whose rule object names a code book (`codeBook`) and takes its `labels`. */
const LABELLED_KEYWORDS = ['oneDocumentPerType'] as const;

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The code books a schema's rules name, anywhere in it. */
function codeBooksOf(schema: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const item of schema) codeBooksOf(item, out);
  else if (isNode(schema)) {
    for (const [key, value] of Object.entries(schema)) {
      if ((LABELLED_KEYWORDS as readonly string[]).includes(key) && isNode(value) && typeof value.codeBook === 'string') out.add(value.codeBook);
      else codeBooksOf(value, out);
    }
  }
  return out;
}

/** Every item of a code book (invalidated ones too: a stored row may hold one) by code, named in a language as the code-book routes name it. */
async function labelsOf(db: Queryable, book: string, lang: Lang): Promise<Record<string, string>> {
  const { rows } = await db.query<{ kod: string; nazov: string }>(
    `SELECT i.kod, ${itemNameSql(lang, 'i')} AS nazov FROM edc_ciselnik i JOIN ciselnik c ON c.id_ciselnik = i.id_ciselnik WHERE c.nazov = $1 ORDER BY i.kod`,
    [book],
  );
  const labels: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const row of rows) labels[row.kod] = row.nazov;
  return labels;
}

/** The schema with each labelled rule's `labels` filled from its code book (a copy; the rest is shared). */
function withLabels(schema: unknown, labels: ReadonlyMap<string, Record<string, string>>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => withLabels(item, labels));
  if (!isNode(schema)) return schema;
  const out: Node = {};
  for (const [key, value] of Object.entries(schema)) {
    const book = (LABELLED_KEYWORDS as readonly string[]).includes(key) && isNode(value) && typeof value.codeBook === 'string' ? value.codeBook : undefined;
    out[key] = book === undefined ? withLabels(value, labels) : { ...(value as Node), labels: { ...labels.get(book) } };
  }
  return out;
}

/** A schema as served and enforced for one request: with its code books' labels in that language. */
export interface LabelledSchema {
  /** The schema as served for that request (the one given when it names no code book). */
  schema: JsonSchema;
  /** Its validator, compiled when first asked for (a read-only entity's schema is only served). */
  validator: () => ValidateFunction;
}

function served(schema: JsonSchema): LabelledSchema {
  let compiled: ValidateFunction | undefined;
  return { schema, validator: () => (compiled ??= compileSchema(schema)) };
}

/** Compiled validators kept per distinct label set (code books change rarely); the oldest go first. */
const KEPT = 16;

/**
 * The schema and its validator for a request's language. A schema naming no code book is served
 * and enforced as it is; one that names some is filled in with their labels, its validator
 * compiled once per distinct set of labels.
 */
export function labelledSchema(schema: JsonSchema): (db: Queryable, lang: Lang) => Promise<LabelledSchema> {
  const books = [...codeBooksOf(schema)];
  if (books.length === 0) {
    const plain = served(schema);
    return async () => plain;
  }
  const compiled = new Map<string, LabelledSchema>();
  return async (db, lang) => {
    const labels = new Map(await Promise.all(books.map(async (book) => [book, await labelsOf(db, book, lang)] as const)));
    const key = JSON.stringify([...labels]);
    let found = compiled.get(key);
    if (!found) {
      found = served(withLabels(schema, labels) as JsonSchema);
      if (compiled.size >= KEPT) compiled.delete(compiled.keys().next().value as string);
      compiled.set(key, found);
    }
    return found;
  };
}
