import type { TranslationTree } from '../mergeResources';

// The engine's own texts in 'cs' (CORE_TEXTS in ../resources.ts; resources.test.ts checks the two
// lists agree): what every entity screen shows (search, grid, the filters' widgets, validation,
// dialogs), in one chunk that comes with the first rich page.
const texts: Record<string, TranslationTree> = import.meta.glob<TranslationTree>(
  [
    '../../../metadata/i18n/cs/engine.json',
    '../../../metadata/i18n/cs/grid.json',
    '../../../metadata/i18n/cs/widgets.json',
    '../../../metadata/i18n/cs/validation.json',
    '../../../metadata/i18n/cs/dialogs.json',
  ],
  { eager: true, import: 'default' },
);
export default texts;
