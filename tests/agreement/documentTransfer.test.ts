// The engine's HTTP client itself (multipart upload, download named by Content-Disposition, error
// wrapping) against the real server's document store over a real socket, with a producer's token.
// (This ran in the browser in tests/e2e/errors-transfer.spec.ts; the browser added only the login.)
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpError } from '../../engine/core/errors';
import { createHttpClient } from '../../engine/core/http/client';
import { loginWithPassword, startTestServer, type TestServer } from '../../server/testing/harness';

let server: TestServer;
let baseUrl: string;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/portalbl/svc/`;
  token = (await loginWithPassword(server.app, 'producer')).access_token;
});

afterAll(async () => {
  await server?.close();
});

const client = (onError?: (e: HttpError, background: boolean) => void) =>
  createHttpClient({ baseUrl, getLanguage: () => 'sk', getAccessToken: () => token, retryDelaysMs: [], ...(onError ? { onError } : {}) });

describe('documents through the engine client', () => {
  it('uploads a file with a Slovak name, then downloads it under the same name and type', async () => {
    const http = client();
    const bytes = new TextEncoder().encode('%PDF-1.4\n% agreement\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const name = 'Zmluva č. 1 (návrh) "final".pdf';
    const uploaded = await http.upload<{ dmsId: string; fileName: string }>('/dms/document', new File([bytes], name, { type: 'application/pdf' }), { documentType: 'zmluva.priloha' });
    // 201 with Location: the client read the stored document back.
    expect(uploaded.status).toBe(201);
    expect(uploaded.data.dmsId).toMatch(/^[0-9a-f-]{36}$/);

    const file = await http.download(`/dms/document/${uploaded.data.dmsId}/content/download`);
    expect(file.fileName).toBe(uploaded.data.fileName);
    expect(file.fileName).toContain('Zmluva č. 1 (návrh)');
    expect(file.contentType).toBe('application/pdf');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(bytes);
  });

  it('a refused upload and a missing document become translated HttpErrors with reasons', async () => {
    const reported: { status: number; background: boolean }[] = [];
    const http = client((e, background) => reported.push({ status: e.status, background }));
    const wrongType = await http
      .upload('/dms/document', new File(['plain text'], 'poznamka.txt', { type: 'text/plain' }), { documentType: 'zmluva.priloha' })
      .then(() => undefined, (e: HttpError) => e);
    expect(wrongType?.status).toBe(400);
    expect(wrongType?.userError).toBe(true);
    expect(wrongType?.reasons.length).toBeGreaterThan(0);

    const missing = await http
      .download('/dms/document/00000000-0000-4000-8000-000000000000/content/download', { background: true })
      .then(() => undefined, (e: HttpError) => e);
    expect(missing?.status).toBe(404);
    // The JSON error body of a blob call was read and parsed: the server's message, not the generic one.
    expect(missing?.message).toBeTruthy();
    expect(missing?.message).not.toMatch(/^Chyba pri komunikácii so serverom/);
    expect(reported).toEqual([
      { status: 400, background: false },
      { status: 404, background: true },
    ]);
  });
});
