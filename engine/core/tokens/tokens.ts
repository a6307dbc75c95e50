/** The permission tokens of one entity: `{base}#read`, `#write`, `#create`. */
export interface EntityTokens {
  read: string;
  write: string;
  create: string;
}

export function entityTokens(base: string): EntityTokens {
  return { read: `${base}#read`, write: `${base}#write`, create: `${base}#create` };
}

/**
 * What a screen, menu entry or field asks of the user's tokens: one token, a list that must all
 * be held, or `{ anyOf }` of which one suffices. The one definition used by client and server.
 */
export type TokenRequirement = string | readonly string[] | { readonly anyOf: readonly string[] };

/**
 * Whether the user's tokens satisfy a requirement: undefined = no requirement, a string = that
 * token, an array = every one of them (empty = no requirement), `{ anyOf }` = at least one.
 */
export function hasToken(tokens: ReadonlySet<string> | readonly string[], required: TokenRequirement | undefined): boolean {
  if (required === undefined) return true;
  const has = isSet(tokens) ? (t: string) => tokens.has(t) : (t: string) => tokens.includes(t);
  if (typeof required === 'string') return has(required);
  if (isAnyOf(required)) return required.anyOf.some(has);
  return required.every(has);
}

/**
 * The tokens to name when a requirement is not met (a 403's reasons): the missing ones of a list,
 * all choices of an `{ anyOf }` none of which is held; empty when the requirement is met.
 */
export function missingTokens(tokens: ReadonlySet<string> | readonly string[], required: TokenRequirement | undefined): string[] {
  if (hasToken(tokens, required) || required === undefined) return [];
  if (typeof required === 'string') return [required];
  if (isAnyOf(required)) return [...required.anyOf];
  return required.filter((t) => !hasToken(tokens, t));
}

function isAnyOf(required: readonly string[] | { readonly anyOf: readonly string[] }): required is { readonly anyOf: readonly string[] } {
  return !Array.isArray(required);
}

function isSet(tokens: ReadonlySet<string> | readonly string[]): tokens is ReadonlySet<string> {
  return !Array.isArray(tokens);
}
