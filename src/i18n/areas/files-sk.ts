import type { TranslationTree } from '../mergeResources';

// Each text file of 'sk' outside the start's and the engine's on its own (a copy of the file in
// texts-sk.ts: the `?area` query makes it a module, and so a chunk, of its own), for an
// entity's search screen, which needs its entity's file only (../entityTexts.ts).
const files: Record<string, () => Promise<TranslationTree>> = import.meta.glob<TranslationTree>(
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
  ],
  { query: '?area', import: 'default' },
);
export default files;
