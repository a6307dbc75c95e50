// Rate limits counted in the database: two server instances on one database share the window, and
// a refused request is answered before its body is read.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestInstances } from '../testing/harness';

const URL = '/portalbl/svc/public/dms/document';
const B = 'rate-limit-boundary';
let instances: Awaited<ReturnType<typeof startTestInstances>>;

beforeAll(async () => {
  instances = await startTestInstances(2);
});

afterAll(async () => {
  await instances.close();
});

const upload = (app: FastifyInstance, payload: string | Readable, language = 'en') =>
  app.inject({ method: 'POST', url: URL, headers: { 'content-type': `multipart/form-data; boundary=${B}`, 'x-language': language }, payload });

describe('rate limits', () => {
  it('counts the anonymous uploads of both instances in one window and refuses the 31st with a translated 429 before reading its body', async () => {
    const [a, b] = instances.apps as [FastifyInstance, FastifyInstance];
    // An empty form is refused by the handler (400), but it was counted first.
    for (let i = 0; i < 30; i++) {
      const res = await upload(i % 2 === 0 ? a : b, `--${B}--\r\n`);
      expect(res.statusCode, `request ${i + 1}`).toBe(400);
      expect(res.headers['ratelimit-limit']).toBe('30');
      expect(res.headers['ratelimit-remaining'], `request ${i + 1}`).toBe(String(29 - i));
    }

    // The 31st is a 10 MB upload arriving a chunk at a time; the server must not pull any of it.
    let pulled = 0;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const body = Readable.from(
      (async function* () {
        yield Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-`);
        for (let i = 0; i < 160; i++) {
          await new Promise((resolve) => setImmediate(resolve));
          pulled += chunk.length;
          yield chunk;
        }
      })(),
    );
    const refused = await upload(a, body, 'sk');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/application\/json/);
    expect(refused.json()).toMatchObject({ message: 'Príliš veľa požiadaviek' });
    expect(refused.json().hints.reasons[0]).toMatch(/^Skúste to znova o \d+ s$/);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(pulled).toBe(0);
    body.destroy();

    // The other instance refuses too, in Czech; another route's limit is its own.
    const other = await upload(b, `--${B}--\r\n`, 'cs');
    expect(other.statusCode).toBe(429);
    expect(other.json().message).toBe('Příliš mnoho požadavků');
    const incident = await b.inject({ method: 'POST', url: '/portalbl/svc/public/incident', headers: { 'content-type': 'application/json' }, payload: { message: 'x' } });
    expect(incident.statusCode).toBe(200);
    expect(incident.headers['ratelimit-remaining']).toBe('19');
  });
});
