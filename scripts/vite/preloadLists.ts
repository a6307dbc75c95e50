import type { Plugin } from 'vite';

/**
 * Keeps out of the lazy chunks' preload lists (the `__vite__mapDeps` file names each import()
 * carries) the files that are surely loaded when the import() runs: those statically imported by
 * every entry (an import() runs only after its page's entry), and those the importing chunk
 * imports statically itself (it runs only after they have loaded). Preloading them is a no-op,
 * and their names (mostly an incompressible hash each) repeated in every lazy chunk that imports
 * lazily: the dashboard's, the search's, the forms'. The entries' own preload tags in index.html
 * (hostType 'html') stay whole.
 */
export function loadedFilesOutOfPreloadLists(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[] } {
  let started = new Set<string>();
  let closureOf: (fileName: string) => Set<string> = () => new Set();
  return {
    plugin: {
      name: 'edc-loaded-files-out-of-preload-lists',
      // Runs before Vite's own generateBundle, which asks resolveDependencies below.
      generateBundle(_options, bundle) {
        const closures = new Map<string, Set<string>>();
        /** A chunk and every chunk it imports statically, directly or not. */
        const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
          const chunk = bundle[fileName];
          if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
          seen.add(fileName);
          for (const imported of chunk.imports) closure(imported, seen);
          return seen;
        };
        closureOf = (fileName) => {
          let found = closures.get(fileName);
          if (!found) closures.set(fileName, (found = closure(fileName)));
          return found;
        };
        const entries = Object.values(bundle).filter((chunk) => chunk.type === 'chunk' && chunk.isEntry);
        const entryClosures = entries.map((entry) => closureOf(entry.fileName));
        // Only what every entry (portal, core) loads.
        started = new Set([...(entryClosures[0] ?? [])].filter((file) => entryClosures.every((c) => c.has(file))));
      },
    },
    resolveDependencies: (_file, deps, { hostId, hostType }) => {
      if (hostType !== 'js') return deps;
      const loaded = closureOf(hostId);
      return deps.filter((dep) => !started.has(dep) && !loaded.has(dep));
    },
  };
}
