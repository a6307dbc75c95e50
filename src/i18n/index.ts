export { initI18n, currentLanguage } from './init';
export { LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES, DEFAULT_LANGUAGE, resolveLanguage, readStoredLanguage, switchLanguage } from './language';
export { mergeResources, deepMerge, type Resources, type TranslationTree } from './mergeResources';
