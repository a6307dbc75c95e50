import { languageOfPath, mergeResources, type Resources, type TranslationTree } from './mergeResources';

// Every text file of every part (shell, engine, entities), one chunk each: a page downloads the
// texts of its language (and of the fallback), not of all three.
const loaders = import.meta.glob<TranslationTree>('../../metadata/i18n/*/*.json', { import: 'default' });

/** The application's translations in `languages`, merged from metadata/i18n/{lang}/*.json. */
export async function loadResources(languages: readonly string[]): Promise<Resources> {
  const paths = Object.keys(loaders).filter((p) => languages.includes(languageOfPath(p) ?? ''));
  const modules = await Promise.all(paths.map(async (p) => [p, await (loaders[p] as () => Promise<TranslationTree>)()] as const));
  return mergeResources(Object.fromEntries(modules));
}
