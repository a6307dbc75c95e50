import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { menu, menuEntryLabel, mixedEnumMenu, type MixedEnumRow } from '../../../metadata/menu';
import { initI18n } from '../../i18n/init';
import { START_TEXTS } from '../../i18n/resources';

// What GET /edc/enum/mixed/ answers for the seeded mixed code books, `popis` in the request's language.
const answers: Record<string, MixedEnumRow[]> = {
  sk: [
    { tabulka: 'technologia', stlpec: 'kategoria', popis: 'Kategórie technológií' },
    { tabulka: 'ucastnik_trhu', stlpec: 'typ', popis: 'Typy účastníkov trhu' },
  ],
  en: [
    { tabulka: 'technologia', stlpec: 'kategoria', popis: 'Technology categories' },
    { tabulka: 'ucastnik_trhu', stlpec: 'typ', popis: 'Market participant types' },
  ],
  cs: [
    { tabulka: 'technologia', stlpec: 'kategoria', popis: 'Kategorie technologií' },
    { tabulka: 'ucastnik_trhu', stlpec: 'typ', popis: 'Typy účastníků trhu' },
  ],
};

const t = (key: string, params?: Record<string, string>) => i18next.t(key, params ?? {});

describe('code-book menu labels', () => {
  it.each(['sk', 'en', 'cs'])('name every mixed code book by its description in %s, never by a raw placeholder', async (language) => {
    await initI18n(language, ['sk', 'en', 'cs'], START_TEXTS);
    const entries = mixedEnumMenu(answers[language] ?? []);
    expect(entries.map((entry) => menuEntryLabel(t, entry))).toEqual(answers[language]?.map((row) => row.popis));
    // What the dashboard showed: the entry's key translated without its parameters.
    expect(t(entries[0]!.labelKey)).toContain('{{popis}}');
  });

  it('names a book without a description by its table and column', async () => {
    await initI18n('sk', ['sk', 'en', 'cs'], START_TEXTS);
    const [described, bare] = mixedEnumMenu([
      { tabulka: 'lokalita', stlpec: 'typ', popis: '  Typy lokalít ' },
      { tabulka: 'lokalita', stlpec: 'druh', popis: ' ' },
    ]);
    expect(menuEntryLabel(t, described!)).toBe('Typy lokalít');
    expect(menuEntryLabel(t, bare!)).toBe('Číselník lokalita – druh');
  });

  it('shows the fixed entries by their texts', async () => {
    await initI18n('en', ['sk', 'en', 'cs'], START_TEXTS);
    for (const entry of menu) expect(menuEntryLabel(t, entry)).not.toMatch(/\{\{|^shell\./);
  });
});
