export { initI18n, currentLanguage } from './init';
export { SUPPORTED_LANGUAGES, DEFAULT_LANGUAGE, resolveLanguage, readStoredLanguage, switchLanguage } from './language';
