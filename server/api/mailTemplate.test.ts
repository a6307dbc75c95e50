// Mail templates (/sprava-mailtemplate, doc-template#write): token, placeholders, preview.
import { describe, expect, it } from 'vitest';
import { placeholderProblems, placeholdersOf } from '../../engine/core/validation/bodyRules';
import { loadMigrations } from '../db/migrate';
import { MAIL_PLACEHOLDERS } from '../model/mailTemplate';
import { apiSession } from '../testing/apiSession';

const PATH = '/edc/mail-template/';

const session = apiSession(['producer', 'operator'], { user: 'operator', language: 'sk' });
const { call } = session;

const NEW = {
  kod: 'ODBERATEL_PRIDANY',
  predmetSk: 'Nový odberateľ k zmluve {{cisloZmluvy}}',
  predmetEn: 'New consumer for contract {{cisloZmluvy}}',
  textSk: 'Dobrý deň, {{meno}}, k zmluve {{cisloZmluvy}} pribudol odberateľ.',
  textEn: 'Hello {{meno}}, a consumer was added to contract {{cisloZmluvy}}.',
};

describe('mail templates', () => {
  it('are only for holders of doc-template#write', async () => {
    expect((await call('GET', PATH, 'producer')).statusCode).toBe(403);
    expect((await call('POST', PATH, 'producer', NEW)).statusCode).toBe(403);
    expect((await call('POST', `${PATH}1/preview`, 'producer')).statusCode).toBe(403);
  });

  it('refuses unknown placeholders naming them, and texts over 4,000 characters', async () => {
    const res = await call('POST', PATH, 'operator', { ...NEW, textSk: 'Zmluva {{cisloZmluvy}} od {{datumPodpisu}} a {{ucet}}.' });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ hints: { fields: Record<string, string[]>; errors: { field: string; keyword: string }[] } }>();
    // The served schema's knownPlaceholders (the form runs it too): under the text, in words, with the allowed names.
    expect(body.hints.fields.textSk?.[0]).toMatch(/^textSk: Neznáme premenné \{\{datumPodpisu\}\}, \{\{ucet\}\}; povolené sú \{\{cisloZmluvy\}\}, \{\{nazovUcastnika\}\}, /);
    expect(body.hints.errors).toMatchObject([{ field: 'textSk', keyword: 'knownPlaceholders' }]);
    const schema = (await call('GET', `${PATH}schema/post/request`)).json<{ properties: Record<string, { knownPlaceholders?: string[] }> }>();
    for (const field of ['predmetSk', 'predmetEn', 'predmetCs', 'textSk', 'textEn', 'textCs']) expect(schema.properties[field]?.knownPlaceholders).toContain('cisloZmluvy');
    expect((await call('POST', PATH, 'operator', { ...NEW, textEn: 'x'.repeat(4001) })).statusCode).toBe(400);
  });

  it('previews a template with its placeholders filled, in the request language', async () => {
    const created = await call('POST', PATH, 'operator', NEW);
    expect(created.statusCode).toBe(201);
    const id = created.json<{ idMailTemplate: number }>().idMailTemplate;
    const sk = (await call('POST', `${PATH}${id}/preview`)).json<{ predmet: string; text: string }>();
    expect(sk).toMatchObject({ predmet: 'Nový odberateľ k zmluve ZPU-2026-000123', text: 'Dobrý deň, Peter, k zmluve ZPU-2026-000123 pribudol odberateľ.' });
    const en = (await call('POST', `${PATH}${id}/preview`, 'operator', undefined, 'en')).json<{ text: string }>();
    expect(en.text).toBe('Hello Peter, a consumer was added to contract ZPU-2026-000123.');
    expect((await call('POST', `${PATH}999999/preview`)).statusCode).toBe(404);
  });
});

