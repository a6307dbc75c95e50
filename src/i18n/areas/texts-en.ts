import type { TranslationTree } from '../mergeResources';

// Every text file of 'en' except the start's (src/i18n/startTexts.json), the engine's (./core-en.ts)
// and the pages' own (./pages-en.ts), in one chunk: one request and one compression window
// instead of ~40. resources.test.ts checks the lists agree.
const texts: Record<string, TranslationTree> = import.meta.glob<TranslationTree>(
  [
    '../../../metadata/i18n/en/*.json',
    '!../../../metadata/i18n/en/shell.json',
    '!../../../metadata/i18n/en/errors.json',
    '!../../../metadata/i18n/en/workflow.json',
    '!../../../metadata/i18n/en/editor.json',
    '!../../../metadata/i18n/en/engine.json',
    '!../../../metadata/i18n/en/grid.json',
    '!../../../metadata/i18n/en/widgets.json',
    '!../../../metadata/i18n/en/validation.json',
    '!../../../metadata/i18n/en/dialogs.json',
    '!../../../metadata/i18n/en/shell-pages.json',
    '!../../../metadata/i18n/en/gallery.json',
  ],
  { eager: true, import: 'default' },
);
export default texts;
