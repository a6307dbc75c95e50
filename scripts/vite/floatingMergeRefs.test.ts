import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { floatingMergeRefs } from './floatingMergeRefs';

const root = path.resolve(__dirname, '../..');
const resolve = (source: string, importer: string | undefined) => {
  const hook = floatingMergeRefs(root).resolveId as (source: string, importer: string | undefined) => string | null;
  return hook(source, importer);
};

describe('floatingMergeRefs', () => {
  it('sends only ScrollArea\'s import of @floating-ui/react to the shim', () => {
    const scrollArea = path.join(root, 'node_modules/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs');
    expect(resolve('@floating-ui/react', scrollArea)).toBe(path.join(root, 'scripts/vite/mergeRefsShim.ts'));
    expect(resolve('@floating-ui/react', path.join(root, 'node_modules/@mantine/core/esm/components/Popover/Popover.mjs'))).toBeNull();
    expect(resolve('react', scrollArea)).toBeNull();
  });

  it('ScrollArea takes nothing but useMergeRefs from floating-ui (else the shim would be incomplete)', () => {
    const source = readFileSync(path.join(root, 'node_modules/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs'), 'utf8');
    const imports = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']@floating-ui\/react["']/g)].map((m) => m[1]?.trim());
    expect(imports).toEqual(['useMergeRefs']);
  });
});
