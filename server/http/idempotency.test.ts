// Issue 26 item 5: a non-idempotent call repeated with the same correlation id and client call id
// (the client's retry after a lost answer) is answered with the first outcome and never runs twice.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiSession, API } from '../testing/apiSession';
import { purgeIdempotentCalls } from './idempotencyStore';

const session = apiSession(['operator', 'admin'], { user: 'operator' });
const { call } = session;

const FAQ = '/edc/faq/';

/** A FAQ entry whose question names the test, so its rows can be counted. */
function question(name: string) {
  return { kategoria: 'OSTATNE', poradie: 7, otazkaSk: `Idempotencia: ${name}?`, otazkaEn: `Idempotency: ${name}?`, odpovedSk: 'Áno.', odpovedEn: 'Yes.', publikovana: false };
}

async function count(name: string): Promise<number> {
  const { rows } = await session.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM faq WHERE otazka_en = $1', [`Idempotency: ${name}?`]);
  return rows[0]?.n ?? -1;
}

const ids = (correlationId: string, callId = '1') => ({ headers: { 'x-correlation-id': correlationId, 'x-client-call-id': callId } });

describe('a repeated call (same correlation id and client call id)', () => {
  it('creates one record and answers the repeat with the first answer', async () => {
    const same = ids(randomUUID(), '3');
    const first = await call('POST', FAQ, 'operator', question('repeat'), same);
    const repeat = await call('POST', FAQ, 'operator', question('repeat'), same);
    expect(first.statusCode).toBe(201);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.body).toBe(first.body);
    expect(repeat.headers.location).toBe(first.headers.location);
    expect(repeat.headers['content-type']).toBe(first.headers['content-type']);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await count('repeat')).toBe(1);
  });

  it('runs calls with other ids, and calls without ids, each time', async () => {
    const a = await call('POST', FAQ, 'operator', question('other ids'), ids(randomUUID()));
    const b = await call('POST', FAQ, 'operator', question('other ids'), ids(randomUUID()));
    const correlationId = randomUUID();
    const c = await call('POST', FAQ, 'operator', question('other ids'), ids(correlationId, '1'));
    const d = await call('POST', FAQ, 'operator', question('other ids'), ids(correlationId, '2'));
    const e = await call('POST', FAQ, 'operator', question('other ids'));
    const f = await call('POST', FAQ, 'operator', question('other ids'));
    expect([a, b, c, d, e, f].map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set([a, b, c, d, e, f].map((r) => r.json<{ idFaq: number }>().idFaq)).size).toBe(6);
    expect(await count('other ids')).toBe(6);
  });

  it('keeps callers apart: another user with the same ids runs its own call and gets its own answer', async () => {
    const same = ids(randomUUID());
    const operator = await call('POST', FAQ, 'operator', question('two users'), same);
    const admin = await call('POST', FAQ, 'admin', question('two users'), same);
    expect(admin.statusCode).toBe(201);
    expect(admin.headers['idempotent-replayed']).toBeUndefined();
    expect(admin.json<{ idFaq: number }>().idFaq).not.toBe(operator.json<{ idFaq: number }>().idFaq);
    const again = await call('POST', FAQ, 'operator', question('two users'), same);
    expect(again.body).toBe(operator.body);
    const { rows } = await session.server.db.query<{ created_by: string }>("SELECT created_by FROM faq WHERE otazka_en = 'Idempotency: two users?' ORDER BY created_by");
    expect(rows.map((r) => r.created_by)).toEqual(['admin', 'operator']);
  });

  it('lets a repeat that arrives while the first still runs wait for its answer, not run again', async () => {
    const same = ids(randomUUID());
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', FAQ, 'operator', question('concurrent'), same)));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(answers.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect(await count('concurrent')).toBe(1);
  });

  it('answers a repeated DELETE with its first 204, not a 404', async () => {
    const created = (await call('POST', FAQ, 'operator', question('delete'), ids(randomUUID()))).json<{ idFaq: number }>();
    const same = ids(randomUUID());
    const first = await call('DELETE', `${FAQ}${created.idFaq}`, 'operator', undefined, same);
    const repeat = await call('DELETE', `${FAQ}${created.idFaq}`, 'operator', undefined, same);
    expect([first.statusCode, repeat.statusCode]).toEqual([204, 204]);
    expect((await call('DELETE', `${FAQ}${created.idFaq}`, 'operator', undefined, ids(randomUUID()))).statusCode).toBe(404);
  });

  it('keys anonymous calls (public routes) by the ids alone', async () => {
    const correlationId = randomUUID();
    const report = () =>
      session.server.app.inject({
        method: 'POST',
        url: `${API}/public/incident`,
        headers: { 'content-type': 'application/json', 'x-correlation-id': correlationId, 'x-client-call-id': '1' },
        payload: JSON.stringify({ message: `idempotency ${correlationId}` }),
      });
    const first = await report();
    const repeat = await report();
    expect(first.statusCode).toBe(200);
    expect(repeat.body).toBe(first.body);
    const { rows } = await session.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM incident WHERE message = $1', [`idempotency ${correlationId}`]);
    expect(rows[0]?.n).toBe(1);
  });

  it('refuses the same ids on another call (422) and malformed ids (400), in the caller language', async () => {
    const same = ids(randomUUID());
    expect((await call('POST', FAQ, 'operator', question('reused'), same)).statusCode).toBe(201);
    const other = await call('POST', `${FAQ}999999`, 'operator', question('reused'), { ...same, language: 'sk' });
    expect(other.statusCode).toBe(422);
    expect(other.json<{ message: string }>().message).toBe('Identifikátor volania patrí inej požiadavke');
    const bad = await call('POST', FAQ, 'operator', question('reused'), { headers: { 'x-correlation-id': 'x'.repeat(200), 'x-client-call-id': '1' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ hints: { reasons: string[] } }>().hints.reasons[0]).toContain('X-Correlation-ID');
    expect(await count('reused')).toBe(1);
  });

  it('answers 409 at once for a call left running long ago (its instance died), and never runs it', async () => {
    const correlationId = randomUUID();
    await session.server.db.query(
      `INSERT INTO idempotent_call (caller, correlation_id, call_id, fingerprint, created_at)
       VALUES ('operator', $1, '1', encode(sha256(convert_to($2, 'UTF8')), 'hex'), now() - interval '1 minute')`,
      [correlationId, `POST ${API}${FAQ} `],
    );
    const started = Date.now();
    const stuck = await call('POST', FAQ, 'operator', question('stuck'), ids(correlationId));
    expect(stuck.statusCode).toBe(409);
    expect(stuck.headers['retry-after']).toBe('5');
    // A waiting repeat would answer only after its 20 s; this one does not wait for it.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await count('stuck')).toBe(0);
  });

  it('forgets outcomes after a day: the call runs again, and the purge deletes them', async () => {
    const same = ids(randomUUID());
    const first = await call('POST', FAQ, 'operator', question('expired'), same);
    expect((await call('POST', FAQ, 'operator', question('expired'), same)).headers['idempotent-replayed']).toBe('true');
    await session.server.db.query("UPDATE idempotent_call SET created_at = now() - interval '25 hours' WHERE correlation_id = $1", [same.headers['x-correlation-id']]);
    const later = await call('POST', FAQ, 'operator', question('expired'), same);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.body).not.toBe(first.body);
    expect(await count('expired')).toBe(2);
    await session.server.db.query("UPDATE idempotent_call SET created_at = now() - interval '25 hours' WHERE correlation_id = $1", [same.headers['x-correlation-id']]);
    const stored = async () =>
      (await session.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM idempotent_call WHERE correlation_id = $1', [same.headers['x-correlation-id']])).rows[0]?.n;
    expect(await stored()).toBe(1);
    await purgeIdempotentCalls(session.server.db);
    expect(await stored()).toBe(0);
  });
});

