import { entityFileName } from '../../metadata/entityFiles';
import { mergeResources, type TranslationTree } from './mergeResources';
import { addTexts, loadCoreTexts, remainingTexts, textLanguages } from './resources';

// An entity's search screen shows the engine's texts and its entity's file only
// (metadata/i18n/{lang}/{entity}.json): it fetches that file alone instead of every area's texts.

const fileMaps: Record<string, () => Promise<Record<string, () => Promise<TranslationTree>>>> = {
  sk: () => import('./areas/files-sk').then((m) => m.default),
  en: () => import('./areas/files-en').then((m) => m.default),
  cs: () => import('./areas/files-cs').then((m) => m.default),
};

const loading = new Map<string, Promise<void>>();

/** The entity's own text file in `language` (named as its metadata file), as `[path, texts]` (none when the language has no such file). */
async function entityFile(language: string, entity: string): Promise<[string, TranslationTree][]> {
  const files = (await fileMaps[language]?.()) ?? {};
  const path = Object.keys(files).find((p) => p.endsWith(`/${language}/${entityFileName(entity)}.json`));
  const load = path ? files[path] : undefined;
  return path && load ? [[path, await load()]] : [];
}

/**
 * Loads the engine's texts and the entity's own file into the running i18next (when every text is
 * loaded or on its way, waits for that instead). Once per entity, and always the same promise, so
 * that a screen can use() it without suspending again. A failure is not retried here: the page shows
 * keys, and the next form or other page loads every text.
 */
export function loadEntityTexts(entity: string): Promise<void> {
  let promise = loading.get(entity);
  if (!promise) {
    const own = () => Promise.all(textLanguages().map((language) => entityFile(language, entity))).then((lists) => addTexts(mergeResources(Object.fromEntries(lists.flat()))));
    promise = (remainingTexts() ?? Promise.all([loadCoreTexts(), own()])).then(
      () => undefined,
      (error: unknown) => console.warn('Texts could not be loaded', error),
    );
    loading.set(entity, promise);
  }
  return promise;
}

/** Forgets what loadEntityTexts loaded (for tests that start again from the start texts). */
export function resetEntityTexts(): void {
  loading.clear();
}
