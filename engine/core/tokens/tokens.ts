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
 * Whether the user's tokens satisfy a requirement: undefined = no requirement,
 * a string = that token, an array = every one of them (an empty array is no requirement).
 */
export function hasToken(tokens: ReadonlySet<string> | readonly string[], required: string | readonly string[] | undefined): boolean {
  if (required === undefined) return true;
  const has = isSet(tokens) ? (t: string) => tokens.has(t) : (t: string) => tokens.includes(t);
  if (typeof required === 'string') return has(required);
  return required.every(has);
}

function isSet(tokens: ReadonlySet<string> | readonly string[]): tokens is ReadonlySet<string> {
  return !Array.isArray(tokens);
}
