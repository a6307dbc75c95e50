import { expect, type Page } from '@playwright/test';
import type { Variant } from './support';

/**
 * Opens a menu entry as a user does, by a click (the application stays loaded), and waits until
 * React shows its page: the menu marks the entry of the page shown (the address changes before
 * that), the target's, or the one a start-up step or a started process redirected to (or none).
 * `entry` is the path inside the variant, with its query, as the menu's link has it.
 */
export async function openMenuEntry(page: Page, variant: Variant, entry: string): Promise<void> {
  const route = entry.split('?')[0];
  const before = new URL(page.url()).pathname;
  const href = `/${variant}/ui${entry === '/' ? '' : entry}`;
  // An entry given without its query still finds a link that has one.
  await page.getByTestId('main-menu').locator(`a[href="${href}"], a[href^="${href}?"]`).first().click();
  const target = `/${variant}/ui${route}`;
  // The poll says where the page stands, so that a failure names the address and the marked entry.
  await expect
    .poll(
      () =>
        page.evaluate(
          ({ target, before }) => {
            const shown = document.querySelector('[data-testid="main-menu"] a[aria-current="page"]')?.getAttribute('href')?.split('?')[0];
            const at = location.pathname;
            const ok = at === target ? shown === target : at === before ? shown === at : shown === undefined || shown === at;
            return ok ? 'shown' : `at ${at}, menu marks ${shown ?? 'nothing'}, heading ${document.querySelector('main h1')?.textContent ?? 'none'}`;
          },
          { target, before },
        ),
      // A screen's first visit loads its code: on a busy machine that alone may take over 10 s.
      { intervals: [100], timeout: 30_000, message: `${entry}: the page is shown` },
    )
    .toBe('shown');
}
