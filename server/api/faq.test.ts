// FAQ administration (app-qa#write) and the published list every logged-in user reads.
import { describe, expect, it } from 'vitest';
import { apiSession } from '../testing/apiSession';


const { call } = apiSession(['producer', 'operator'], { user: 'operator' });

interface Faq {
  idFaq: number;
  otazkaSk: string;
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
