import { expect, test, type Page } from '@playwright/test';
import { formScreenShown, login, searchShown } from './support';

// What each step downloads (issue 14, "Weight"): a search screen brings the engine's texts, its
// entity's file and the entity screens' loader, not the other pages' loaders, the form's nor any
// other area's texts; the first form brings its loader and the areas' texts but not the texts only
// their own pages show (src/i18n/resources.ts PAGE_TEXTS); such a page (the gallery) brings those.
// Chunk names as vite.config.ts and src/i18n/areas give them.

/** The script files (names without hash) fetched from now on. */
function scriptsFetched(page: Page): Set<string> {
  const names = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const file = new URL(response.url()).pathname.split('/').pop() ?? '';
    names.add(file.replace(/-[\w-]{8}\.js$/, ''));
  });
  return names;
}

test('a search, then a form, then a page of its own load their texts and loaders step by step, texts shown and no key', async ({ page }) => {
  await login(page, 'producer', 'portal', 'dashboard');
  await expect(page.getByRole('heading', { name: /Vitajte/ })).toBeVisible();
  const scripts = scriptsFetched(page);

  await page.getByRole('navigation').getByRole('link', { name: 'Technológie' }).click();
  await page.waitForURL(/\/technologia\/vyhladanie/);
  await searchShown(page);
  // The search's texts are there with its first rows: no text shows as its key.
  await expect(page.getByText(/^(grid|engine|widgets|dialogs|technologia)\.[\w.]+$/)).toHaveCount(0);
  expect([...scripts]).toEqual(expect.arrayContaining(['entityPages', 'EntityScreen', 'core-sk', 'i18n-sk-technologia']));
  // The form's code and texts (loadFormScreen, texts-sk) may already be coming: an idle search
  // prefetches them (issue 27). Pages of their own and the dialogs' runtime are not.
  expect([...scripts].filter((name) => ['richPages', 'loadDialogRuntime', 'pages-sk'].includes(name))).toEqual([]);

  await page.getByRole('row').nth(1).click();
  await page.waitForURL(/\/detail\//);
  await formScreenShown(page);
  await expect(page.getByRole('button', { name: 'Späť na vyhľadávanie' })).toBeVisible({ timeout: 30_000 });
  expect([...scripts]).toEqual(expect.arrayContaining(['loadFormScreen', 'texts-sk']));
  expect([...scripts].filter((name) => ['richPages', 'pages-sk'].includes(name))).toEqual([]);

  // The FAQ page (a page of its own, through richPages) shows its texts from shell-pages.json.
  await page.goto('/portal/ui/faq');
  await expect(page.getByRole('heading', { name: 'Časté otázky' })).toBeVisible({ timeout: 30_000 });
  expect([...scripts]).toEqual(expect.arrayContaining(['pages-sk']));
});
