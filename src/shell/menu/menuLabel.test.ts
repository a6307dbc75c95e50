import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { menu, menuEntryLabel, mixedEnumMenu, type MixedEnumRow } from '../../../metadata/menu';
import { initI18n } from '../../i18n/init';
import { START_TEXTS } from '../../i18n/resources';

// What GET /edc/enum/mixed/ answers for the seeded mixed code books (popis in the request's language).
const rows: MixedEnumRow[] = [
  { tabulka: 'technologia', stlpec: 'kategoria', popis: 'Kategórie technológií' },
  { tabulka: 'vyrobne_zariadenie', stlpec: 'typ_podpory', popis: 'Typy podpory výroby' },
  { tabulka: 'vyrobne_zariadenie', stlpec: 'stav', popis: 'Stavy výrobných zariadení' },
  { tabulka: 'ucastnik_trhu', stlpec: 'typ', popis: 'Typy účastníkov trhu' },
];

const expected: Record<string, string[]> = {
  sk: ['Kategórie technológií', 'Typy podpory výroby', 'Stavy výrobných zariadení', 'Typy účastníkov trhu'],
  en: ['Technology categories', 'Support types', 'Production device states', 'Market participant types'],
  cs: ['Kategorie technologií', 'Typy podpory výroby', 'Stavy výroben', 'Typy účastníků trhu'],
};

const t = (keys: string | string[], params?: Record<string, string>) => i18next.t(keys, params ?? {});

describe('code-book menu labels', () => {
  it.each(['sk', 'en', 'cs'])('names every seeded mixed code book in %s, never by a raw placeholder', async (language) => {
    await initI18n(language, ['sk', 'en', 'cs'], START_TEXTS);
    const labels = mixedEnumMenu(rows).map((entry) => menuEntryLabel(t, entry));
    expect(labels).toEqual(expected[language]);
  });

  it('names a book the texts do not know by the server description, else by its table and column', async () => {
    await initI18n('sk', ['sk', 'en', 'cs'], START_TEXTS);
    const [described, bare] = mixedEnumMenu([
      { tabulka: 'lokalita', stlpec: 'typ', popis: '  Typy lokalít ' },
      { tabulka: 'lokalita', stlpec: 'druh' },
    ]);
    expect(menuEntryLabel(t, described!)).toBe('Typy lokalít');
    expect(menuEntryLabel(t, bare!)).toBe('Číselník lokalita – druh');
  });

  it('shows the fixed entries as before', async () => {
    await initI18n('sk', ['sk', 'en', 'cs'], START_TEXTS);
    const dashboard = menu.find((entry) => entry.path === '/dashboard')!;
    expect(menuEntryLabel(t, dashboard)).not.toMatch(/\{\{|^shell\./);
  });

  it('never leaves a placeholder unfilled, however an entry is labelled', async () => {
    await initI18n('en', ['sk', 'en', 'cs'], START_TEXTS);
    for (const entry of mixedEnumMenu([...rows, { tabulka: 'x', stlpec: 'y', popis: 'Z' }])) {
      expect(menuEntryLabel(t, entry)).not.toContain('{{');
    }
  });
});
