/** localStorage key of the language the user chose. */
export const LANGUAGE_STORAGE_KEY = 'edc.language';

/** Languages the product ships texts for, in menu order. */
export const SUPPORTED_LANGUAGES = ['sk', 'en', 'cs'] as const;

/** The default language when nothing valid is stored. */
export const DEFAULT_LANGUAGE = 'sk';

/** The language to start with: the stored one when supported, else the configured default. */
export function resolveLanguage(stored: string | null | undefined, supported: readonly string[], fallback: string): string {
  if (stored && supported.includes(stored)) return stored;
  return supported.includes(fallback) ? fallback : (supported[0] ?? DEFAULT_LANGUAGE);
}

/** The stored language choice, or null (storage may be unavailable). */
export function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Keeps the choice and reloads, so every text, format and cached answer follows the new language. */
export function switchLanguage(language: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the reload below falls back to the default language.
  }
  window.location.reload();
}
