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

/** Renders an error body in a language. */
export function errorBody(lang: Lang, messageKey: string, reasons: readonly Reason[] = [], hints: Record<string, unknown> = {}): ErrorBody {
  return { message: translate(lang, messageKey), hints: { ...hints, reasons: reasons.map((r) => reasonText(r, lang)) } };
}

export const notFound = (reasons: readonly Reason[] = []) => new ApiError(404, 'error.notFound', reasons);
export const badRequest = (messageKey: string, reasons: readonly Reason[], hints: Record<string, unknown> = {}) =>
  new ApiError(400, messageKey, reasons, hints);
