// Issue 26 item 5, the issue's own test: the answer of a create is lost on the network, the real
// HTTP client (engine/core/http/client.ts) repeats the call, and exactly one record exists. Real
// sockets: a small proxy in front of the server drops the first answer after the server has sent
// it whole. Then the same with two server instances on one database behind the proxy, the repeat
// reaching the instance that did not run the call.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../engine/core/http/client';
import { loginWithPassword, startTestInstances } from '../testing/harness';

interface LossyProxy {
  url: string;
  /** Which instance (index into the targets) each request went to, in order. */
  routed: { method: string; target: number }[];
  close(): Promise<void>;
}

/**
 * Forwards requests to the targets in turn; the first answer to a POST is read whole from the
 * server (the call has run) and then the client's connection is cut instead of passing it on.
 */
async function lossyProxy(targets: string[]): Promise<LossyProxy> {
  const routed: LossyProxy['routed'] = [];
  let dropped = false;
  const server = http.createServer((request, response) => {
    const target = routed.length % targets.length;
    routed.push({ method: request.method ?? '', target });
    const drop = request.method === 'POST' && !dropped;
    if (drop) dropped = true;
    const upstream = http.request(`${targets[target]}${request.url ?? '/'}`, { method: request.method, headers: request.headers }, (answer) => {
      if (drop) {
        answer.resume();
        answer.on('end', () => request.socket.destroy());
        return;
      }
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => request.socket.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    routed,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

let instances: Awaited<ReturnType<typeof startTestInstances>>;
let targets: string[];
let token: string;

// Two whole servers on one database (as behind a load balancer): more than the default hook time on a loaded machine.
beforeAll(async () => {
  instances = await startTestInstances(2);
  targets = await Promise.all(instances.apps.map(listen));
  token = (await loginWithPassword(instances.apps[0] as FastifyInstance, 'operator')).access_token;
}, 180_000);

afterAll(async () => {
  await instances.close();
});

async function faqCount(name: string): Promise<number> {
  const { rows } = await instances.db.query<{ n: number }>('SELECT count(*)::int AS n FROM faq WHERE otazka_en = $1', [`Lost answer: ${name}?`]);
  return rows[0]?.n ?? -1;
}

/** Creates a FAQ entry through the real client behind a proxy that loses the first answer. */
async function createThrough(proxy: LossyProxy, name: string) {
  const client = createHttpClient({ baseUrl: `${proxy.url}/portalbl/svc/`, getLanguage: () => 'en', getAccessToken: async () => token });
  return client.post<{ idFaq: number; otazkaEn: string }>('/edc/faq/', {
    kategoria: 'OSTATNE',
    poradie: 9,
    otazkaSk: `Stratená odpoveď: ${name}?`,
    otazkaEn: `Lost answer: ${name}?`,
    odpovedSk: 'Raz.',
    odpovedEn: 'Once.',
    publikovana: false,
  });
}

describe('a create whose answer is lost on the network', () => {
  it('is repeated by the client and exists exactly once', async () => {
    const proxy = await lossyProxy([targets[0] as string]);
    try {
      const created = await createThrough(proxy, 'one instance');
      // The lost POST, its repeat, and the client's read of Location.
      expect(proxy.routed.map((r) => r.method)).toEqual(['POST', 'POST', 'GET']);
      expect(created.status).toBe(201);
      expect(created.data.otazkaEn).toBe('Lost answer: one instance?');
      expect(await faqCount('one instance')).toBe(1);
    } finally {
      await proxy.close();
    }
  });

  it('exists exactly once also when the repeat reaches another instance on the same database', async () => {
    const proxy = await lossyProxy(targets);
    try {
      const created = await createThrough(proxy, 'two instances');
      expect(proxy.routed).toEqual([
        { method: 'POST', target: 0 },
        { method: 'POST', target: 1 },
        { method: 'GET', target: 0 },
      ]);
      expect(await faqCount('two instances')).toBe(1);
      const { rows } = await instances.db.query<{ id: number }>("SELECT id_faq AS id FROM faq WHERE otazka_en = 'Lost answer: two instances?'");
      expect(created.data.idFaq).toBe(rows[0]?.id);
    } finally {
      await proxy.close();
    }
  });
});
