/** The two deployments of the application. */
export type Variant = 'portal' | 'core';

/** The URL path the variant is served under, with a trailing slash (e.g. `/portal/ui/`). */
export function variantBase(variant: Variant): string {
  return `/${variant}/ui/`;
}

/** The router basename of the variant (the base without its trailing slash). */
export function variantBasename(variant: Variant): string {
  return variantBase(variant).replace(/\/$/, '');
}
