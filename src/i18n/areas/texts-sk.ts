import type { TranslationTree } from '../mergeResources';

// Every text file of 'sk' except the start's (src/i18n/startTexts.json), the engine's (./core-sk.ts)
// and the pages' own (./pages-sk.ts), in one chunk: one request and one compression window
// instead of ~40. resources.test.ts checks the lists agree.
const texts: Record<string, TranslationTree> = import.meta.glob<TranslationTree>(
  [
    '../../../metadata/i18n/sk/*.json',
    '!../../../metadata/i18n/sk/shell.json',
    '!../../../metadata/i18n/sk/errors.json',
    '!../../../metadata/i18n/sk/workflow.json',
    '!../../../metadata/i18n/sk/editor.json',
    '!../../../metadata/i18n/sk/engine.json',
    '!../../../metadata/i18n/sk/grid.json',
    '!../../../metadata/i18n/sk/widgets.json',
    '!../../../metadata/i18n/sk/validation.json',
    '!../../../metadata/i18n/sk/dialogs.json',
    '!../../../metadata/i18n/sk/shell-pages.json',
    '!../../../metadata/i18n/sk/gallery.json',
  ],
  { eager: true, import: 'default' },
);
export default texts;
