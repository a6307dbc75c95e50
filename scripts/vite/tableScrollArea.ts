import path from 'node:path';
import type { Plugin } from 'vite';
import { redirectImport } from './redirectImport';

/** Mantine's Table.ScrollContainer, whose import of ScrollArea goes to the lazy one below. */
const SCROLL_CONTAINER = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/]TableScrollContainer\.mjs$/;

/**
 * Resolves Table.ScrollContainer's import of ScrollArea to engine/react/grid/tableScrollArea.tsx,
 * which loads the real one when a container of the default type first renders: the engine's grid
 * scrolls natively (type="native"), so a search screen does not download ScrollArea (~5 kB gzipped).
 */
export function tableScrollArea(projectDir: string): Plugin {
  return redirectImport('edc-table-scroll-area', { source: '../ScrollArea/ScrollArea.mjs', importer: SCROLL_CONTAINER, to: path.join(projectDir, 'engine', 'react', 'grid', 'tableScrollArea.tsx') });
}
