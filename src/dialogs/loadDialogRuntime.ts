// DialogRuntime's import() in a module, and so a chunk, of its own. Each import() carries the list
// of files it preloads; the runtime's (every dialog page and the Mantine parts they use, ~1.4 kB
// gzipped) would otherwise ride in useDialogPages' chunk, which every search screen loads to open
// its rows' dialogs. The first dialog pays one small request more.
export const loadDialogRuntime = () => import('./DialogRuntime');
