import { mergeResources } from './mergeResources';

// Every text file of every part (shell, engine, entities) becomes one namespace per language.
const modules = import.meta.glob('../../metadata/i18n/*/*.json', { eager: true, import: 'default' });

/** The application's translations, merged from metadata/i18n/{lang}/*.json. */
export const resources = mergeResources(modules);
