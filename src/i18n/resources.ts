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

// The engine's text files (CORE_TEXTS) in one chunk per language (./areas/core-{lang}.ts): every
// entity screen shows them, so they come with the first rich page.
const coreBundles: Record<string, () => Promise<Record<string, TranslationTree>>> = {
  sk: () => import('./areas/core-sk').then((m) => m.default),
  en: () => import('./areas/core-en').then((m) => m.default),
  cs: () => import('./areas/core-cs').then((m) => m.default),
};

// Every other text file of a language in one chunk (./areas/texts-{lang}.ts), loaded with the
// first page that is not an entity's search (which loads its entity's file alone, entityTexts.ts):
// one request instead of ~40 and better compression.
const areaBundles: Record<string, () => Promise<Record<string, TranslationTree>>> = {
  sk: () => import('./areas/texts-sk').then((m) => m.default),
  en: () => import('./areas/texts-en').then((m) => m.default),
  cs: () => import('./areas/texts-cs').then((m) => m.default),
};

// The text files only their own pages show (PAGE_TEXTS) in one chunk per language
// (./areas/pages-{lang}.ts), loaded by those pages (loadRemainingTexts), not by forms or dialogs.
const pageBundles: Record<string, () => Promise<Record<string, TranslationTree>>> = {
  sk: () => import('./areas/pages-sk').then((m) => m.default),
  en: () => import('./areas/pages-en').then((m) => m.default),
  cs: () => import('./areas/pages-cs').then((m) => m.default),
};

/** The engine's text files, loaded with the rich providers (loadCoreTexts). */
export const CORE_TEXTS: readonly string[] = ['engine', 'grid', 'widgets', 'validation', 'dialogs'];

/**
 * The text files that only their own pages show (the public, FAQ, registration and contract
 * pages, the gallery): loaded with those pages (loadRemainingTexts), not with a form or a dialog
 * (loadAreaTexts).
 */
export const PAGE_TEXTS: readonly string[] = ['shell-pages', 'gallery'];

/** Where texts come from (for the test that keeps the literal lists in line with startTexts.json). */
export function textSources(): {
  startFiles: string[];
  bundledLanguages: string[];
  coreBundle: (language: string) => Promise<Record<string, TranslationTree>>;
  areaBundle: (language: string) => Promise<Record<string, TranslationTree>>;
  pageBundle: (language: string) => Promise<Record<string, TranslationTree>>;
} {
  return {
    startFiles: Object.keys(startLoaders),
    bundledLanguages: Object.keys(areaBundles),
    coreBundle: (language) => coreBundles[language]?.() ?? Promise.resolve({}),
    areaBundle: (language) => areaBundles[language]?.() ?? Promise.resolve({}),
    pageBundle: (language) => pageBundles[language]?.() ?? Promise.resolve({}),
  };
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

/** The translations in `languages` of the text files whose name passes `take`, from the start files and the bundles asked for. */
async function loadTexts(languages: readonly string[], take: (name: string) => boolean, bundles: { core: boolean; area: boolean; pages: boolean }): Promise<Resources> {
  const wanted = (p: string) => languages.includes(languageOfPath(p) ?? '') && take(fileName(p));
  const starts = Object.keys(startLoaders)
    .filter(wanted)
    .map(async (p) => [[p, await (startLoaders[p] as () => Promise<TranslationTree>)()] as const]);
  // A language's bundles are fetched only when files in them are asked for.
  const fetched = [...(bundles.core ? [coreBundles] : []), ...(bundles.area ? [areaBundles] : []), ...(bundles.pages ? [pageBundles] : [])];
  const fromBundles = fetched.flatMap((bundle) => languages.map(async (language) => Object.entries((await bundle[language]?.()) ?? {}).filter(([p]) => wanted(p))));
  const modules = (await Promise.all([...starts, ...fromBundles])).flat();
  return mergeResources(Object.fromEntries(modules));
}

/** The application's translations in `languages`, merged from metadata/i18n/{lang}/*.json (only the `files` named, when given). */
export function loadResources(languages: readonly string[], files?: readonly string[]): Promise<Resources> {
  const core = files === undefined || files.some((name) => CORE_TEXTS.includes(name));
  const area = files === undefined || files.some((name) => !START_TEXTS.includes(name) && !CORE_TEXTS.includes(name) && !PAGE_TEXTS.includes(name));
  const pages = files === undefined || files.some((name) => PAGE_TEXTS.includes(name));
  return loadTexts(languages, (name) => !files || files.includes(name), { core, area, pages });
}

let core: Promise<void> | undefined;
let area: Promise<void> | undefined;
let remaining: Promise<void> | undefined;
let startedWith: readonly string[] | undefined;

/** Remembers which files initI18n loaded (all when undefined). */
export function markLoadedTexts(files: readonly string[] | undefined): void {
  startedWith = files;
  core = undefined;
  area = undefined;
  remaining = undefined;
}

/** The languages whose texts are loaded: the current one and the fallback. */
export function textLanguages(): string[] {
  return [...new Set([i18next.language, DEFAULT_LANGUAGE])];
}

/** Adds loaded translations to the running i18next (deep, overwriting). */
export function addTexts(resources: Resources): void {
  for (const [language, { translation }] of Object.entries(resources)) i18next.addResourceBundle(language, 'translation', translation, true, true);
}

/** Loads the engine's text files (CORE_TEXTS) into the running i18next (once; later calls share it). */
export function loadCoreTexts(): Promise<void> {
  const loaded = startedWith;
  if (!loaded) return Promise.resolve();
  core ??= loadTexts(textLanguages(), (name) => CORE_TEXTS.includes(name) && !loaded.includes(name), { core: true, area: false, pages: false })
    .then(addTexts)
    .catch((error: unknown) => {
      // Pages then show keys rather than nothing; the next page tries again.
      core = undefined;
      console.warn('Texts could not be loaded', error);
    });
  return core;
}

/** Whether every text file a form or a dialog shows is loaded or on its way (loadAreaTexts was called). */
export function remainingTexts(): Promise<void> | undefined {
  return startedWith ? area : Promise.resolve();
}

/**
 * Loads the text files not loaded at start, except the pages' own (PAGE_TEXTS), into the running
 * i18next (once; later calls share it): what a form or a dialog may show (related entities,
 * actions, dialogs of any area).
 */
export function loadAreaTexts(): Promise<void> {
  const loaded = startedWith;
  if (!loaded) return Promise.resolve();
  area ??= Promise.all([
    loadCoreTexts(),
    loadTexts(textLanguages(), (name) => !loaded.includes(name) && !CORE_TEXTS.includes(name) && !PAGE_TEXTS.includes(name), { core: false, area: true, pages: false }).then(addTexts),
  ])
    .then(() => undefined)
    .catch((error: unknown) => {
      // Pages then show keys rather than nothing; the next page tries again.
      area = undefined;
      console.warn('Texts could not be loaded', error);
    });
  return area;
}

/** Loads every text file not loaded at start into the running i18next (once; later calls share it). */
export function loadRemainingTexts(): Promise<void> {
  const loaded = startedWith;
  if (!loaded) return Promise.resolve();
  remaining ??= Promise.all([
    loadAreaTexts(),
    loadTexts(textLanguages(), (name) => !loaded.includes(name) && PAGE_TEXTS.includes(name), { core: false, area: false, pages: true }).then(addTexts),
  ])
    .then(() => undefined)
    .catch((error: unknown) => {
      // Pages then show keys rather than nothing; the next page tries again.
      remaining = undefined;
      console.warn('Texts could not be loaded', error);
    });
  return remaining;
}
