import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The query that makes a text file a module of its own (src/i18n/areas/files-{lang}.ts). */
const AREA_QUERY = '?area';

/**
 * Loads `metadata/i18n/{lang}/{file}.json?area` as a JSON module. The query gives an entity
 * search's own text file a module, and so a chunk, apart from the one of every area's texts that
 * bundles the same file; Vite's JSON handling does not take queried ids.
 */
export function areaTextsPlugin(): Plugin {
  return {
    name: 'edc-area-texts',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith(`.json${AREA_QUERY}`)) return null;
      const json = readFileSync(id.slice(0, -AREA_QUERY.length), 'utf8');
      // Validated here: a broken file fails the build, as Vite's JSON plugin would.
      JSON.parse(json);
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(json)))});`, map: null };
    },
  };
}
