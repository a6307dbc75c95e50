import { itemNameSql } from '../codeBooks/itemName';
import type { Queryable } from '../db/types';
import type { Lang } from '../i18n/messages';

/**
 * Contract types' labels as the forms and lists show them (the `zmluva-typ` code book, in the
 * language the code-book routes answer), by code. A code the book lacks is left out.
 */
export async function contractTypeLabels(db: Queryable, lang: Lang, codes: readonly string[]): Promise<Map<string, string>> {
  const { rows } = await db.query<{ kod: string; nazov: string }>(
    `SELECT i.kod, ${itemNameSql(lang, 'i')} AS nazov
     FROM edc_ciselnik i JOIN ciselnik c ON c.id_ciselnik = i.id_ciselnik
     WHERE c.enum_type = 'portal' AND NOT c.mixed AND c.nazov = 'zmluva-typ' AND i.kod = ANY($1::text[])`,
    [codes],
  );
  return new Map(rows.map((r) => [r.kod, r.nazov]));
}
