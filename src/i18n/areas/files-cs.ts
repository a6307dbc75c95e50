import type { TranslationTree } from '../mergeResources';

// Each text file of 'cs' outside the start's and the engine's on its own (a copy of the file in
// texts-cs.ts: the `?area` query makes it a module, and so a chunk, of its own), for an
// entity's search screen, which needs its entity's file only (../entityTexts.ts).
const files: Record<string, () => Promise<TranslationTree>> = import.meta.glob<TranslationTree>(
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
  ],
  { query: '?area', import: 'default' },
);
export default files;
