import i18next from 'i18next';
import { DEFAULT_LANGUAGE } from './language';
import { languageOfPath, mergeResources, type Resources, type TranslationTree } from './mergeResources';
import startTexts from './startTexts.json';

// The start's text files (startTexts.json), one chunk each per language; the size budget counts
// exactly these. The glob lists them literally (Vite needs literals); resources.test.ts checks.
const startLoaders = import.meta.glob<TranslationTree>(
  ['../../metadata/i18n/*/shell.json', '../../metadata/i18n/*/errors.json', '../../metadata/i18n/*/workflow.json', '../../metadata/i18n/*/editor.json'],
  { import: 'default' },
);

// Every other text file of a language in one chunk (./areas/texts-{lang}.ts), loaded with the
// first rich page: one request instead of ~40 and better compression.
const areaBundles: Record<string, () => Promise<Record<string, TranslationTree>>> = {
  sk: () => import('./areas/texts-sk').then((m) => m.default),
  en: () => import('./areas/texts-en').then((m) => m.default),
  cs: () => import('./areas/texts-cs').then((m) => m.default),
};

/** Where texts come from (for the test that keeps the literal lists in line with startTexts.json). */
export function textSources(): { startFiles: string[]; bundledLanguages: string[]; areaBundle: (language: string) => Promise<Record<string, TranslationTree>> } {
  return { startFiles: Object.keys(startLoaders), bundledLanguages: Object.keys(areaBundles), areaBundle: (language) => areaBundles[language]?.() ?? Promise.resolve({}) };
}

/**
 * The text files (metadata/i18n/{lang}/NAME.json) the shell and the dashboard need at start; the
 * others load with the first page that uses them (loadRemainingTexts). scripts/size-budget.mjs
 * counts exactly these.
 */
export const START_TEXTS: readonly string[] = startTexts;

function fileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1).replace(/\.json$/, '');
}

/** The translations in `languages` of the text files whose name passes `take`. */
async function loadTexts(languages: readonly string[], take: (name: string) => boolean, startOnly: boolean): Promise<Resources> {
  const wanted = (p: string) => languages.includes(languageOfPath(p) ?? '') && take(fileName(p));
  const starts = Object.keys(startLoaders)
    .filter(wanted)
    .map(async (p) => [[p, await (startLoaders[p] as () => Promise<TranslationTree>)()] as const]);
  // A language's area bundle is fetched only when files outside the start are asked for.
  const areas = startOnly ? [] : languages.map(async (language) => Object.entries((await areaBundles[language]?.()) ?? {}).filter(([p]) => wanted(p)));
  const modules = (await Promise.all([...starts, ...areas])).flat();
  return mergeResources(Object.fromEntries(modules));
}

/** The application's translations in `languages`, merged from metadata/i18n/{lang}/*.json (only the `files` named, when given). */
export function loadResources(languages: readonly string[], files?: readonly string[]): Promise<Resources> {
  return loadTexts(languages, (name) => !files || files.includes(name), files !== undefined && files.every((name) => START_TEXTS.includes(name)));
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
    const resources = await loadTexts(languages, (name) => !loaded.includes(name), false);
    for (const [language, { translation }] of Object.entries(resources)) i18next.addResourceBundle(language, 'translation', translation, true, true);
  })().catch((error: unknown) => {
    // Pages then show keys rather than nothing; the next page tries again.
    remaining = undefined;
    console.warn('Texts could not be loaded', error);
  });
  return remaining;
}
