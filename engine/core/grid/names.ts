/** Display names of people and legal entities as grids and lookups show them. */

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function pick(obj: Readonly<Record<string, unknown>>, keys: readonly string[]): string {
  for (const key of keys) {
    const value = text(obj[key]);
    if (value) return value;
  }
  return '';
}

/** "title first-name surname, academic-title" (e.g. "Ing. Ján Novák, PhD."); empty parts are left out. */
export function personName(value: unknown): string {
  if (typeof value !== 'object' || value === null) return text(value);
  const p = value as Record<string, unknown>;
  const full = pick(p, ['fullName']);
  const head = [pick(p, ['titul', 'titulPred', 'title']), pick(p, ['meno', 'firstName']), pick(p, ['priezvisko', 'surname', 'lastName'])]
    .filter(Boolean)
    .join(' ');
  const after = pick(p, ['titulZa', 'academicTitle']);
  if (!head) return full || pick(p, ['login']);
  return after ? `${head}, ${after}` : head;
}

/** A legal entity's name (`nazov`); a value that is a person falls back to the person's name. */
export function legalEntityName(value: unknown): string {
  if (typeof value !== 'object' || value === null) return text(value);
  const name = pick(value as Record<string, unknown>, ['nazov', 'name', 'obchodneMeno']);
  return name || personName(value);
}
