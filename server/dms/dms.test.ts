// Upload and download of documents on a real PGlite with real tokens.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';
import { contentDisposition } from './files';
import { PUBLIC_UPLOAD_LIMIT, UPLOAD_LIMIT } from './routes';

const API = '/portalbl/svc';
const BOUNDARY = '----edcTestBoundary7MA4YWxkTrZu0gW';
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]);

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['producer', 'supplier', 'operator']) tokens[user] = (await loginWithPassword(server.app, user)).access_token;
});

afterAll(async () => {
  await server.close();
});

interface Part {
  name: string;
  value?: string;
  fileName?: string;
  /** The raw Content-Disposition filename parameter(s), when a test needs exact control. */
  disposition?: string;
  data?: Buffer;
  type?: string;
}

function multipart(parts: Part[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file = p.disposition ?? (p.fileName !== undefined ? `; filename="${p.fileName}"` : '');
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file}\r\n${p.data ? `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head, 'utf8'), p.data ?? Buffer.from(p.value ?? '', 'utf8'), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

function upload(parts: Part[] | Buffer, options: { user?: string; publicUpload?: boolean; contentType?: string; tenant?: number } = {}) {
  const headers: Record<string, string> = { 'content-type': options.contentType ?? `multipart/form-data; boundary=${BOUNDARY}`, 'x-language': 'en' };
  if (!options.publicUpload) Object.assign(headers, bearer(tokens[options.user ?? 'producer'] as string), headers);
  if (options.tenant !== undefined) headers['x-tenant'] = String(options.tenant);
  return server.app.inject({
    method: 'POST',
    url: `${API}${options.publicUpload ? '/public' : ''}/dms/document`,
    headers,
    payload: Buffer.isBuffer(parts) ? parts : multipart(parts),
  });
}

const download = (dmsId: string, user = 'producer') =>
  server.app.inject({ method: 'GET', url: `${API}/dms/document/${dmsId}/content/download`, headers: bearer(tokens[user] as string) });

describe('upload', () => {
  it('stores the bytes with their SHA-256 and answers 201 with Location and the document', async () => {
    const res = await upload([
      { name: 'documentType', value: 'zmluva.priloha' },
      { name: 'file', fileName: 'Príloha č. 1 – ťarcha.pdf', data: PDF, type: 'application/x-anything' },
    ]);
    expect(res.statusCode).toBe(201);
    const doc = res.json<{ dmsId: string; fileName: string; contentType: string; fileSize: number; sha256: string }>();
    expect(doc).toMatchObject({ fileName: 'Príloha č. 1 – ťarcha.pdf', contentType: 'application/pdf', fileSize: PDF.length });
    expect(doc.sha256).toBe(createHash('sha256').update(PDF).digest('hex'));
    expect(res.headers.location).toBe(`${API}/dms/document/${doc.dmsId}`);
    const meta = await server.app.inject({ method: 'GET', url: String(res.headers.location), headers: bearer(tokens.producer as string) });
    expect(meta.json()).toMatchObject({ dmsId: doc.dmsId, fileName: doc.fileName, fileSize: PDF.length });

    const file = await download(doc.dmsId);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Priloha c. 1 _ tarcha.pdf"; filename*=UTF-8''Pr%C3%ADloha%20%C4%8D.%201%20%E2%80%93%20%C5%A5archa.pdf`,
    );
  });

  it('reads an RFC 5987 filename* and strips a browser path', async () => {
    const star = await upload([
      { name: 'documentType', value: 'vyrobne-zariadenie.fotodokumentacia' },
      { name: 'file', disposition: `; filename*=UTF-8''%C5%BDiar%20nad%20Hronom.png`, data: PNG, type: 'image/png' },
    ]);
    expect(star.statusCode).toBe(201);
    expect(star.json().fileName).toBe('Žiar nad Hronom.png');
    const path = await upload([
      { name: 'documentType', value: 'vyrobne-zariadenie.fotodokumentacia' },
      { name: 'file', fileName: 'C:\\fakepath\\strecha.PNG', data: PNG },
    ]);
    expect(path.json().fileName).toBe('strecha.PNG');
  });

  it('refuses a wrong extension, content that does not match it, an unknown or inactive type, a missing file', async () => {
    const count = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dms_document')).rows[0]?.n;
    const before = await count();
    const cases: [Part[], number, string][] = [
      [[{ name: 'documentType', value: 'zmluva.podpisana' }, { name: 'file', fileName: 'zmluva.docx', data: Buffer.from('PK\u0003\u0004x') }], 400, 'docx'],
      [[{ name: 'documentType', value: 'zmluva.priloha' }, { name: 'file', fileName: 'virus.exe', data: Buffer.from('MZ') }], 400, 'exe'],
      [[{ name: 'documentType', value: 'zmluva.priloha' }, { name: 'file', fileName: 'bez-pripony', data: PDF }], 400, 'pdf'],
      [[{ name: 'documentType', value: 'zmluva.priloha' }, { name: 'file', fileName: 'premenovane.pdf', data: Buffer.from('MZ\u0090\u0000') }], 400, '.pdf'],
      [[{ name: 'documentType', value: 'neexistuje' }, { name: 'file', fileName: 'a.pdf', data: PDF }], 400, 'neexistuje'],
      [[{ name: 'documentType', value: 'ucastnik.staraPlnaMoc' }, { name: 'file', fileName: 'a.pdf', data: PDF }], 400, 'ucastnik.staraPlnaMoc'],
      [[{ name: 'file', fileName: 'a.pdf', data: PDF }], 400, 'documentType'],
      [[{ name: 'documentType', value: 'zmluva.priloha' }], 400, 'file'],
    ];
    for (const [parts, status, named] of cases) {
      const res = await upload(parts);
      expect(res.statusCode, named).toBe(status);
      expect(res.json().hints.reasons.join(' '), named).toContain(named);
    }
    expect(await count()).toBe(before);
  });

  it('answers 413 with a JSON error above 10485760 bytes, and accepts exactly the limit', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(UPLOAD_LIMIT - 5 + 1, 0x20)]);
    const tooBig = await upload([{ name: 'documentType', value: 'zmluva.priloha' }, { name: 'file', fileName: 'velky.pdf', data: big }]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.headers['content-type']).toMatch(/application\/json/);
    expect(tooBig.json().hints.reasons[0]).toBe('The largest allowed file size is 10 MB');
    const huge = await upload([{ name: 'documentType', value: 'zmluva.priloha' }, { name: 'file', fileName: 'obrovsky.pdf', data: Buffer.alloc(UPLOAD_LIMIT + 200_000, 0x20) }]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBeTruthy();
    const exact = await upload([{ name: 'documentType', value: 'zmluva.priloha' }, { name: 'file', fileName: 'presne.pdf', data: big.subarray(0, UPLOAD_LIMIT) }]);
    expect(exact.statusCode).toBe(201);
    expect(exact.json().fileSize).toBe(UPLOAD_LIMIT);
  });

  it('refuses a 40 MB file with a translated 413 while it arrives, not after reading it whole', async () => {
    const expected = {
      sk: 'Najväčšia povolená veľkosť súboru je 10 MB',
      en: 'The largest allowed file size is 10 MB',
      cs: 'Největší povolená velikost souboru je 10 MB',
    };
    for (const [language, reason] of Object.entries(expected)) {
      // Sent as a stream without Content-Length (so only the streaming limit can stop it), counting what the server pulls.
      let pulled = 0;
      const head = Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nzmluva.priloha\r\n` +
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="velky.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`,
      );
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const body = Readable.from(
        (async function* () {
          pulled += head.length;
          yield head;
          for (let i = 0; i < 640; i++) {
            // As from a network: a chunk at a time, not the whole body within one tick.
            await new Promise((resolve) => setImmediate(resolve));
            pulled += chunk.length;
            yield chunk;
          }
          yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
        })(),
      );
      const res = await server.app.inject({
        method: 'POST',
        url: `${API}/dms/document`,
        headers: bearer(tokens.producer as string, { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'x-language': language }),
        payload: body,
      });
      expect(res.statusCode, language).toBe(413);
      expect(res.json().hints.reasons, language).toEqual([reason]);
      expect(res.headers.connection, language).toBe('close');
      // 40 MB were offered; the answer came after little more than the 10 MB limit.
      expect(pulled, language).toBeLessThan(UPLOAD_LIMIT + 2 * 1024 * 1024);
      body.destroy();
    }
  });

  it('stops reading a 40 MB upload on a real connection once the 10 MB limit has been read, and answers 413', async () => {
    // The server's own count of the bytes it took from the socket when it finished its answer: a
    // parser that buffered the body (the old one, under the route's 50 MiB ceiling) read all 40 MB first.
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    let onRequest: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
    const answered = new Promise<{ status: number; bytesRead: number }>((resolve) => {
      onRequest = (req, res) => res.once('finish', () => resolve({ status: res.statusCode, bytesRead: req.socket.bytesRead }));
      server.app.server.on('request', onRequest);
    });
    const TOTAL = 40 * 1024 * 1024;
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nzmluva.priloha\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="velky.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`,
    );
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    const req = httpRequest(`${address}${API}/dms/document`, {
      method: 'POST',
      // No Content-Length (chunked), so only the streaming limit can stop it, not the declared size.
      headers: bearer(tokens.producer as string, { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }),
    });
    // The server closes the connection after its answer, possibly while this still writes.
    req.on('error', () => undefined);
    req.on('response', (res: IncomingMessage) => res.resume());
    let done = false;
    void answered.then(() => (done = true));
    try {
      req.write(head);
      // Written as fast as the connection takes it, until the server has answered or 40 MB are out.
      for (let offered = 0; !done && !req.destroyed && offered < TOTAL; offered += chunk.length) {
        if (!req.write(chunk)) await Promise.race([once(req, 'drain'), answered, once(req, 'close')]);
      }
      const { status, bytesRead } = await answered;
      expect(status).toBe(413);
      // The limit and little more (socket and parser buffers), not the 40 MB offered.
      expect(bytesRead).toBeGreaterThan(UPLOAD_LIMIT);
      expect(bytesRead).toBeLessThan(UPLOAD_LIMIT + 2 * 1024 * 1024);
    } finally {
      req.destroy();
      if (onRequest) server.app.server.off('request', onRequest);
    }
  });

  it('refuses a repeated or unknown form field with 400 naming it, and stores nothing', async () => {
    const count = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dms_document')).rows[0]?.n;
    const before = await count();
    const twice = await upload([{ name: 'documentType', value: 'zmluva.priloha' }, { name: 'documentType', value: 'neexistuje' }, { name: 'file', fileName: 'a.pdf', data: PDF }]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().hints).toMatchObject({ reasons: ['documentType: the field appears more than once in the form'], field: 'documentType' });
    const unknown = await upload([{ name: 'documentType', value: 'zmluva.priloha' }, { name: 'file', fileName: 'a.pdf', data: PDF }, { name: 'owner', value: 'x' }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().hints).toMatchObject({ reasons: ['owner: unknown form field (allowed: documentType, file)'], field: 'owner' });
    expect(await count()).toBe(before);
  });

  it('refuses malformed forms with 4xx, never 500', async () => {
    const ok: Part[] = [{ name: 'documentType', value: 'zmluva.priloha' }, { name: 'file', fileName: 'a.pdf', data: PDF }];
    const body = multipart(ok);
    const cases: [Buffer, string | undefined][] = [
      [body, 'multipart/form-data'],
      [body, 'multipart/form-data; boundary=inyboundary'],
      [body.subarray(0, body.length - 40), undefined],
      [Buffer.from('garbage'), undefined],
      [multipart([...ok, { name: 'file', fileName: 'b.pdf', data: PDF }]), undefined],
      [multipart([{ name: 'documentType', value: 'zmluva.priloha' }, { name: 'file', disposition: `; filename*=UTF-8''%E0%A4%A.pdf`, data: PDF }]), undefined],
      [Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\n${'x'.repeat(70_000)}\r\n--${BOUNDARY}--\r\n`), undefined],
    ];
    for (const [payload, contentType] of cases) {
      const res = await upload(payload, { contentType });
      expect(res.statusCode, contentType).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, contentType).toBeLessThan(500);
      expect(res.json().message).toBeTruthy();
    }
    const json = await server.app.inject({
      method: 'POST',
      url: `${API}/dms/document`,
      headers: bearer(tokens.producer as string, { 'content-type': 'application/json' }),
      payload: '{"file":"x"}',
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('public upload and access', () => {
  it('accepts an anonymous upload up to 1 MiB only, and shows its metadata but not its bytes', async () => {
    const res = await upload([{ name: 'documentType', value: 'ucastnik.vypisOR' }, { name: 'file', fileName: 'vypis.pdf', data: PDF }], { publicUpload: true });
    expect(res.statusCode).toBe(201);
    expect(res.headers.location).toBe(`${API}/public/dms/document/${res.json().dmsId}`);
    const meta = await server.app.inject({ method: 'GET', url: String(res.headers.location) });
    expect(meta.json()).toMatchObject({ fileName: 'vypis.pdf' });
    const big = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(PUBLIC_UPLOAD_LIMIT, 0x20)]);
    const tooBig = await upload([{ name: 'documentType', value: 'ucastnik.vypisOR' }, { name: 'file', fileName: 'vypis.pdf', data: big }], { publicUpload: true });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().hints.reasons[0]).toBe('The largest allowed file size is 1 MB');
    const anonymousDownload = await server.app.inject({ method: 'GET', url: `${API}/dms/document/${res.json().dmsId}/content/download` });
    expect(anonymousDownload.statusCode).toBe(401);
    // Core staff handle public uploads.
    expect((await download(res.json().dmsId, 'operator')).rawPayload.equals(PDF)).toBe(true);
  });

  it('tells anonymous pages the configured public limit and refuses a larger file with 413, following app-config at once', async () => {
    const limit = async () => (await server.app.inject({ method: 'GET', url: `${API}/public/dms/limit` })).json<{ maxBytes: number }>().maxBytes;
    expect(await limit()).toBe(PUBLIC_UPLOAD_LIMIT);
    await server.db.query('UPDATE app_config SET public_upload_max_bajtov = 2048 WHERE id_app_config = 1');
    try {
      expect(await limit()).toBe(2048);
      const file = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(3000, 0x20)]);
      const tooBig = await upload([{ name: 'documentType', value: 'ucastnik.vypisOR' }, { name: 'file', fileName: 'vypis.pdf', data: file }], { publicUpload: true });
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json().hints.reasons[0]).toBe('The largest allowed file size is 2 kB');
      // The signed-in upload keeps its own (larger) limit.
      expect((await upload([{ name: 'documentType', value: 'ucastnik.vypisOR' }, { name: 'file', fileName: 'vypis.pdf', data: file }])).statusCode).toBe(201);
    } finally {
      await server.db.query(`UPDATE app_config SET public_upload_max_bajtov = ${PUBLIC_UPLOAD_LIMIT} WHERE id_app_config = 1`);
    }
  });

  it('lets only the uploader, its tenant and core staff download', async () => {
    const { rows } = await server.db.query<{ id: number }>("SELECT id_ucastnik_trhu AS id FROM ucastnik_trhu WHERE nazov LIKE 'Západo%'");
    const zse = rows[0]?.id as number;
    const res = await upload([{ name: 'documentType', value: 'zmluva.priloha' }, { name: 'file', fileName: 'dodavatel.pdf', data: PDF }], { user: 'supplier', tenant: zse });
    const { dmsId } = res.json<{ dmsId: string }>();
    expect((await download(dmsId, 'supplier')).statusCode).toBe(200);
    expect((await download(dmsId, 'operator')).statusCode).toBe(200);
    expect((await download(dmsId, 'producer')).statusCode).toBe(404);
    expect((await download('00000000-0000-0000-0000-000000000000', 'operator')).statusCode).toBe(404);
    expect((await download('1%27%20OR%201=1', 'operator')).statusCode).toBe(400);
  });
});

describe('Content-Disposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name (RFC 6266, RFC 5987)', () => {
    expect(contentDisposition('a.pdf')).toBe(`attachment; filename="a.pdf"; filename*=UTF-8''a.pdf`);
    expect(contentDisposition('Zmluva "nová" (2).pdf')).toBe(`attachment; filename="Zmluva _nova_ (2).pdf"; filename*=UTF-8''Zmluva%20%22nov%C3%A1%22%20%282%29.pdf`);
    expect(contentDisposition('📄.txt')).toBe(`attachment; filename="_.txt"; filename*=UTF-8''%F0%9F%93%84.txt`);
  });
});
