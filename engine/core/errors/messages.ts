/** Fixed texts from the error catalogue (spec shell-routes-workflow 8, forms-data 8). */
export const LOCATION_MISSING_MESSAGE = 'Location header is missing in 201 response';
export const INVALID_PAYLOAD_MESSAGE = 'Request payload is invalid according to JSON Schema';
export const INVALID_JSON_RESPONSE_MESSAGE = 'Response is not valid JSON';
export const NETWORK_ERROR_STATUS_TEXT = 'Network error';

/** Fallback when the server gave no usable message. */
export function serverErrorMessage(status: number, statusText: string): string {
  return `Chyba pri komunikácii so serverom (${status} - ${statusText})`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringList(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const texts = value.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  return texts.length > 0 ? texts : undefined;
}

/** Server error reasons: `hints.reasons`, else `allMessages` (in hints or at the top). */
export function reasonsOf(body: unknown): string[] {
  if (!isRecord(body)) return [];
  const hints = isRecord(body.hints) ? body.hints : undefined;
  return stringList(hints?.reasons) ?? stringList(hints?.allMessages) ?? stringList(body.allMessages) ?? [];
}

/** The user-facing message of a failed response (spec section 8). */
export function messageOf(body: unknown, status: number, statusText: string): string {
  const reasons = reasonsOf(body);
  if (reasons.length > 0) return reasons.join('\n');
  if (isRecord(body) && typeof body.message === 'string' && body.message.trim() !== '') return body.message;
  return serverErrorMessage(status, statusText);
}

/** A 400 the server marks as the user's mistake (`hints.userError: true`): shown as a warning. */
export function isUserError(body: unknown, status: number): boolean {
  return status === 400 && isRecord(body) && isRecord(body.hints) && body.hints.userError === true;
}
