// EntityFormScreen's import() in a module, and so a chunk, of its own. Each import() carries the
// list of files it preloads; the form's list (RJSF, ajv, every widget, ~100 files, ~1.8 kB
// gzipped) would otherwise ride in EntityScreen's chunk and so in every search screen's download.
// The form pays one small request more, made while its much larger files are still to come.
export const loadFormScreen = () => import('./EntityFormScreen');
