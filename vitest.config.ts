import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { entityRoutesPlugin } from './scripts/vite/entityRoutesPlugin';
import { queriedJsonPlugin } from './scripts/vite/queriedJsonPlugin';

// Two projects: pure modules and the server run in Node; React code runs in jsdom. Both run on
// every core, and files share their worker's module cache (isolate: false): importing React,
// Mantine and the server's modules once per worker instead of once per file cut the suite from
// about 20 to about 6.5 minutes on 2 cores. Each test cleans up what it sets (the DOM through
// Testing Library, its own database per server test file).
export default defineConfig({
  // The digest of the entity files the shell's route table imports (virtual:entity-routes).
  plugins: [entityRoutesPlugin(path.dirname(fileURLToPath(import.meta.url))), queriedJsonPlugin()],
  test: {
    maxWorkers: availableParallelism(),
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['engine/core/**/*.test.ts', 'server/**/*.test.ts', 'metadata/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/agreement/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          // Migrates and seeds one template database that the server tests copy.
          globalSetup: ['server/testing/globalSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // Threads start faster than processes; the server tests (PGlite's memory) stay in forks.
          pool: 'threads',
          include: ['engine/react/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/dom.ts'],
          server: { deps: { inline: ['@rjsf/mantine'] } },
          testTimeout: 20000,
        },
      },
    ],
  },
});
