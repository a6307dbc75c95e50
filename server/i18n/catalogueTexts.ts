// The validation catalogue's messages for 400 reasons, read from the UI's own text files
// (metadata/i18n/{lang}/validation.json and the generic engine.validation texts), so the server
// says exactly what the form says, prefixed with the field: '{field}: PSČ musí mať 5 číslic'.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export type Tree = { [key: string]: string | Tree };

const I18N_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../metadata/i18n');

function flatten(tree: Tree, prefix: string, out: Record<string, string>): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[full] = value;
    else flatten(value, full, out);
  }
  return out;
}

/** One of the UI's text files (metadata/i18n/{lang}/{file}) as a tree; empty when it is missing. */
export function readUiTexts(lang: string, file: string): Tree {
  try {
    return JSON.parse(readFileSync(path.join(I18N_DIR, lang, file), 'utf8')) as Tree;
  } catch {
    return {};
  }
}

const cache = new Map<string, Record<string, string>>();

/** Templates (`{name}` placeholders, `{name:number}` where the UI's text formats a number) of the catalogue's keys in one language; empty when the files are missing. */
export function catalogueTexts(lang: string): Record<string, string> {
  let texts = cache.get(lang);
  if (!texts) {
    const flat: Record<string, string> = {};
    flatten(readUiTexts(lang, 'validation.json'), '', flat);
    const engine = readUiTexts(lang, 'engine.json').engine;
    if (engine && typeof engine === 'object' && typeof engine.validation === 'object') flatten(engine.validation, 'engine.validation', flat);
    texts = Object.fromEntries(
      Object.entries(flat)
        .filter(([key]) => key.startsWith('validation.') || key.startsWith('engine.validation.'))
        .map(([key, text]) => [key, `{field}: ${text.replace(/\{\{\s*(\w+)\s*(,\s*number\s*)?\}\}/g, (_, name: string, number?: string) => (number ? `{${name}:number}` : `{${name}}`))}`]),
    );
    cache.set(lang, texts);
  }
  return texts;
}
