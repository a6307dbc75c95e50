import type { Plugin } from 'vite';

/** What this module reads of a chunk in the bundle generateBundle hands over. */
interface ChunkLinks {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
}
type Bundle = Record<string, ChunkLinks | { type: 'asset' }>;

/**
 * What is surely loaded whenever a chunk's code runs: its own static imports (fetched and linked
 * before any of them evaluates), and what is surely loaded wherever the chunk can be loaded from,
 * that is, in every chunk that imports it, statically or by import(). An entry has its own
 * static imports only; so does a chunk nothing in the bundle imports. Computed as the largest
 * sets that satisfy this (a chunk only imported in a cycle gets what the cycle's way in has).
 */
export function surelyLoaded(bundle: Bundle): Map<string, Set<string>> {
  const chunks = Object.values(bundle).filter((output): output is ChunkLinks => output.type === 'chunk');
  const closures = new Map<string, Set<string>>();
  /** A chunk and every chunk it imports statically, directly or not. */
  const closure = (fileName: string): Set<string> => {
    let found = closures.get(fileName);
    if (found) return found;
    found = new Set();
    const stack = [fileName];
    while (stack.length > 0) {
      const next = stack.pop() as string;
      const chunk = bundle[next];
      if (found.has(next) || chunk?.type !== 'chunk') continue;
      found.add(next);
      stack.push(...chunk.imports);
    }
    closures.set(fileName, found);
    return found;
  };
  const importers = new Map<string, string[]>();
  for (const chunk of chunks) {
    for (const imported of [...chunk.imports, ...chunk.dynamicImports]) {
      const list = importers.get(imported);
      if (list) list.push(chunk.fileName);
      else importers.set(imported, [chunk.fileName]);
    }
  }
  // Undefined: not known yet, which counts as "everything" (the largest sets, narrowed below).
  const loaded = new Map<string, Set<string> | undefined>();
  for (const chunk of chunks) loaded.set(chunk.fileName, chunk.isEntry || !importers.has(chunk.fileName) ? closure(chunk.fileName) : undefined);
  for (let changed = true; changed; ) {
    changed = false;
    for (const chunk of chunks) {
      if (chunk.isEntry || !importers.has(chunk.fileName)) continue;
      const known = (importers.get(chunk.fileName) ?? []).map((importer) => loaded.get(importer)).filter((set) => set !== undefined);
      if (known.length === 0) continue;
      const [first, ...rest] = known;
      const next = new Set(closure(chunk.fileName));
      for (const file of first as Set<string>) if (rest.every((set) => set.has(file))) next.add(file);
      const before = loaded.get(chunk.fileName);
      if (before === undefined || next.size < before.size) {
        loaded.set(chunk.fileName, next);
        changed = true;
      }
    }
  }
  return new Map([...loaded].map(([fileName, set]) => [fileName, set ?? closure(fileName)]));
}

/**
 * Keeps out of the lazy chunks' preload lists (the `__vite__mapDeps` file names each import()
 * carries) the files that are surely loaded when the import() runs (surelyLoaded): those the
 * importing chunk imports statically, and those every way to the importing chunk has loaded
 * (the entries' shell, the search page's Mantine parts under a widget's loader). Preloading them
 * is a no-op, and their names, an incompressible hash each, repeated in every lazy chunk that
 * imports lazily: the search's, the forms', the widgets' loaders. The entries' own preload tags
 * in index.html (hostType 'html') stay whole.
 */
export function loadedFilesOutOfPreloadLists(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[] } {
  let loaded = new Map<string, Set<string>>();
  return {
    plugin: {
      name: 'edc-loaded-files-out-of-preload-lists',
      // Runs before Vite's own generateBundle, which asks resolveDependencies below.
      generateBundle(_options, bundle) {
        loaded = surelyLoaded(bundle);
      },
    },
    resolveDependencies: (_file, deps, { hostId, hostType }) => {
      const host = hostType === 'js' ? loaded.get(hostId) : undefined;
      return host ? deps.filter((dep) => !host.has(dep)) : deps;
    },
  };
}
