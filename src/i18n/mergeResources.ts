/** A nested translation tree as stored in the JSON files. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/** i18next resources: one `translation` namespace per language. */
export type Resources = Record<string, { translation: TranslationTree }>;

function isTree(value: unknown): value is TranslationTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Deep-merges `source` into `target` (returns a new tree, sharing no branch with either); a later
 * leaf wins. No sharing, because i18next merges later files (addResourceBundle, deep) into the
 * branches it holds: a shared branch would be the imported JSON module's own object, and a file
 * loaded later (shell-pages.json into `shell`) would stay in shell.json's module for every later start.
 */
export function deepMerge(target: TranslationTree, source: TranslationTree): TranslationTree {
  const out: TranslationTree = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = out[key];
    out[key] = isTree(value) ? deepMerge(isTree(existing) ? existing : {}, value) : value;
  }
  return out;
}

/** The language folder of a path like `…/i18n/sk/shell.json`, or undefined. */
export function languageOfPath(filePath: string): string | undefined {
  const match = /\/i18n\/([a-z]{2}(?:-[A-Za-z]{2})?)\/[^/]+\.json$/.exec(filePath);
  return match?.[1];
}

/**
 * Builds i18next resources from `{ path: json }` modules (as `import.meta.glob` gives them):
 * every file of a language folder merged into that language's `translation` namespace,
 * in path order so the result does not depend on the bundler's ordering.
 */
export function mergeResources(modules: Record<string, unknown>): Resources {
  const resources: Resources = {};
  for (const filePath of Object.keys(modules).sort()) {
    const language = languageOfPath(filePath);
    const content = modules[filePath];
    const tree = isTree(content) && isTree(content.default) ? content.default : content;
    if (!language || !isTree(tree)) continue;
    const current = resources[language]?.translation ?? {};
    resources[language] = { translation: deepMerge(current, tree) };
  }
  return resources;
}
