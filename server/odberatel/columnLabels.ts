// The import template's column labels in the caller's language: the consumer form's own field
// labels (metadata/i18n/{lang}/odberatel.json, the address parts' from widgets.json), so the
// template names a column as the form names its field.
import { readUiTexts, type Tree } from '../i18n/catalogueTexts';
import type { Lang } from '../i18n/messages';
import { ADDRESS_PART, type ImportColumn } from './importRows';

function at(tree: Tree, ...keys: string[]): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const key of keys) node = typeof node === 'object' && Object.hasOwn(node, key) ? node[key] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const cache = new Map<Lang, (column: ImportColumn) => string | undefined>();

/** A column's label in a language, or undefined where the form has none. */
export function columnLabels(lang: Lang): (column: ImportColumn) => string | undefined {
  let labels = cache.get(lang);
  if (!labels) {
    const form = readUiTexts(lang, 'odberatel.json');
    const widgets = readUiTexts(lang, 'widgets.json');
    labels = (column) => {
      // An address column's label is the address widget's part, the others the form's field.
      const part = ADDRESS_PART[column];
      return part ? at(widgets, 'widgets', 'address', part) : at(form, 'odberatel', 'field', column);
    };
    cache.set(lang, labels);
  }
  return labels;
}
