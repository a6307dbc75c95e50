import type { TranslationTree } from '../mergeResources';

// The text files of 'en' that only their own pages show (PAGE_TEXTS in ../resources.ts: the public,
// FAQ, registration and contract pages, the gallery), in one chunk that those pages load; a form
// or a dialog, which loads every other file, does not. resources.test.ts checks the lists agree.
const texts: Record<string, TranslationTree> = import.meta.glob<TranslationTree>(['../../../metadata/i18n/en/shell-pages.json', '../../../metadata/i18n/en/gallery.json'], { eager: true, import: 'default' });
export default texts;
