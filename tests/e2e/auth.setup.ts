import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test as setup } from '@playwright/test';
import { loginWithPassword, sessionDir, type Variant } from './support';

// Each dev account signs in once per run, on the real login page; the tests reuse its provider
// session (support.ts login) instead of typing the password again in each test.
const ACCOUNTS: [string, Variant][] = [
  ['visitor', 'portal'],
  ['producer', 'portal'],
  ['supplier', 'portal'],
  ['demo', 'portal'],
  ['operator', 'core'],
  ['admin', 'core'],
];

mkdirSync(sessionDir, { recursive: true });
for (const [user, variant] of ACCOUNTS) {
  setup(`session of ${user}`, async ({ page }) => {
    await loginWithPassword(page, user, variant);
    await page.context().storageState({ path: join(sessionDir, `${user}.json`) });
  });
}
