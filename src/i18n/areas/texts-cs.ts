import type { TranslationTree } from '../mergeResources';

// Every text file of 'cs' except the start's (src/i18n/startTexts.json; resources.test.ts checks
// the two lists agree), in one chunk: one request and one compression window instead of ~40.
const texts: Record<string, TranslationTree> = import.meta.glob<TranslationTree>(
  [
    '../../../metadata/i18n/cs/*.json',
    '!../../../metadata/i18n/cs/shell.json',
    '!../../../metadata/i18n/cs/errors.json',
    '!../../../metadata/i18n/cs/workflow.json',
    '!../../../metadata/i18n/cs/editor.json',
  ],
  { eager: true, import: 'default' },
);
export default texts;
