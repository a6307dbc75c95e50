// One logical call as the client and the server both see it (spec 7). Every attempt of a call
// carries the same correlation id and client call id, so the server can answer a repeated
// non-idempotent call with the outcome of the first instead of running it again
// (server/http/idempotency.ts).

export const CORRELATION_ID_HEADER = 'X-Correlation-ID';
export const CLIENT_CALL_ID_HEADER = 'X-Client-Call-ID';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Methods whose repetition changes nothing on the server; every other one may create or change data. */
export function isSafeMethod(method: string): boolean {
  return SAFE.has(method.toUpperCase());
}
