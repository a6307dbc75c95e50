import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { entityRoutesPlugin } from './scripts/vite/entityRoutesPlugin';
import { queriedJsonPlugin } from './scripts/vite/queriedJsonPlugin';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Test files that replace a module with vi.mock (relative to the root). */
function filesThatMock(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(relative);
      } else if (/\.test\.tsx?$/.test(entry.name) && readFileSync(path.join(root, relative), 'utf8').includes('vi.mock(')) {
        found.push(relative);
      }
    }
  };
  for (const dir of ['engine', 'widgets', 'metadata', 'src', 'server', 'scripts', 'tests']) walk(dir);
  return found;
}

const mocking = filesThatMock();

/**
 * A project's files share their worker's module cache (isolate: false): importing React, Mantine
 * and the server's modules once per worker instead of once per file took the suite from about 20
 * to about 7 minutes on 2 cores. A file that vi.mocks a module would leave its stand-in in that
 * cache for the files after it, so those files run in a twin project with a fresh module graph each.
 */
function sharedAndIsolated(name: string, include: string[], test: TestProjectInlineConfiguration['test']): TestProjectInlineConfiguration[] {
  // The patterns are 'folder/**/*.test.ts' or '….{ts,tsx}': a folder and the extensions taken.
  const matches = (file: string) =>
    include.some((pattern) => {
      const [folder = '', tail = ''] = pattern.split('/**/');
      return file.startsWith(`${folder}/`) && (tail.includes('tsx') || file.endsWith('.ts'));
    });
  const own = mocking.filter(matches);
  const shared: TestProjectInlineConfiguration = { extends: true, test: { ...test, name, include, exclude: own, isolate: false } };
  if (own.length === 0) return [shared];
  return [shared, { extends: true, test: { ...test, name: `${name} (isolated)`, include: own, isolate: true } }];
}

// Pure modules and the server run in Node; React code runs in jsdom; every core is used.
export default defineConfig({
  // The digest of the entity files the shell's route table imports (virtual:entity-routes).
  plugins: [entityRoutesPlugin(root), queriedJsonPlugin()],
  test: {
    maxWorkers: availableParallelism(),
    projects: [
      ...sharedAndIsolated('node', ['engine/core/**/*.test.ts', 'server/**/*.test.ts', 'metadata/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/agreement/**/*.test.ts'], {
        environment: 'node',
        testTimeout: 30000,
        hookTimeout: 60000,
        // Migrates and seeds one template database that the server tests copy.
        globalSetup: ['server/testing/globalSetup.ts'],
      }),
      ...sharedAndIsolated('dom', ['engine/react/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'], {
        environment: 'jsdom',
        // Threads start faster than processes; the server tests (PGlite's memory) stay in forks.
        pool: 'threads',
        setupFiles: ['tests/setup/dom.ts'],
        server: { deps: { inline: ['@rjsf/mantine'] } },
        testTimeout: 20000,
      }),
    ],
  },
});
