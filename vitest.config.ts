import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { entityRoutesPlugin } from './scripts/vite/entityRoutesPlugin';
import { queriedJsonPlugin } from './scripts/vite/queriedJsonPlugin';

// Two projects: pure modules and the server run in Node; React code runs in jsdom.
export default defineConfig({
  // The digest of the entity files the shell's route table imports (virtual:entity-routes).
  plugins: [entityRoutesPlugin(path.dirname(fileURLToPath(import.meta.url))), queriedJsonPlugin()],
  test: {
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
          include: ['engine/react/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/dom.ts'],
          server: { deps: { inline: ['@rjsf/mantine'] } },
          testTimeout: 20000,
        },
      },
    ],
  },
});
