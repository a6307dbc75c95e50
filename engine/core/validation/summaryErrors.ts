import type { ErrorLike } from './catalogue';

// ajv reports a failed if/then/else twice: the branch's own errors, each at its field, and an
// `if` error at the object that only says which branch failed. The user needs the former only.
const SUMMARY_KEYWORDS: ReadonlySet<string> = new Set(['if']);

/** The errors worth showing: those that only sum up others (`if`) left out. */
export function withoutSummaryErrors<E extends ErrorLike>(errors: readonly E[]): E[] {
  return errors.filter((error) => !SUMMARY_KEYWORDS.has(error.keyword ?? error.name ?? ''));
}