describe('mail templates in Czech', () => {
  const CZECH = { predmetCs: 'Nový odběratel ke smlouvě {{cisloZmluvy}}', textCs: 'Dobrý den, {{meno}}, ke smlouvě {{cisloZmluvy}} přibyl odběratel.' };
  type Preview = { jazyk: string; predmet: string; text: string };

  it('keeps the Czech texts and previews them to a Czech reader; without them, the Slovak ones', async () => {
    const created = await call('POST', PATH, 'operator', { ...NEW, kod: 'ODBERATEL_PRIDANY_CS', ...CZECH });
    expect(created.statusCode).toBe(201);
    const template = created.json<Record<string, unknown> & { idMailTemplate: number }>();
    expect(template).toMatchObject(CZECH);
    const preview = async () => (await call('POST', `${PATH}${template.idMailTemplate}/preview`, 'operator', undefined, 'cs')).json<Preview>();
    expect(await preview()).toEqual({ jazyk: 'cs', predmet: 'Nový odběratel ke smlouvě ZPU-2026-000123', text: 'Dobrý den, Peter, ke smlouvě ZPU-2026-000123 přibyl odběratel.' });
    const { idMailTemplate: _id, ...body } = template;
    const cleared = await call('POST', `${PATH}${template.idMailTemplate}`, 'operator', { ...body, predmetCs: null, textCs: null });
    expect(cleared.statusCode).toBe(200);
    expect(await preview()).toEqual({ jazyk: 'sk', predmet: 'Nový odberateľ k zmluve ZPU-2026-000123', text: 'Dobrý deň, Peter, k zmluve ZPU-2026-000123 pribudol odberateľ.' });
  });

  it('refuses an unknown placeholder in a Czech text, under that text', async () => {
    for (const field of ['predmetCs', 'textCs'] as const) {
      const res = await call('POST', PATH, 'operator', { ...NEW, kod: 'ODBERATEL_NEZNAMY_CS', ...CZECH, [field]: 'Smlouva {{cisloZmluvy}} ze dne {{datumPodpisu}}' });
      expect(res.statusCode, field).toBe(400);
      const body = res.json<{ hints: { fields: Record<string, string[]>; errors: { field: string; keyword: string }[] } }>();
      expect(Object.keys(body.hints.fields), field).toEqual([field]);
      expect(body.hints.fields[field]?.[0], field).toContain('{{datumPodpisu}}');
      expect(body.hints.errors, field).toMatchObject([{ field, keyword: 'knownPlaceholders' }]);
    }
    expect((await call('GET', `${PATH}?eq(kod,ODBERATEL_NEZNAMY_CS)`)).json<unknown[]>()).toEqual([]);
  });

  it('gives the seeded templates Czech texts (migration 203) with their Slovak placeholders, once, leaving a reworded subject and an operator\'s text', async () => {
    const texts = async () =>
      (await session.server.db.query<{ kod: string; predmetSk: string; textSk: string; predmetCs: string | null; textCs: string | null }>(
        `SELECT kod, predmet_sk AS "predmetSk", text_sk AS "textSk", predmet_cs AS "predmetCs", text_cs AS "textCs"
           FROM mail_template WHERE kod IN ('ZMLUVA_SCHVALENA', 'ZIADOST_DOPLNIT', 'ZARIADENIE_ZAREGISTROVANE') ORDER BY kod`,
      )).rows;
    const seeded = await texts();
    expect(seeded.map((r) => r.kod)).toEqual(['ZARIADENIE_ZAREGISTROVANE', 'ZIADOST_DOPLNIT', 'ZMLUVA_SCHVALENA']);
    const known = Object.keys(MAIL_PLACEHOLDERS);
    for (const row of seeded) {
      expect(row.predmetCs, row.kod).not.toBeNull();
      expect(row.textCs, row.kod).not.toBeNull();
      expect(placeholdersOf(row.predmetCs ?? '').sort(), row.kod).toEqual(placeholdersOf(row.predmetSk).sort());
      expect(placeholdersOf(row.textCs ?? '').sort(), row.kod).toEqual(placeholdersOf(row.textSk).sort());
      expect([...placeholderProblems(row.predmetCs, known), ...placeholderProblems(row.textCs, known)], row.kod).toEqual([]);
    }
    expect(seeded.find((r) => r.kod === 'ZMLUVA_SCHVALENA')?.predmetCs).toBe('Smlouva {{cisloZmluvy}} byla schválena');
    const migration = (await loadMigrations()).find((m) => m.version === '203');
    const db = session.server.db;
    await db.query("UPDATE mail_template SET predmet_cs = NULL, text_cs = NULL WHERE kod IN ('ZMLUVA_SCHVALENA', 'ZIADOST_DOPLNIT', 'ZARIADENIE_ZAREGISTROVANE')");
    await db.query("UPDATE mail_template SET text_cs = 'Zařízení {{eic}} je v evidenci.' WHERE kod = 'ZARIADENIE_ZAREGISTROVANE'");
    await db.query("UPDATE mail_template SET predmet_sk = 'Zmluva {{cisloZmluvy}} je schválená' WHERE kod = 'ZMLUVA_SCHVALENA'");
    try {
      await db.exec(migration?.sql ?? '');
      const after = await texts();
      expect(after.find((r) => r.kod === 'ZARIADENIE_ZAREGISTROVANE')).toMatchObject({ predmetCs: null, textCs: 'Zařízení {{eic}} je v evidenci.' });
      expect(after.find((r) => r.kod === 'ZMLUVA_SCHVALENA')).toMatchObject({ predmetCs: null, textCs: null });
      expect(after.find((r) => r.kod === 'ZIADOST_DOPLNIT')).toEqual(seeded.find((r) => r.kod === 'ZIADOST_DOPLNIT'));
    } finally {
      for (const row of seeded) {
        await db.query('UPDATE mail_template SET predmet_sk = $2, predmet_cs = $3, text_cs = $4 WHERE kod = $1', [row.kod, row.predmetSk, row.predmetCs, row.textCs]);
      }
    }
  });
});