describe('a read-only POST (route config readOnly)', () => {
  const storedCalls = async (correlationId: string) =>
    (await session.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM idempotent_call WHERE correlation_id = $1', [correlationId])).rows[0]?.n;

  it('is answered afresh when repeated with the same ids and leaves no stored call, while a create is still de-duplicated', async () => {
    const { rows } = await session.server.db.query<{ id: number; predmet: string }>(
      'SELECT id_mail_template AS id, predmet_en AS predmet FROM mail_template ORDER BY id_mail_template LIMIT 1',
    );
    const template = rows[0] as { id: number; predmet: string };
    const same = ids(randomUUID(), '5');
    const preview = () => call('POST', `/edc/mail-template/${template.id}/preview`, 'operator', undefined, { ...same, language: 'en' });
    const first = await preview();
    expect(first.statusCode).toBe(200);
    expect(first.json<{ predmet: string }>().predmet).not.toContain('(changed)');
    try {
      await session.server.db.query('UPDATE mail_template SET predmet_en = predmet_en || $2 WHERE id_mail_template = $1', [template.id, ' (changed)']);
      const repeat = await preview();
      expect(repeat.statusCode).toBe(200);
      expect(repeat.headers['idempotent-replayed']).toBeUndefined();
      expect(repeat.json<{ predmet: string }>().predmet).toContain('(changed)');
    } finally {
      await session.server.db.query('UPDATE mail_template SET predmet_en = $2 WHERE id_mail_template = $1', [template.id, template.predmet]);
    }
    expect(await storedCalls(same.headers['x-correlation-id'])).toBe(0);

    // The same session's create, with ids of its own, is recorded and replayed as before.
    const create = ids(randomUUID(), '6');
    const created = await call('POST', FAQ, 'operator', question('beside a read-only call'), create);
    const again = await call('POST', FAQ, 'operator', question('beside a read-only call'), create);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(created.body);
    expect(await count('beside a read-only call')).toBe(1);
    expect(await storedCalls(create.headers['x-correlation-id'])).toBe(1);
  });

  it('is not recorded for a file export either (the import template for the search screen)', async () => {
    const same = ids(randomUUID());
    const first = await call('POST', '/portal/odberatelia/odberatel-import/sablona', 'admin', undefined, same);
    const repeat = await call('POST', '/portal/odberatelia/odberatel-import/sablona', 'admin', undefined, same);
    expect([first.statusCode, repeat.statusCode]).toEqual([200, 200]);
    expect(repeat.headers['idempotent-replayed']).toBeUndefined();
    expect(await storedCalls(same.headers['x-correlation-id'])).toBe(0);
  });
});
