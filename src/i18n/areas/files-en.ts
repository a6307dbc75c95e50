import type { TranslationTree } from '../mergeResources';

// Each text file of 'en' outside the start's and the engine's on its own (a copy of the file in
// texts-en.ts: the `?area` query makes it a module, and so a chunk, of its own), for an
// entity's search screen, which needs its entity's file only (../entityTexts.ts).
const files: Record<string, () => Promise<TranslationTree>> = import.meta.glob<TranslationTree>(
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
  ],
  { query: '?area', import: 'default' },
);
export default files;
