import path from 'node:path';
import type { Page } from '@playwright/test';

/** What to check: the page's parts (CSS selectors) and the rules reported whatever their impact. */
export interface AxeScope {
  include?: string[];
  exclude?: string[];
  /** Rule ids reported at any impact, e.g. `region` (content outside landmarks) is only "moderate". */
  alsoRules?: string[];
}

/**
 * Serious and critical axe-core violations of the page (or of `include` less `exclude`), as
 * readable lines "impact rule: targets". axe is added as a script file, so specs that call this
 * run with `test.use({ bypassCSP: true })`: the UI's CSP rightly refuses inline scripts.
 */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  await page.addScriptTag({ path: path.resolve('node_modules/axe-core/axe.min.js') });
  return page.evaluate(async ({ include, exclude, alsoRules }) => {
    type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const context = include || exclude ? { include: (include ?? ['body']).map((s) => [s]), exclude: (exclude ?? []).map((s) => [s]) } : document;
    const result = await axe.run(context, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical' || (alsoRules ?? []).includes(v.id))
      .map((v) => `${v.impact ?? ''} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, scope);
}
