import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rjsfMarkdownOnDemand } from './rjsfMarkdownOnDemand';

const root = path.resolve(__dirname, '../..');
const resolve = (source: string, importer: string | undefined) => {
  const hook = rjsfMarkdownOnDemand(root).resolveId as (source: string, importer: string | undefined) => string | null;
  return hook(source, importer);
};

/** Every module file of @rjsf/core's ES build. */
function rjsfCoreModules(dir = path.join(root, 'node_modules/@rjsf/core/lib')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? rjsfCoreModules(path.join(dir, entry.name)) : entry.name.endsWith('.js') ? [path.join(dir, entry.name)] : [],
  );
}

describe('rjsfMarkdownOnDemand', () => {
  it("sends only @rjsf/core's imports of markdown-to-jsx/react to the on-demand component", () => {
    const richHelp = path.join(root, 'node_modules/@rjsf/core/lib/components/RichHelp.js');
    expect(resolve('markdown-to-jsx/react', richHelp)).toBe(path.join(root, 'engine/react/detail/markdownOnDemand.tsx'));
    // The on-demand component itself, and the FAQ's compiler, reach the real package.
    expect(resolve('markdown-to-jsx/react', path.join(root, 'engine/react/detail/markdownOnDemand.tsx'))).toBeNull();
    expect(resolve('markdown-to-jsx/html', path.join(root, 'src/faq/faqText.ts'))).toBeNull();
    expect(resolve('react', richHelp)).toBeNull();
  });

  it('@rjsf/core takes nothing but Markdown from markdown-to-jsx (else the on-demand component would be incomplete)', () => {
    const imports = rjsfCoreModules().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/import\s*([^;]*?)\s*from\s*["'](markdown-to-jsx[^"']*)["']/g)].map((m) => `${m[1]} from ${m[2]}`),
    );
    expect(imports.length).toBeGreaterThan(0);
    expect(new Set(imports)).toEqual(new Set(['{ Markdown } from markdown-to-jsx/react']));
  });
});
