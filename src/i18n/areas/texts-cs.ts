import type { TranslationTree } from '../mergeResources';

// Every text file of 'cs' except the start's (src/i18n/startTexts.json), the engine's (./core-cs.ts)
// and the pages' own (./pages-cs.ts), in one chunk: one request and one compression window
// instead of ~40. resources.test.ts checks the lists agree.
const texts: Record<string, TranslationTree> = import.meta.glob<TranslationTree>(
  [
    '../../../metadata/i18n/cs/*.json',
    '!../../../metadata/i18n/cs/shell.json',
    '!../../../metadata/i18n/cs/errors.json',
    '!../../../metadata/i18n/cs/workflow.json',
    '!../../../metadata/i18n/cs/editor.json',
    '!../../../metadata/i18n/cs/engine.json',
    '!../../../metadata/i18n/cs/grid.json',
    '!../../../metadata/i18n/cs/widgets.json',
    '!../../../metadata/i18n/cs/validation.json',
    '!../../../metadata/i18n/cs/dialogs.json',
    '!../../../metadata/i18n/cs/shell-pages.json',
    '!../../../metadata/i18n/cs/gallery.json',
  ],
  { eager: true, import: 'default' },
);
export default texts;
