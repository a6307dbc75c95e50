import path from 'node:path';
import type { Plugin } from 'vite';
import { redirectImport } from './redirectImport';

/** Where Mantine's ScrollArea sits; its import of @floating-ui/react goes to the shim below. */
const SCROLL_AREA = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/;

/**
 * Resolves @floating-ui/react, imported by Mantine's ScrollArea (for useMergeRefs only), to
 * scripts/vite/mergeRefsShim.ts, so that a grid (Mantine's Table uses ScrollArea) does not
 * download floating-ui. Should ScrollArea take more from floating-ui one day, the build fails on
 * the missing export instead of shipping a broken component.
 */
export function floatingMergeRefs(projectDir: string): Plugin {
  return redirectImport('edc-floating-merge-refs', { source: '@floating-ui/react', importer: SCROLL_AREA, to: path.join(projectDir, 'scripts', 'vite', 'mergeRefsShim.ts') });
}
