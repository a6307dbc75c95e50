// FAQ administration (app-qa#write) and the published list every logged-in user reads.
import { describe, expect, it } from 'vitest';
import { loadMigrations } from '../db/migrate';
import { apiSession } from '../testing/apiSession';

const session = apiSession(['producer', 'operator'], { user: 'operator' });
const { call } = session;

interface Faq {
  idFaq: number;
  otazkaSk: string;
  otazkaCs: string | null;
  odpovedCs: string | null;
  publikovana: boolean;
  verzia: number;
}

const NEW = {
  kategoria: 'ZMLUVY',
  poradie: 50,
  otazkaSk: 'Ako podpíšem zmluvu elektronicky?',
  otazkaEn: 'How do I sign a contract electronically?',
  odpovedSk: 'Použite **kvalifikovaný podpis**.',
  odpovedEn: 'Use a **qualified signature**.',
  publikovana: false,
};

describe('FAQ', () => {
  it('is written only with app-qa#write; portal users read the published questions only', async () => {
    expect((await call('POST', '/edc/faq/', 'producer', NEW)).statusCode).toBe(403);
    expect((await call('GET', '/edc/faq/', 'producer')).statusCode).toBe(403);
    const published = (await call('GET', '/portal/application/faq/', 'producer')).json<Faq[]>();
    expect(published.length).toBeGreaterThanOrEqual(5);
    expect(published.map((f) => f.otazkaSk)).not.toContain('Pripravujeme: elektronický podpis zmlúv');
    expect((await call('GET', '/edc/faq/?eq(publikovana,false)')).json<Faq[]>()).toHaveLength(1);
  });

  it('refuses a bad item (400) and shows an item once published', async () => {
    expect((await call('POST', '/edc/faq/', 'operator', { ...NEW, kategoria: 'INE', otazkaSk: 'x' })).statusCode).toBe(400);
    const created = await call('POST', '/edc/faq/', 'operator', NEW);
    expect(created.statusCode).toBe(201);
    const item = created.json<Faq & Record<string, unknown>>();
    const list = async () => (await call('GET', '/portal/application/faq/', 'producer')).json<Faq[]>().map((f) => f.otazkaSk);
    expect(await list()).not.toContain(NEW.otazkaSk);
    const { idFaq: _id, ...body } = item;
    const saved = await call('POST', `/edc/faq/${item.idFaq}`, 'operator', { ...body, publikovana: true });
    expect(saved.statusCode).toBe(200);
    expect(await list()).toContain(NEW.otazkaSk);
    expect((await call('POST', `/edc/faq/${item.idFaq}`, 'operator', { ...body, publikovana: false })).statusCode).toBe(409);
  });
});

describe('FAQ in Czech', () => {
  const published = async (id: number) => (await call('GET', `/portal/application/faq/?eq(idFaq,${id})`, 'producer', undefined, 'cs')).json<Faq[]>()[0];

  it('keeps the Czech texts the operator gives and publishes them; refuses them shorter than the English ones may be', async () => {
    const created = await call('POST', '/edc/faq/', 'operator', { ...NEW, otazkaCs: 'Jak podepíšu smlouvu elektronicky?', odpovedCs: 'Použijte **kvalifikovaný podpis**.', publikovana: true });
    expect(created.statusCode).toBe(201);
    const item = created.json<Faq & Record<string, unknown>>();
    expect(await published(item.idFaq)).toMatchObject({ otazkaCs: 'Jak podepíšu smlouvu elektronicky?', odpovedCs: 'Použijte **kvalifikovaný podpis**.' });
    const { idFaq: _id, ...body } = item;
    // The English question's limits (5 to 300 characters), under the Czech question.
    const short = await call('POST', `/edc/faq/${item.idFaq}`, 'operator', { ...body, otazkaCs: 'Jak?' });
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json<{ hints: { fields: Record<string, string[]> } }>().hints.fields)).toEqual(['otazkaCs']);
    // Without Czech texts the item stays published with none: the page shows the Slovak ones (textInLanguage).
    const cleared = await call('POST', `/edc/faq/${item.idFaq}`, 'operator', { ...body, otazkaCs: null, odpovedCs: null });
    expect(cleared.statusCode).toBe(200);
    expect(await published(item.idFaq)).toMatchObject({ otazkaSk: NEW.otazkaSk, otazkaCs: null, odpovedCs: null });
    expect((await call('DELETE', `/edc/faq/${item.idFaq}`)).statusCode).toBe(204);
  });

  it('gives the seeded questions Czech texts (migration 203), once, leaving a reworded question and an operator\'s Czech text', async () => {
    const texts = async () =>
      (await session.server.db.query<{ id: number; sk: string; cs: string | null; answer: string | null }>(
        'SELECT id_faq AS id, otazka_sk AS sk, otazka_cs AS cs, odpoved_cs AS answer FROM faq WHERE created_by IS NULL ORDER BY id_faq',
      )).rows;
    const seeded = await texts();
    expect(seeded).toHaveLength(7);
    expect(seeded.filter((r) => r.cs === null || r.answer === null)).toEqual([]);
    expect(seeded.find((r) => r.sk === 'Ako sa prihlásim do portálu?')?.cs).toBe('Jak se přihlásím do portálu?');
    const [first, second] = seeded;
    const migration = (await loadMigrations()).find((m) => m.version === '203');
    await session.server.db.query('UPDATE faq SET otazka_cs = NULL, odpoved_cs = NULL');
    await session.server.db.query("UPDATE faq SET otazka_cs = 'Jak se přihlásím? (operátor)', odpoved_cs = 'Heslem.' WHERE id_faq = $1", [first?.id]);
    await session.server.db.query("UPDATE faq SET otazka_sk = otazka_sk || ' (upravená)' WHERE id_faq = $1", [second?.id]);
    try {
      await session.server.db.exec(migration?.sql ?? '');
      const after = await texts();
      expect(after.find((r) => r.id === first?.id)).toMatchObject({ cs: 'Jak se přihlásím? (operátor)', answer: 'Heslem.' });
      expect(after.find((r) => r.id === second?.id)).toMatchObject({ cs: null, answer: null });
      expect(after.filter((r) => r.id !== first?.id && r.id !== second?.id)).toEqual(seeded.slice(2));
    } finally {
      await session.server.db.query('UPDATE faq SET otazka_sk = $2, otazka_cs = $3, odpoved_cs = $4 WHERE id_faq = $1', [second?.id, second?.sk, second?.cs, second?.answer]);
      await session.server.db.query('UPDATE faq SET otazka_cs = $2, odpoved_cs = $3 WHERE id_faq = $1', [first?.id, first?.cs, first?.answer]);
    }
  });
});
