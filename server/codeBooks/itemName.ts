// A code-book item's name in the reader's language, the one choice every place naming codes makes
// (code-book routes, rule labels, contract types): English, Czech, else Slovak. An item without a
// Czech name (one the operator added without it) is named in Slovak, the closest language.
import type { FieldDef } from '../model/entity';
import type { Lang } from '../i18n/messages';

/** The SQL of an item's name in a language, over edc_ciselnik's columns (qualified by `alias` when given). */
export function itemNameSql(lang: Lang, alias?: string): string {
  const col = (name: string) => (alias === undefined ? name : `${alias}.${name}`);
  if (lang === 'en') return col('nazov_en');
  if (lang === 'cs') return `coalesce(${col('nazov_cs')}, ${col('nazov')})`;
  return col('nazov');
}

/** The name as a read-only entity field (filters and sorts use the same choice). */
export function itemNameField(lang: Lang): FieldDef {
  return lang === 'cs' ? { column: 'nazov_cs', type: 'string', expression: `(${itemNameSql(lang)})` } : { column: itemNameSql(lang), type: 'string' };
}
