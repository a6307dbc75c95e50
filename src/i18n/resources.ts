import i18next from 'i18next';
import { DEFAULT_LANGUAGE } from './language';
import { languageOfPath, mergeResources, type Resources, type TranslationTree } from './mergeResources';
import startTexts from './startTexts.json';

// Every text file of every part (shell, engine, entities), one chunk each: a page downloads the
// texts of its language (and of the fallback), not of all three.
const loaders = import.meta.glob<TranslationTree>('../../metadata/i18n/*/*.json', { import: 'default' });

/**
 * The text files (metadata/i18n/{lang}/NAME.json) the shell and the dashboard need at start; the
 * others load with the first page that uses them (loadRemainingTexts). scripts/size-budget.mjs
 * counts exactly these.
 */
export const START_TEXTS: readonly string[] = startTexts;

function fileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1).replace(/\.json$/, '');
}

/** The application's translations in `languages`, merged from metadata/i18n/{lang}/*.json (only the `files` named, when given). */
export async function loadResources(languages: readonly string[], files?: readonly string[]): Promise<Resources> {
  const paths = Object.keys(loaders).filter((p) => languages.includes(languageOfPath(p) ?? '') && (!files || files.includes(fileName(p))));
  const modules = await Promise.all(paths.map(async (p) => [p, await (loaders[p] as () => Promise<TranslationTree>)()] as const));
  return mergeResources(Object.fromEntries(modules));
}

let remaining: Promise<void> | undefined;
let startedWith: readonly string[] | undefined;

/** Remembers which files initI18n loaded (all when undefined). */
export function markLoadedTexts(files: readonly string[] | undefined): void {
  startedWith = files;
  remaining = undefined;
}

/** Loads the text files not loaded at start into the running i18next (once; later calls share it). */
export function loadRemainingTexts(): Promise<void> {
  const loaded = startedWith;
  if (!loaded) return Promise.resolve();
  remaining ??= (async () => {
    const languages = [...new Set([i18next.language, DEFAULT_LANGUAGE])];
    const rest = [...new Set(Object.keys(loaders).map(fileName))].filter((name) => !loaded.includes(name));
    const resources = await loadResources(languages, rest);
    for (const [language, { translation }] of Object.entries(resources)) i18next.addResourceBundle(language, 'translation', translation, true, true);
  })().catch((error: unknown) => {
    // Pages then show keys rather than nothing; the next page tries again.
    remaining = undefined;
    console.warn('Texts could not be loaded', error);
  });
  return remaining;
}
