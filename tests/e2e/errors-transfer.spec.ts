import { expect, test, type Page } from '@playwright/test';
import { createHttpClient, type HttpClient } from '../../engine/core/http';
import type { HttpError } from '../../engine/core/errors';
import { accessToken, login } from './support';

// The engine's HTTP client itself (multipart upload, download with Content-Disposition, error
// wrapping) against the real server's document store, with the token of a real login.

async function realClient(page: Page, baseURL: string, onError?: (e: HttpError, background: boolean) => void): Promise<HttpClient> {
  await login(page, 'producer', 'portal', 'dashboard');
  const token = await accessToken(page);
  return createHttpClient({ baseUrl: `${baseURL}/portalbl/svc`, getLanguage: () => 'sk', getAccessToken: () => token, ...(onError ? { onError } : {}) });
}

test('upload a file with a Slovak name, then download it under the same name and type', async ({ page, baseURL }) => {
  const http = await realClient(page, baseURL ?? '');
  const bytes = new TextEncoder().encode('%PDF-1.4\n% e2e\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
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

test('a refused upload and a missing document become translated HttpErrors with reasons', async ({ page, baseURL }) => {
  const reported: { status: number; background: boolean }[] = [];
  const http = await realClient(page, baseURL ?? '', (e, background) => reported.push({ status: e.status, background }));
  const wrongType = await http
    .upload('/dms/document', new File(['plain text'], 'poznamka.txt', { type: 'text/plain' }), { documentType: 'zmluva.priloha' })
    .then(() => undefined, (e: HttpError) => e);
  expect(wrongType?.status).toBe(400);
  expect(wrongType?.userError).toBe(true);
  expect(wrongType?.reasons.length).toBeGreaterThan(0);

  const missing = await http.download('/dms/document/00000000-0000-4000-8000-000000000000/content/download', { background: true }).then(() => undefined, (e: HttpError) => e);
  expect(missing?.status).toBe(404);
  // The JSON error body of a blob call was read and parsed.
  expect(missing?.message).not.toMatch(/^Chyba pri komunikácii so serverom/);
  expect(reported).toEqual([
    { status: 400, background: false },
    { status: 404, background: true },
  ]);
});
