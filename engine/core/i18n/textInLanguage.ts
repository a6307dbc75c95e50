// A record's user-visible text kept per language (FAQ, mail templates): the one choice the page
// showing it and the server answering with it make alike. Slovak is always there, English is
// required beside it, Czech is optional: a text without it is read in Slovak, the closest language.

/** A text in Slovak and English, and in Czech where it has been written. */
export interface TextsByLanguage {
  sk: string;
  en: string;
  cs?: string | null;
}

/** The language a reader of `language` (sk, en or cs; anything else reads Slovak) gets the text in. */
export function languageOfText(language: string, texts: TextsByLanguage): 'sk' | 'en' | 'cs' {
  if (language === 'en') return 'en';
  return language === 'cs' && typeof texts.cs === 'string' && texts.cs !== '' ? 'cs' : 'sk';
}

/** The text a reader of `language` gets. */
export function textInLanguage(language: string, texts: TextsByLanguage): string {
  const chosen = languageOfText(language, texts);
  return (chosen === 'cs' ? texts.cs : texts[chosen]) ?? texts.sk;
}
