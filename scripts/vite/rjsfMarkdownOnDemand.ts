import path from 'node:path';
import type { Plugin } from 'vite';
import { redirectImport } from './redirectImport';

/** Where @rjsf/core's modules sit; their imports of markdown-to-jsx/react go to the shim below. */
const RJSF_CORE = /[\\/]@rjsf[\\/]core[\\/]/;

/**
 * Resolves @rjsf/core's imports of markdown-to-jsx/react to engine/react/detail/markdownOnDemand.tsx, which
 * loads the real component when a form first draws markdown, so the form screen's code does not
 * carry the parser. Should @rjsf/core take more from markdown-to-jsx one day, the build fails on
 * the missing export instead of shipping a broken form.
 */
export function rjsfMarkdownOnDemand(projectDir: string): Plugin {
  return redirectImport('edc-rjsf-markdown-on-demand', { source: 'markdown-to-jsx/react', importer: RJSF_CORE, to: path.join(projectDir, 'engine', 'react', 'detail', 'markdownOnDemand.tsx') });
}
