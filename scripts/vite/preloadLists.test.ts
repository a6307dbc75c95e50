import { describe, expect, it } from 'vitest';
import { loadedFilesOutOfPreloadLists, surelyLoaded } from './preloadLists';

type Links = { imports?: string[]; lazy?: string[]; isEntry?: boolean };

/** A bundle as Rollup hands it to generateBundle: chunks with their static and dynamic imports. */
function bundle(chunks: Record<string, Links>) {
  return {
    ...Object.fromEntries(Object.entries(chunks).map(([fileName, c]) => [fileName, { type: 'chunk' as const, fileName, imports: c.imports ?? [], dynamicImports: c.lazy ?? [], isEntry: c.isEntry ?? false }])),
    'style.css': { type: 'asset' as const },
  };
}

function lists(chunks: Record<string, Links>) {
  const preload = loadedFilesOutOfPreloadLists();
  (preload.plugin.generateBundle as (options: unknown, bundle: unknown) => void)({}, bundle(chunks));
  return preload.resolveDependencies;
}

// Two entries share the shell; the shell opens the search or a form lazily; both use the button
// and open the widgets' loaders lazily; the search opens a dialog.
const CHUNKS: Record<string, Links> = {
  'portal.js': { imports: ['react.js', 'shell.js'], isEntry: true },
  'core.js': { imports: ['react.js', 'shell.js', 'coreOnly.js'], isEntry: true },
  'react.js': {},
  'shell.js': { imports: ['react.js'], lazy: ['search.js', 'form.js'] },
  'coreOnly.js': { lazy: ['dialog.js'] },
  'search.js': { imports: ['table.js'], lazy: ['dialog.js', 'loaders.js'] },
  'form.js': { imports: ['button.js', 'input.js'], lazy: ['loaders.js'] },
  'table.js': { imports: ['button.js'] },
  'button.js': { imports: ['react.js'] },
  'input.js': {},
  'loaders.js': { lazy: ['date.js'] },
  'date.js': { imports: ['button.js', 'input.js', 'calendar.js'] },
  'calendar.js': {},
  'dialog.js': { imports: ['button.js', 'modal.js'] },
  'modal.js': {},
};

describe('loadedFilesOutOfPreloadLists', () => {
  it('drops from a lazy import what the importing chunk and every way to it have loaded, keeps the rest', () => {
    const resolve = lists(CHUNKS);
    // The search opens a dialog: the button came with the search's table, react with every entry.
    expect(resolve('dialog.js', ['dialog.js', 'button.js', 'react.js', 'modal.js'], { hostId: 'search.js', hostType: 'js' })).toEqual(['dialog.js', 'modal.js']);
    // The loaders come from the search or the form: both loaded the button, only the form the input.
    expect(resolve('date.js', ['date.js', 'button.js', 'input.js', 'calendar.js', 'react.js'], { hostId: 'loaders.js', hostType: 'js' })).toEqual(['date.js', 'input.js', 'calendar.js']);
    // From the shell nothing of the search's own is loaded yet.
    expect(resolve('search.js', ['search.js', 'table.js', 'button.js', 'react.js'], { hostId: 'shell.js', hostType: 'js' })).toEqual(['search.js', 'table.js', 'button.js']);
  });

  it('keeps what only one way has loaded and leaves the pages\' own preload tags whole', () => {
    const resolve = lists(CHUNKS);
    // The dialog also opens from core's own chunk, where no search has brought its table.
    expect(resolve('help.js', ['help.js', 'table.js', 'modal.js', 'react.js'], { hostId: 'dialog.js', hostType: 'js' })).toEqual(['help.js', 'table.js']);
    expect(resolve('portal.js', ['react.js', 'shell.js'], { hostId: 'index.html', hostType: 'html' })).toEqual(['react.js', 'shell.js']);
  });
});

describe('surelyLoaded', () => {
  it('an entry and a chunk nothing imports have their own static imports only; a cycle keeps its way in', () => {
    const loaded = surelyLoaded(
      bundle({
        'main.js': { imports: ['lib.js'], lazy: ['a.js'], isEntry: true },
        'lib.js': {},
        'a.js': { lazy: ['b.js'] },
        'b.js': { lazy: ['a.js'] },
        'orphan.js': { imports: ['lib.js'] },
      }),
    );
    expect([...(loaded.get('main.js') ?? [])].sort()).toEqual(['lib.js', 'main.js']);
    expect([...(loaded.get('orphan.js') ?? [])].sort()).toEqual(['lib.js', 'orphan.js']);
    expect([...(loaded.get('b.js') ?? [])].sort()).toEqual(['a.js', 'b.js', 'lib.js', 'main.js']);
    expect([...(loaded.get('a.js') ?? [])].sort()).toEqual(['a.js', 'lib.js', 'main.js']);
  });
});
