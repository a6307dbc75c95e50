// One generic code-book screen (spec 2.4): the engine's search and detail pages over an entity
// synthesised per code book, so every list (countries, balance groups, document types, the mixed
// code books) is administered the same way without a metadata file each.
import type { EntityMetadata } from '../../engine/core/metadata';

/** Who may administer code books (spec 6: code-book menus only with enums#write). */
export const CODE_BOOK_TOKEN = 'enums#write';

/** A code book addressed by its page: by name, or a mixed one by the table and column it names. */
export type CodeBookRef = { enumType: string; name: string } | { tabulka: string; stlpec: string };

/** Route patterns of the code-book pages (relative to the basename). */
export const CODE_BOOK_PAGE_PATTERNS = [
  '/enum/enum-mixed/:tabulka/:stlpec',
  '/enum/enum-mixed/:tabulka/:stlpec/detail/:idEdcCiselnik',
  '/enum/enum-portal/:name',
  '/enum/enum-portal/:name/detail/:idEdcCiselnik',
  '/enum/:page',
  '/enum/:page/detail/:idEdcCiselnik',
] as const;

/** Route parameters of a code-book page → the code book, or undefined for a page that is none. */
export function codeBookOfParams(params: Readonly<Record<string, string | undefined>>, portal: boolean): CodeBookRef | undefined {
  const ok = (text: string | undefined): text is string => typeof text === 'string' && /^[a-z0-9_-]{1,60}$/.test(text);
  if (params.tabulka !== undefined || params.stlpec !== undefined) {
    return ok(params.tabulka) && ok(params.stlpec) ? { tabulka: params.tabulka, stlpec: params.stlpec } : undefined;
  }
  if (portal) return ok(params.name) ? { enumType: 'portal', name: params.name } : undefined;
  // /enum/enum-stat, /enum/enum-bilancna-skupina, /enum/enum-sustava: core code books.
  const page = params.page;
  return ok(page) && page.startsWith('enum-') && page !== 'enum-portal' && page !== 'enum-mixed' ? { enumType: 'edc', name: page.slice(5) } : undefined;
}

/** The page of a code book, e.g. `/enum/enum-stat` or `/enum/enum-mixed/technologia/kategoria`. */
function codeBookPage(ref: CodeBookRef): string {
  if ('tabulka' in ref) return `/enum/enum-mixed/${ref.tabulka}/${ref.stlpec}`;
  return ref.enumType === 'portal' ? `/enum/enum-portal/${ref.name}` : `/enum/enum-${ref.name}`;
}

/** The administration API of a code book (server/api/codeBookAdmin.ts). */
function codeBookApi(ref: CodeBookRef): string {
  return 'tabulka' in ref ? `/edc/ciselnik/mixed/${ref.tabulka}/${ref.stlpec}/` : `/edc/ciselnik/${ref.enumType}/${ref.name}/`;
}

/** The i18n key of a code book's title: `ciselnik.book.{name}` or `ciselnik.book.mixed.{tabulka}.{stlpec}`. */
export function codeBookTitleKey(ref: CodeBookRef): string {
  return 'tabulka' in ref ? `ciselnik.book.mixed.${ref.tabulka}.${ref.stlpec}` : `ciselnik.book.${ref.name}`;
}

/** Whether the book's items carry the document-type fields. */
function isDocumentTypeBook(ref: CodeBookRef): boolean {
  return !('tabulka' in ref) && ref.enumType === 'portal' && ref.name === 'document-type';
}

/** The entity metadata of one code book's administration screens. */
export function codeBookMetadata(ref: CodeBookRef): EntityMetadata {
  const page = codeBookPage(ref);
  const documents = isDocumentTypeBook(ref);
  return {
    entity: 'ciselnik',
    api: codeBookApi(ref),
    id: 'idEdcCiselnik',
    title: codeBookTitleKey(ref),
    tokens: { read: CODE_BOOK_TOKEN, write: CODE_BOOK_TOKEN, create: CODE_BOOK_TOKEN },
    routes: { search: page, detail: `${page}/detail/:idEdcCiselnik` },
    search: {
      filters: [
        { key: 'kod', type: 'text', match: 'startsWith' },
        { key: 'nazov', type: 'text', match: 'contains' },
        { key: 'anoPlatny', type: 'boolean' },
      ],
      columns: [
        { key: 'kod', width: 200 },
        'nazov',
        'nazovEn',
        'nazovCs',
        ...(documents ? [{ key: 'extensions', width: 160, sortable: false }, { key: 'rootDocumentType', width: 170 }] : []),
        { key: 'poradie', format: 'number0', width: 100 },
        { key: 'anoPlatny', format: 'boolean', width: 100 },
        { key: 'platnostOd', format: 'date', width: 120 },
        { key: 'platnostDo', format: 'date', width: 120 },
      ],
      sort: '+poradie,+kod',
      // Items change under other screens (forms read them live): always ask afresh.
      alwaysFresh: true,
    },
    detail: {
      layout: [
        { group: 'basic', fields: ['kod', 'nazov', 'nazovEn', 'nazovCs', 'poradie'] },
        ...(documents ? [{ group: 'document', fields: ['extensions', 'rootDocumentType'] }] : []),
        { group: 'validity', fields: ['anoPlatny', 'platnostOd', 'platnostDo'] },
      ],
      fields: {
        poradie: { widget: 'integer' },
        extensions: { widget: 'string-list' },
        platnostOd: { widget: 'date' },
        platnostDo: { widget: 'date' },
      },
      serverManaged: ['idEdcCiselnik', 'idCiselnik', 'verzia'],
      titleField: 'nazov',
    },
  };
}
