// The upload form reader on its own: a bare Fastify app with our error answers and one route that
// echoes what the reader gives back (the checks of the hand-written parser it replaced, and new ones).
import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../api/errorHandler';
import { readUploadForm, registerUploadParsing } from './uploadForm';

const B = 'XyZ-boundary-42';
const FILE_LIMIT = 1024;
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  registerErrorHandling(app);
  await app.register(async (context) => {
    await registerUploadParsing(context);
    context.post('/upload', async (request) => {
      const form = await readUploadForm(request, { fields: ['documentType', 'note'], file: 'file' }, FILE_LIMIT);
      return { fields: { ...form.fields }, fileName: form.file?.fileName, data: form.file?.data.toString('base64') };
    });
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

interface Echo {
  fields: Record<string, string>;
  fileName?: string;
  data?: string;
}

const part = (name: string, value: string | Buffer, disposition = '') =>
  Buffer.concat([Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="${name}"${disposition}\r\n\r\n`), Buffer.from(value), Buffer.from('\r\n')]);
const filePart = (data: Buffer, disposition = '; filename="a.pdf"', name = 'file') => part(name, data, `${disposition}\r\nContent-Type: application/pdf`);
const form = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${B}--\r\n`)]);

function post(payload: Buffer | string, contentType = `multipart/form-data; boundary=${B}`, language = 'en') {
  return app.inject({ method: 'POST', url: '/upload', headers: { 'content-type': contentType, 'x-language': language }, payload });
}

async function refusal(payload: Buffer | string, contentType?: string, language?: string) {
  const res = await post(payload, contentType, language);
  const body = res.json<{ message: string; hints: { reasons: string[]; field?: string } }>();
  return { status: res.statusCode, reason: body.hints.reasons.join(' '), field: body.hints.field, message: body.message };
}

describe('upload form', () => {
  it('reads the boundary, quoted or not, and refuses a missing, empty or wrong one with 400, another type with 415', async () => {
    expect((await post(form(part('documentType', 'x')))).json<Echo>().fields).toEqual({ documentType: 'x' });
    const quoted = `--a b'c\r\nContent-Disposition: form-data; name="documentType"\r\n\r\ny\r\n--a b'c--\r\n`;
    expect((await post(quoted, `multipart/form-data; charset=utf-8; boundary="a b'c"`)).json<Echo>().fields).toEqual({ documentType: 'y' });
    const body = form(part('documentType', 'x'));
    expect(await refusal(body, 'multipart/form-data')).toMatchObject({ status: 400, reason: 'Content-Type: the boundary parameter is missing or invalid' });
    expect(await refusal(body, 'multipart/form-data; boundary=')).toMatchObject({ status: 400 });
    expect(await refusal(body, 'multipart/form-data; boundary=other')).toMatchObject({ status: 400, reason: 'The form body is malformed' });
    expect((await post(body, 'text/plain; boundary=x')).statusCode).toBe(415);
  });

  it('gives back any text field and any file bytes, even a boundary that does not start a line', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 200 }).filter((s) => !s.includes(`\r\n--${B}`) && !s.includes('\uFFFD')),
        fc.uint8Array({ maxLength: 900 }),
        async (text, bytes) => {
          // A sender picks a boundary absent from the data; `--boundary` not after CRLF is just data
          // (at the very start of the data it would follow the CRLF that ends the part's headers).
          const data = Buffer.concat([Buffer.from(`x--${B}`), Buffer.from(bytes), Buffer.from(`\n--${B}--\r\n`)]);
          // Bytes ending in CR would turn the trailing `\n--boundary` into a real delimiter.
          fc.pre(!data.includes(`\r\n--${B}`));
          const echo = (await post(form(part('documentType', text), filePart(data)))).json<Echo>();
          expect(echo.fields.documentType).toBe(text);
          expect(Buffer.from(echo.data ?? '', 'base64').equals(data)).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('enforces the file size and the field size, and refuses a body that ends early or is no form', async () => {
    const tooLarge = await refusal(form(filePart(Buffer.alloc(FILE_LIMIT + 1))), undefined, 'sk');
    expect(tooLarge).toMatchObject({ status: 413, message: 'Súbor je príliš veľký', reason: 'Najväčšia povolená veľkosť súboru je 1 kB' });
    expect((await post(form(filePart(Buffer.alloc(FILE_LIMIT, 1))))).json<Echo>().data).toBe(Buffer.alloc(FILE_LIMIT, 1).toString('base64'));
    expect(await refusal(form(part('note', 'x'.repeat(65537))))).toMatchObject({ status: 400, reason: 'note: the field is longer than 65536 bytes', field: 'note' });
    expect((await post(form(part('note', 'x'.repeat(65536))))).json<Echo>().fields.note).toHaveLength(65536);
    expect(await refusal(`--${B}\r\nContent-Disposition: form-data; name="note"\r\n\r\nno end`)).toMatchObject({ status: 400, reason: 'The form body is malformed' });
    expect(await refusal(Buffer.from([0xff, 0xfe]))).toMatchObject({ status: 400, reason: 'The form body is malformed' });
  });

  it('refuses a field sent twice, a field it does not know and a file in a text field, naming the field (sk, en, cs)', async () => {
    const twoFiles = await refusal(form(filePart(Buffer.from('a')), filePart(Buffer.from('b'), '; filename="b.pdf"')));
    expect(twoFiles).toMatchObject({ status: 400, reason: 'file: the field appears more than once in the form', field: 'file' });
    const twoTypes = await refusal(form(part('documentType', 'a'), part('documentType', 'b')), undefined, 'sk');
    expect(twoTypes).toMatchObject({ status: 400, reason: 'documentType: pole je vo formulári viackrát', field: 'documentType' });
    const unknown = await refusal(form(part('documentType', 'a'), part('extra', 'b')), undefined, 'cs');
    expect(unknown).toMatchObject({ status: 400, reason: 'extra: neznámé pole formuláře (povolená: documentType, note, file)', field: 'extra' });
    const unnamed = await refusal(`--${B}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${B}--\r\n`);
    expect(unnamed).toMatchObject({ status: 400, reason: '—: unknown form field (allowed: documentType, note, file)' });
    expect(await refusal(form(part('__proto__', 'x')))).toMatchObject({ status: 400 });
    // Parts past the form's own are named too, not just counted.
    const many = await refusal(form(...['a', 'b', 'c', 'd', 'e', 'f'].map((name) => part(name, 'x'))));
    expect(many).toMatchObject({ status: 400, field: 'a' });
    expect(await refusal(form(filePart(Buffer.from('%PDF'), '; filename="a.pdf"', 'documentType')))).toMatchObject({
      status: 400,
      reason: 'documentType: text expected, not a file',
    });
  });

  it('reads file names with quotes, escapes, browser paths and RFC 5987 values, and refuses names and text that are not UTF-8', async () => {
    const name = async (disposition: string) => (await post(form(filePart(Buffer.from('x'), disposition)))).json<Echo>().fileName;
    expect(await name('; filename="a \\"b\\".pdf"')).toBe('a "b".pdf');
    expect(await name(`; filename*=UTF-8''%C5%BEiar%20nad%20Hronom.pdf`)).toBe('žiar nad Hronom.pdf');
    // RFC 7578 (4.2): form senders do not send filename*; busboy then reads the plain name first.
    expect(await name(`; filename="ziar.pdf"; filename*=UTF-8''%C5%BEiar.pdf`)).toBe('ziar.pdf');
    expect(await name('; filename="C:\\fakepath\\strecha.PNG"')).toBe('strecha.PNG');
    expect(await refusal(form(filePart(Buffer.from('x'), `; filename*=UTF-8''%E0%A4%A.pdf`)))).toMatchObject({
      status: 400,
      reason: 'A file name or form field is not valid UTF-8',
    });
    expect(await refusal(form(part('note', Buffer.from([0xff, 0xfe]))))).toMatchObject({ status: 400, reason: 'A file name or form field is not valid UTF-8' });
  });
});
