import type { TranslationTree } from '../mergeResources';

// Every text file of 'en' except the start's (src/i18n/startTexts.json; resources.test.ts checks
// the two lists agree), in one chunk: one request and one compression window instead of ~40.
const texts: Record<string, TranslationTree> = import.meta.glob<TranslationTree>(
  [
    '../../../metadata/i18n/en/*.json',
    '!../../../metadata/i18n/en/shell.json',
    '!../../../metadata/i18n/en/errors.json',
    '!../../../metadata/i18n/en/workflow.json',
    '!../../../metadata/i18n/en/editor.json',
  ],
  { eager: true, import: 'default' },
);
export default texts;
