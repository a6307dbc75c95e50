import { describe, expect, it } from 'vitest';
import { loadedFilesOutOfPreloadLists } from './preloadLists';

/** A bundle as Rollup hands it to generateBundle: chunks with their static imports. */
function bundle(chunks: Record<string, { imports: string[]; isEntry?: boolean }>) {
  return Object.fromEntries(Object.entries(chunks).map(([fileName, c]) => [fileName, { type: 'chunk', fileName, imports: c.imports, isEntry: c.isEntry ?? false }]));
}

function lists(chunks: Parameters<typeof bundle>[0]) {
  const preload = loadedFilesOutOfPreloadLists();
  (preload.plugin.generateBundle as (options: unknown, bundle: unknown) => void)({}, bundle(chunks));
  return preload.resolveDependencies;
}

const CHUNKS = {
  'portal.js': { imports: ['react.js', 'shell.js'], isEntry: true },
  'core.js': { imports: ['react.js', 'shell.js', 'coreOnly.js'], isEntry: true },
  'react.js': { imports: [] },
  'shell.js': { imports: ['react.js'] },
  'coreOnly.js': { imports: [] },
  'search.js': { imports: ['table.js'] },
  'table.js': { imports: ['button.js'] },
  'button.js': { imports: ['react.js'] },
  'dialog.js': { imports: ['button.js', 'modal.js'] },
  'modal.js': { imports: [] },
};

describe('loadedFilesOutOfPreloadLists', () => {
  it('drops from a lazy import the files every entry and the importing chunk have loaded, keeps the rest', () => {
    const resolve = lists(CHUNKS);
    // The search opens a dialog: the button came with the search's table, react with every entry.
    expect(resolve('dialog.js', ['dialog.js', 'button.js', 'react.js', 'modal.js', 'coreOnly.js'], { hostId: 'search.js', hostType: 'js' })).toEqual(['dialog.js', 'modal.js', 'coreOnly.js']);
    // From the shell nothing of the search's own is loaded yet.
    expect(resolve('search.js', ['search.js', 'table.js', 'button.js', 'react.js'], { hostId: 'shell.js', hostType: 'js' })).toEqual(['search.js', 'table.js', 'button.js']);
  });

  it('keeps what only one entry loads and leaves the pages\' own preload tags whole', () => {
    const resolve = lists(CHUNKS);
    expect(resolve('dialog.js', ['dialog.js', 'coreOnly.js'], { hostId: 'portal.js', hostType: 'js' })).toEqual(['dialog.js', 'coreOnly.js']);
    expect(resolve('portal.js', ['react.js', 'shell.js'], { hostId: 'index.html', hostType: 'html' })).toEqual(['react.js', 'shell.js']);
  });
});
