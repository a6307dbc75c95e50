import { createContext, useContext } from 'react';
import type { i18n as I18n } from 'i18next';
import { getI18n, I18nContext } from 'react-i18next';

/** Translation as widgets need it: a key (with options) to text, and the language. */
export interface FormTexts {
  t: (key: string, options?: Record<string, unknown>) => string;
  language: string;
}

/**
 * A form's texts, provided once by the form (one useTranslation for all its fields): a widget
 * reading this context costs a context read, not a subscription to i18next per field.
 */
export const FormTextsContext = createContext<FormTexts | null>(null);

const outsideForms = new WeakMap<I18n, FormTexts>();

/** The texts of an i18next instance in its current language (kept per instance and language). */
export function textsOf(i18n: I18n): FormTexts {
  const language = i18n.resolvedLanguage ?? i18n.language;
  const known = outsideForms.get(i18n);
  if (known && known.language === language) return known;
  const fixed = i18n.getFixedT(language);
  const texts: FormTexts = { t: (key, options) => String(fixed(key, options)), language };
  outsideForms.set(i18n, texts);
  return texts;
}

/**
 * Texts for a widget: the form's when inside one; elsewhere (a filter bar, a test) the i18next
 * instance of the nearest I18nextProvider, read without subscribing (its host re-renders on a
 * change of language).
 */
export function useFormTexts(): FormTexts {
  const form = useContext(FormTextsContext);
  const context = useContext(I18nContext);
  if (form) return form;
  return textsOf(context?.i18n ?? getI18n());
}
