import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:entity-routes';

/**
 * `virtual:entity-routes`: the name, routes and tokens of every entity file in metadata/entities,
 * and nothing else of them. The first download (shell, menu, routes) imports this; the screens load
 * the whole files with themselves, so the metadata of 30 screens stays out of the start.
 */
export function entityRoutesPlugin(projectDir: string): Plugin {
  const dir = path.join(projectDir, 'metadata/entities');
  return {
    name: 'edc-entity-routes',
    resolveId(source) {
      return source === ID ? `\0${ID}` : undefined;
    },
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      const entities = readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => {
          const file = path.join(dir, name);
          this.addWatchFile(file);
          const meta = JSON.parse(readFileSync(file, 'utf8')) as { entity: string; routes: unknown; tokens: unknown };
          return { entity: meta.entity, routes: meta.routes, tokens: meta.tokens };
        });
      return `export default ${JSON.stringify(entities)};`;
    },
  };
}
