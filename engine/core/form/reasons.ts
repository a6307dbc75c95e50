/**
 * Assigns server error reasons to the form fields they name. A reason names a field when the
 * field's name appears in it as a whole word (`/nazov`, `'nazov'`, `nazov:`); a reason may name
 * several fields. Reasons that name none are left for a general message.
 */
export function reasonsByField(reasons: readonly string[], fieldNames: readonly string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const name of fieldNames) {
    const pattern = new RegExp(`(^|[^A-Za-z0-9_])${escapeRegExp(name)}($|[^A-Za-z0-9_])`);
    const named = reasons.filter((reason) => pattern.test(reason));
    if (named.length > 0) out[name] = named;
  }
  return out;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
