import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tableScrollArea } from './tableScrollArea';

const root = path.resolve(__dirname, '../..');
const mantine = (file: string) => path.join(root, 'node_modules/@mantine/core/esm/components', file);
const resolve = (source: string, importer: string | undefined) => {
  const hook = tableScrollArea(root).resolveId as (source: string, importer: string | undefined) => string | null;
  return hook(source, importer);
};

describe('tableScrollArea', () => {
  it('sends only Table.ScrollContainer\'s import of ScrollArea to the lazy one', () => {
    expect(resolve('../ScrollArea/ScrollArea.mjs', mantine('Table/TableScrollContainer.mjs'))).toBe(path.join(root, 'engine/react/grid/tableScrollArea.tsx'));
    expect(resolve('../ScrollArea/ScrollArea.mjs', mantine('Modal/ModalRoot.mjs'))).toBeNull();
    expect(resolve('./Table.module.mjs', mantine('Table/TableScrollContainer.mjs'))).toBeNull();
    expect(resolve('../ScrollArea/ScrollArea.mjs', undefined)).toBeNull();
  });

  it('Table.ScrollContainer takes ScrollArea by that path and uses it only as a component (else the redirect would miss or break it)', () => {
    const source = readFileSync(mantine('Table/TableScrollContainer.mjs'), 'utf8');
    expect([...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']\.\.\/ScrollArea\/ScrollArea\.mjs["']/g)].map((m) => m[1]?.trim())).toEqual(['ScrollArea']);
    // Every other mention renders it (`component: … ScrollArea`), none reads its static parts.
    expect(source.match(/ScrollArea\.(?!mjs)/g)).toBeNull();
  });
});
