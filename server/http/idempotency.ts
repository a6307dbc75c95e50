// No duplicate creates (issue 26 item 5, spec 7). The client repeats a call whose answer it did not
// get (0, 300, 1000 ms), POST included, with the call's same correlation id and client call id. The
// first attempt may well have run, so every API call that is not safe (POST, PUT, PATCH, DELETE: a
// repeated DELETE would answer 404 instead of the first 204) is recorded per caller and ids in the
// database, shared by all instances, and a repeat is answered with the recorded outcome.
//
// The claim is a row inserted before the call runs (its primary key decides among concurrent
// repeats, on any instance), not a row of the call's own transaction: routes open their own
// transactions, and one hook here keeps the policy in one place. A repeat that finds the call still
// running waits for its outcome (the client takes a 409 as a failure, although the first attempt
// may be about to succeed), for at most WAIT_MS since the call began; after that (e.g. the
// instance running it died, whatever it committed) it answers 409 "still being processed", never
// runs the call a second time.
//
// A POST that changes nothing (a lookup, a check, an export) declares `config: { readOnly: true }`
// on its route: it is neither recorded nor replayed, so a repeat sees the data as it is now.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_CALL_ID_HEADER, CORRELATION_ID_HEADER, isSafeMethod } from '../../engine/core/http/callHeaders';
import { ApiError } from '../api/errors';
import type { Queryable } from '../db/types';
import { claimCall, findCall, releaseCall, storeOutcome, type CallKey, type Outcome } from './idempotencyStore';

/** How long a repeat waits for the first attempt's outcome, counted from when that attempt began. */
const WAIT_MS = 20_000;
const POLL_MS = 100;

/** The response headers that belong to an answer and are replayed with it (CORS and security headers are added anew). */
const REPLAYED_HEADERS = ['content-type', 'content-disposition', 'content-range', 'location', 'etag'];

/** Marks a replayed answer (the name Stripe's API uses). */
const REPLAYED = 'idempotent-replayed';

/** Visible ASCII, at most this long: what a correlation id or call id may be. */
const VISIBLE_ASCII = /^[\x21-\x7e]+$/;
const MAX_LENGTH = { [CORRELATION_ID_HEADER]: 128, [CLIENT_CALL_ID_HEADER]: 64 };

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(',') : value;
}

/** The call's key, or undefined when the request does not name its call (another client than ours). */
function callKeyOf(request: FastifyRequest): CallKey | undefined {
  const correlationId = header(request, CORRELATION_ID_HEADER);
  const callId = header(request, CLIENT_CALL_ID_HEADER);
  if (correlationId === undefined || callId === undefined) return undefined;
  for (const [name, value] of [
    [CORRELATION_ID_HEADER, correlationId],
    [CLIENT_CALL_ID_HEADER, callId],
  ] as const) {
    const max = MAX_LENGTH[name];
    if (value.length > max || !VISIBLE_ASCII.test(value)) throw new ApiError(400, 'error.badRequest', [{ key: 'reason.callIdHeader', params: { header: name, max } }]);
  }
  return { caller: request.user?.login ?? '', correlationId, callId };
}

/** The same ids must name the same call: method, URL and tenant. */
function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256').update(`${request.method} ${request.url} ${header(request, 'x-tenant') ?? ''}`).digest('hex');
}

/** Outcomes worth replaying: not a server fault or an overload refusal, after which the call may run when repeated. */
function kept(status: number): boolean {
  return status < 500 && status !== 429;
}

async function bytesOf(payload: unknown): Promise<Buffer> {
  if (payload === null || payload === undefined) return Buffer.alloc(0);
  if (Buffer.isBuffer(payload)) return payload;
  if (typeof payload === 'string') return Buffer.from(payload);
  if (payload instanceof Readable) {
    const chunks: Buffer[] = [];
    for await (const chunk of payload) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
    return Buffer.concat(chunks);
  }
  return Buffer.from(String(payload));
}

function replay(reply: FastifyReply, outcome: Outcome): FastifyReply {
  reply.code(outcome.status);
  for (const [name, value] of Object.entries(outcome.headers)) reply.header(name, value);
  reply.header(REPLAYED, 'true');
  return reply.send(outcome.body);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Registers the policy on the API scope, after the guard (the caller is known): claims each
 * identified non-safe call or answers a repeat, and records the claimed call's outcome as it is sent.
 */
export function registerIdempotency(api: FastifyInstance, db: Queryable): void {
  const claimed = new WeakMap<FastifyRequest, CallKey>();

  api.addHook('onRequest', async (request, reply) => {
    if (isSafeMethod(request.method) || request.routeOptions.config.readOnly === true) return;
    const key = callKeyOf(request);
    if (!key) return;
    const fingerprint = fingerprintOf(request);
    for (;;) {
      if (await claimCall(db, key, fingerprint)) {
        claimed.set(request, key);
        return;
      }
      const stored = await findCall(db, key);
      if (stored && stored.fingerprint !== fingerprint) {
        throw new ApiError(422, 'error.callIdReused', [{ key: 'reason.callIdReused' }]);
      }
      if (stored?.outcome) return replay(reply, stored.outcome);
      if (stored && stored.ageMs >= WAIT_MS) {
        reply.header('retry-after', '5');
        throw new ApiError(409, 'error.callInProgress', [{ key: 'reason.callInProgress' }]);
      }
      // Still running (or released just now: the next claim takes it over).
      await sleep(POLL_MS);
    }
  });

  api.addHook('onSend', async (request, reply, payload) => {
    const key = claimed.get(request);
    if (!key) return payload;
    claimed.delete(request);
    if (!kept(reply.statusCode)) {
      await releaseCall(db, key).catch((error: unknown) => request.log.error({ err: error }, 'a call was not released'));
      return payload;
    }
    const body = await bytesOf(payload);
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    try {
      await storeOutcome(db, key, { status: reply.statusCode, headers, body });
    } catch (error) {
      // The answer still goes out; the entry stays "running", so a repeat is refused, never run twice.
      request.log.error({ err: error }, 'the outcome of a call was not recorded');
    }
    return body;
  });
}
