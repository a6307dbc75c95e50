import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from './language';
import { loadResources, markLoadedTexts } from './resources';

/**
 * Initialises the shared i18next instance (used by the shell and the engine) in `language`, with
 * every text file or only the `files` named (the rest then loads with loadRemainingTexts).
 */
export async function initI18n(language: string, supported: readonly string[], files?: readonly string[]): Promise<i18n> {
  // Only the chosen language and the fallback are downloaded.
  const resources = await loadResources([...new Set([language, DEFAULT_LANGUAGE])], files);
  await i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...supported],
    interpolation: { escapeValue: false }, // React escapes already.
    returnNull: false,
  });
  markLoadedTexts(files);
  document.documentElement.lang = language;
  return i18next;
}

/** The current language, for the X-Language header. */
export function currentLanguage(): string {
  return i18next.resolvedLanguage ?? i18next.language ?? DEFAULT_LANGUAGE;
}
