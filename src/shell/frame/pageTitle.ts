/** One step of the breadcrumbs: a label and, when it can be opened, its path. */
export interface Crumb {
  label: string;
  to?: string;
}

/** The browser tab's title: the breadcrumbs (or the heading) from the most specific, then the product. */
export function pageTitle(breadcrumbs: readonly Crumb[], title: string | undefined, product: string): string {
  const parts = breadcrumbs.length > 0 ? [...breadcrumbs].reverse().map((c) => c.label) : title ? [title] : [];
  return [...parts, product].filter((p) => p.trim() !== '').join(' – ');
}
