/**
 * The hint of an error answer that names the fields its reasons are about: `hints.fields`, the
 * reason texts by field path (`nazov`, `generatory.1.nazov`). The server writes it from the
 * reasons' own field (never from their text); forms read it to show each text under its field.
 */
export type FieldReasons = Readonly<Record<string, readonly string[]>>;

/** A reason's text and the field path it is about, if any. */
export interface ReasonOfField {
  field: string | undefined;
  text: string;
}

/** Paths that are no field of a form (the server's name for a body that is not an object). */
const NOT_A_FIELD = new Set(['', 'field.body']);

/**
 * A dictionary keyed by field paths that come from outside (a query's field, a body's key):
 * without a prototype, so `__proto__` or `constructor` are keys like any other.
 */
function keyedByInput<T>(entries: Iterable<readonly [string, T]>): Record<string, T> {
  const out = Object.create(null) as Record<string, T>;
  for (const [key, value] of entries) out[key] = value;
  return out;
}

/** The texts by field path; undefined when no reason names a field. */
export function buildFieldReasons(reasons: readonly ReasonOfField[]): Record<string, string[]> | undefined {
  const byField = new Map<string, string[]>();
  for (const { field, text } of reasons) {
    if (field === undefined || NOT_A_FIELD.has(field)) continue;
    const texts = byField.get(field);
    if (texts) texts.push(text);
    else byField.set(field, [text]);
  }
  return byField.size > 0 ? keyedByInput(byField) : undefined;
}

/** `hints.fields` of an error answer's body, keeping only well-formed entries. */
export function fieldReasonsOf(body: unknown): FieldReasons {
  if (typeof body !== 'object' || body === null) return {};
  const hints = (body as { hints?: unknown }).hints;
  const fields = typeof hints === 'object' && hints !== null ? (hints as { fields?: unknown }).fields : undefined;
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return {};
  const valid: [string, string[]][] = [];
  for (const [path, texts] of Object.entries(fields)) {
    if (!Array.isArray(texts)) continue;
    const shown = texts.filter((text): text is string => typeof text === 'string' && text !== '');
    if (shown.length > 0) valid.push([path, shown]);
  }
  return keyedByInput(valid);
}
