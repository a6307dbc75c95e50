// Where the codes of each code book are used: a code in use cannot be deleted (409 naming the
// places). Declared here, next to the model, because only the model knows which columns (or which
// part of a jsonb address) hold codes; the SQL below never comes from a request.
import type { Lang } from '../i18n/messages';
import type { Queryable } from '../db/types';

/** One place holding codes of a code book. */
export interface CodeUsage {
  table: string;
  /** SQL over the table's columns giving the code, e.g. `typ_podpory` or `adresa->>'IdStat'`. */
  expression: string;
  /** What the place is, for the refusal message. */
  label: Record<Lang, string>;
  /** The expression is an array of codes (text[]): a row uses the code when the array holds it. */
  many?: boolean;
}

const usage = (table: string, expression: string, sk: string, en: string, cs: string, many = false): CodeUsage => ({ table, expression, label: { sk, en, cs }, many });

/** Key of a code book: `{enumType}/{name}` or `{enumType}/mixed/{name}`. */
export function codeBookKey(enumType: string, mixed: boolean, name: string): string {
  return `${enumType}/${mixed ? 'mixed/' : ''}${name}`;
}

/** The places using each code book's codes; a book not listed has codes used nowhere yet. */
export const CODE_USAGES: Readonly<Record<string, readonly CodeUsage[]>> = {
  'edc/stat': [usage('vyrobne_zariadenie', "adresa->>'IdStat'", 'adresy výrobných zariadení', 'production device addresses', 'adresy výrobních zařízení')],
  'edc/bilancna-skupina': [usage('odberne_miesto', 'bilancna_skupina', 'odberné miesta', 'metering points', 'odběrná místa')],
  'edc/sustava': [usage('odberne_miesto', 'sustava', 'odberné miesta', 'metering points', 'odběrná místa')],
  'portal/zmluva-typ': [
    usage('zmluva', 'typ_zmluvy', 'zmluvy', 'contracts', 'smlouvy'),
    usage('addendum_template', 'typy_zmluvy', 'šablóny dodatkov', 'addendum templates', 'šablony dodatků', true),
  ],
  'portal/document-type': [usage('dms_document', 'document_type', 'dokumenty', 'documents', 'dokumenty')],
  'edc/mixed/kategoria-technologie': [usage('technologia', 'kategoria', 'technológie', 'technologies', 'technologie')],
  'edc/mixed/typ-podpory': [usage('vyrobne_zariadenie', 'typ_podpory', 'výrobné zariadenia', 'production devices', 'výrobní zařízení')],
  'edc/mixed/stav-zariadenia': [usage('vyrobne_zariadenie', 'stav', 'výrobné zariadenia', 'production devices', 'výrobní zařízení')],
  'edc/mixed/typ-ucastnika': [usage('ucastnik_trhu', 'typ', 'účastníci trhu', 'market participants', 'účastníci trhu')],
};

/** Where a code is used, e.g. `["výrobné zariadenia (3)"]`; empty when it may be deleted. */
export async function usesOfCode(db: Queryable, key: string, kod: string, lang: Lang): Promise<string[]> {
  const found: string[] = [];
  for (const place of CODE_USAGES[key] ?? []) {
    const holds = place.many ? `${place.expression} @> ARRAY[$1::text]` : `${place.expression} = $1`;
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${place.table} WHERE ${holds}`, [kod]);
    const n = rows[0]?.n ?? 0;
    if (n > 0) found.push(`${place.label[lang]} (${n})`);
  }
  return found;
}
