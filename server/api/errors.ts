import { buildFieldReasons } from '../../engine/core/errors/fieldReasons';
import { translate, type Lang } from '../i18n/messages';

/** A reason as an i18n key with parameters, or a finished text (e.g. a parser's message). */
export type Reason = { key: string; params?: Record<string, string | number> } | string;

/** The JSON body of every error answer (DESIGN.md 3). */
export interface ErrorBody {
  message: string;
  hints: { reasons: string[]; [hint: string]: unknown };
}

/** An answer to a bad request: status, message key, reasons, and any extra hints. */
export class ApiError extends Error {
  readonly status: number;
  readonly messageKey: string;
  readonly reasons: readonly Reason[];
  readonly hints: Readonly<Record<string, unknown>>;

  constructor(status: number, messageKey: string, reasons: readonly Reason[] = [], hints: Record<string, unknown> = {}) {
    super(messageKey);
    this.name = 'ApiError';
    this.status = status;
    this.messageKey = messageKey;
    this.reasons = reasons;
    this.hints = hints;
  }
}

/** Renders a reason in a language. */
export function reasonText(reason: Reason, lang: Lang): string {
  return typeof reason === 'string' ? reason : translate(lang, reason.key, reason.params);
}

/**
 * The field each reason is about: its own `field` parameter, else the field of the ajv detail
 * at the same place in `hints.errors`, else the answer's single `hints.field`.
 */
function reasonFields(reasons: readonly Reason[], hints: Record<string, unknown>): (string | undefined)[] {
  const details = Array.isArray(hints.errors) && hints.errors.length === reasons.length ? (hints.errors as unknown[]) : [];
  const single = typeof hints.field === 'string' ? hints.field : undefined;
  return reasons.map((reason, i) => {
    const own = typeof reason === 'string' ? undefined : reason.params?.field;
    if (typeof own === 'string') return own;
    const detail = details[i] as { field?: unknown } | undefined;
    return typeof detail?.field === 'string' ? detail.field : single;
  });
}

/** Renders an error body in a language; reasons about fields are also listed by field (`hints.fields`). */
export function errorBody(lang: Lang, messageKey: string, reasons: readonly Reason[] = [], hints: Record<string, unknown> = {}): ErrorBody {
  const texts = reasons.map((r) => reasonText(r, lang));
  const fields = reasonFields(reasons, hints);
  const byField = buildFieldReasons(texts.map((text, i) => ({ field: fields[i], text })));
  return { message: translate(lang, messageKey), hints: { ...hints, reasons: texts, ...(byField && !('fields' in hints) ? { fields: byField } : {}) } };
}

export const notFound = (reasons: readonly Reason[] = []) => new ApiError(404, 'error.notFound', reasons);
export const badRequest = (messageKey: string, reasons: readonly Reason[], hints: Record<string, unknown> = {}) =>
  new ApiError(400, messageKey, reasons, hints);
