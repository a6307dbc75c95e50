import type { TranslationTree } from '../mergeResources';

// The engine's own texts in 'sk' (CORE_TEXTS in ../resources.ts; resources.test.ts checks the two
// lists agree): what every entity screen shows (search, grid, the filters' widgets, validation,
// dialogs), in one chunk that comes with the first rich page.
const texts: Record<string, TranslationTree> = import.meta.glob<TranslationTree>(
  [
    '../../../metadata/i18n/sk/engine.json',
    '../../../metadata/i18n/sk/grid.json',
    '../../../metadata/i18n/sk/widgets.json',
    '../../../metadata/i18n/sk/validation.json',
    '../../../metadata/i18n/sk/dialogs.json',
  ],
  { eager: true, import: 'default' },
);
export default texts;
