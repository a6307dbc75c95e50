import { expect, test } from '@playwright/test';
// @ts-expect-error: a plain .mjs script without type declarations
import { budgetFiles, startTextChunks } from '../../scripts/size-budget.mjs';
import { login, type Variant } from './support';

const logins: Record<Variant, string> = { portal: 'producer', core: 'operator' };

// Issue 6: the size budget counts the first download of the shell and the dashboard; a start must
// not load any other script (a chunk loaded at every start but missing from the count would make
// the figure lie), texts included.
for (const variant of ['portal', 'core'] as const) {
  test(`a start of the ${variant} on the dashboard loads only scripts the size budget counts`, async ({ page }) => {
    await login(page, logins[variant], variant, 'dashboard');
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname.replace(/^\//, ''));
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: /Vitajte/ })).toBeVisible();
    await expect(page.getByTestId('activity-count')).toHaveText(/\d+/);
    const counted = new Set<string>([...(budgetFiles(variant) as string[]), ...(startTextChunks() as string[])]);
    expect([...scripts].filter((file) => !counted.has(file))).toEqual([]);
    // The component library, the query cache and the other areas' texts stay out of it.
    expect([...scripts].filter((file) => /mantine|react-query|RichProviders|grid|widgets/i.test(file))).toEqual([]);
  });
}
