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

/** The texts by field path; undefined when no reason names a field. */
export function buildFieldReasons(reasons: readonly ReasonOfField[]): Record<string, string[]> | undefined {
  const out: Record<string, string[]> = {};
  for (const { field, text } of reasons) {
    if (field === undefined || NOT_A_FIELD.has(field)) continue;
    (out[field] ??= []).push(text);
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** `hints.fields` of an error answer's body, keeping only well-formed entries. */
export function fieldReasonsOf(body: unknown): FieldReasons {
  if (typeof body !== 'object' || body === null) return {};
  const hints = (body as { hints?: unknown }).hints;
  const fields = typeof hints === 'object' && hints !== null ? (hints as { fields?: unknown }).fields : undefined;
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return {};
  const out: Record<string, string[]> = {};
  for (const [path, texts] of Object.entries(fields)) {
    if (!Array.isArray(texts)) continue;
    const valid = texts.filter((text): text is string => typeof text === 'string' && text !== '');
    if (valid.length > 0) out[path] = valid;
  }
  return out;
}
