// Fields holding codes of a code book are checked against the live book, not a schema enum: the
// operator adds and invalidates items without a release. A new value must be valid today; a value
// the stored row already holds may stay (it was valid when saved: invalidating keeps old rows).
import { PATTERNS } from '../../engine/core/validation/patterns';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import type { FieldProblem, VerifyContext } from '../model/entity';

/** The shape of a code-book item's code (country codes, EICs, dotted document types, upper-case constants). */
export const CODE_BOOK_CODE: JsonSchema = { type: 'string', minLength: 1, maxLength: 60, pattern: PATTERNS.codeBookCode };

/** A field whose value (one code, or an array of codes) comes from the code book `{enumType}/[mixed/]{book}`. */
export interface CodeBookField {
  field: string;
  enumType: 'edc' | 'portal';
  book: string;
  mixed?: boolean;
}

type Verify = (body: Readonly<Record<string, unknown>>, context: VerifyContext) => Promise<FieldProblem[]>;

/** The codes of a value: a string, or the strings of an array; anything else holds none. */
function codesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Which of `codes` are valid items of the book today. */
export async function validCodes(db: VerifyContext['db'], { enumType, book, mixed = false }: Omit<CodeBookField, 'field'>, codes: readonly string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ kod: string }>(
    `SELECT i.kod FROM edc_ciselnik_platny i JOIN ciselnik c ON c.id_ciselnik = i.id_ciselnik
     WHERE c.enum_type = $1 AND c.mixed = $2 AND c.nazov = $3 AND i.kod = ANY($4::text[])`,
    [enumType, mixed, book, codes],
  );
  return new Set(rows.map((r) => r.kod));
}

/** A `verify` refusing (reason.codeUnknown, naming them) codes that are not valid items of their book today. */
export function verifyCodeBookFields(fields: readonly CodeBookField[]): Verify {
  return async (body, context) => {
    const problems: FieldProblem[] = [];
    for (const { field, enumType, book, mixed = false } of fields) {
      const kept = new Set(codesOf(context.stored?.[field]));
      const wanted = [...new Set(codesOf(body[field]))].filter((kod) => !kept.has(kod));
      if (wanted.length === 0) continue;
      const valid = await validCodes(context.db, { enumType, book, mixed }, wanted);
      const unknown = wanted.filter((kod) => !valid.has(kod));
      if (unknown.length > 0) problems.push({ field, key: 'reason.codeUnknown', params: { field, value: unknown.join(', ') } });
    }
    return problems;
  };
}

/** Runs several `verify` steps in order and reports the problems of the first that finds any. */
export function verifyInTurn(...steps: readonly Verify[]): Verify {
  return async (body, context) => {
    for (const step of steps) {
      const problems = await step(body, context);
      if (problems.length > 0) return problems;
    }
    return [];
  };
}
