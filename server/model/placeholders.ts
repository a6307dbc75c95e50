import type { FieldProblem } from './entity';

// Placeholders of the operator's templates (mail templates, addendum templates): `{{name}}`, the
// name from a declared list. One checker for every kind of template, so they refuse alike.
const PLACEHOLDER = /\{\{\s*([^{}\s]*)\s*\}\}/g;

/** Names of the placeholders in a text, in order of first use. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''))];
}

/** The text with each placeholder whose name has a value replaced by it; others stay as written. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? (values[name] as string) : whole));
}

/**
 * One problem per text field using placeholders outside `allowed`, naming them and the allowed ones
 * (forms-data 5: an unknown placeholder is refused on save).
 */
export function checkPlaceholders(body: Readonly<Record<string, unknown>>, fields: readonly string[], allowed: readonly string[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of fields) {
    const text = body[field];
    if (typeof text !== 'string') continue;
    const unknown = placeholdersOf(text).filter((name) => !allowed.includes(name));
    if (unknown.length > 0) {
      problems.push({ field, key: 'reason.unknownPlaceholder', params: { names: unknown.map((n) => `{{${n}}}`).join(', '), allowed: allowed.join(', ') } });
    }
  }
  return problems;
}
