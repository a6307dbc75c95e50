// Mail templates (/sprava-mailtemplate, doc-template#write): token, placeholders, preview.
import { describe, expect, it } from 'vitest';
import { apiSession } from '../testing/apiSession';

const PATH = '/edc/mail-template/';

const { call } = apiSession(['producer', 'operator'], { user: 'operator', language: 'sk' });

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
    for (const field of ['predmetSk', 'predmetEn', 'textSk', 'textEn']) expect(schema.properties[field]?.knownPlaceholders).toContain('cisloZmluvy');
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
