// zmluva/podpisanie on PGlite with real tokens: the participant downloads the generated contract,
// uploads the signed copy and submits it; the signature step completes exactly as from the activity
// list, once. Refusals: no token, another participant, wrong or oversized file, no signature, twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';
import { appendPdfSignature, signedCms, signedPdf } from './testing/cmsSignedData';
import { SIGNED_CONTRACT_CERTIFICATE, SIGNED_CONTRACT_TEXT, signedContractP7m, signedContractPdf, unsignedContractPdf } from './testing/signedContract';
import { PODPIS_TEXT_KEYS } from './podpisanieTexts';
import { asiceSignatureXml } from './asice';
import { asiceContainer, TEST_DOCUMENT, testCa, testCrl, testSigner, zipOf } from './testing/asiceContainer';
import { marketToday } from '../../engine/core/validation/marketDay';

const API = '/portalbl/svc';
const ZO = `${API}/portal/zmluvy/zmluva-zo/`;
const FIN = `${API}/portal/zmluvy/zmluva-zo-financne-udaje/`;
const SIGN = `${API}/portal/zmluvy/podpisanie/`;
const START = `${API}/portal/zmluvy/zmluva-ucastnik-agregacia/start-process`;
const BOUNDARY = '----edcPodpisBoundary7';
const IBAN = 'SK3112000000198742637541';

let server: TestServer;
const tokens: Record<string, string> = {};
type Json = Record<string, unknown> & { hints?: { reasons: string[] } };

async function call(user: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const response = await server.app.inject({
    method,
    url,
    headers: user ? bearer(tokens[user] as string, { 'x-language': 'en' }) : { 'x-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, json: (response.body ? response.json() : {}) as Json };
}

async function upload(user: string, documentType: string, fileName: string, data: Buffer) {
  const body = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\n${documentType}\r\n`),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const response = await server.app.inject({
    method: 'POST',
    url: `${API}/dms/document`,
    headers: { ...bearer(tokens[user] as string, { 'x-language': 'en' }), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: body,
  });
  return { status: response.statusCode, json: response.json() as Json & { dmsId: string } };
}

const activity = async (id: number) => (await call('producer', 'GET', `${API}/bpm/activity/${id}`)).json as { activityId: number; entityId: number; processId: number; nextActivityId: number | null };
const complete = (id: number, action: string) => call('producer', 'POST', `${API}/bpm/activity/${id}/complete/${action}`);

/** producer: a contract filled and its finance data given: the process waits at the signature step. */
async function contractAtSignature(): Promise<{ idZmluva: number; processId: number; activityId: number }> {
  const started = await call('producer', 'POST', START);
  let a = await activity(started.json.activityId as number);
  const c = (await call('producer', 'GET', `${ZO}${a.entityId}`)).json;
  expect((await call('producer', 'POST', `${ZO}${a.entityId}`, { datumOd: c.datumOd, kontaktMeno: 'Ján Novák', kontaktEmail: 'jan.novak@solarpark-lc.sk', verzia: c.verzia })).status).toBe(200);
  expect((await complete(a.activityId, 'DALEJ')).status).toBe(200);
  a = await activity((await activity(a.activityId)).nextActivityId as number);
  const f = (await call('producer', 'GET', `${FIN}${a.entityId}`)).json;
  expect((await call('producer', 'POST', `${FIN}${a.entityId}`, { vyskaZabezpecenia: 25000, formaZabezpecenia: 'BANKOVA_ZARUKA', iban: IBAN, verzia: f.verzia })).status).toBe(200);
  expect((await complete(a.activityId, 'DALEJ')).status).toBe(200);
  a = await activity((await activity(a.activityId)).nextActivityId as number);
  return { idZmluva: a.entityId, processId: a.processId, activityId: a.activityId };
}

beforeAll(async () => {
  process.env.BPM_ASYNC_DELAY_MS = '40';
  server = await startTestServer();
  for (const user of ['producer', 'supplier', 'operator', 'visitor']) tokens[user] = (await loginWithPassword(server.app, user)).access_token;
  for (const user of ['producer', 'supplier']) {
    const env = await call(user, 'GET', `${API}/environment/info`);
    const id = (env.json.ucastnici as { idUcastnikTrhu: number }[])[0]?.idUcastnikTrhu;
    await server.app.inject({ method: 'POST', url: `${API}/portal/iam/set-tenant`, headers: bearer(tokens[user] as string, { 'x-tenant': String(id) }) });
  }
});
afterAll(async () => server.close());

describe('contract signing (zmluva/podpisanie)', () => {
  it('has every text in sk, en and cs', () => {
    expect(PODPIS_TEXT_KEYS.en).toEqual(PODPIS_TEXT_KEYS.sk);
    expect(PODPIS_TEXT_KEYS.cs).toEqual(PODPIS_TEXT_KEYS.sk);
  });

  it('refuses a caller without the token or login, and another participant (404)', async () => {
    const { idZmluva } = await contractAtSignature();
    expect((await call(null, 'GET', `${SIGN}${idZmluva}`)).status).toBe(401);
    expect((await call('visitor', 'GET', `${SIGN}${idZmluva}`)).status).toBe(403);
    expect((await call('visitor', 'POST', `${SIGN}${idZmluva}`, { dmsId: '00000000-0000-4000-8000-000000000000' })).status).toBe(403);
    expect((await call('supplier', 'GET', `${SIGN}${idZmluva}`)).status).toBe(404);
    expect((await call('supplier', 'POST', `${SIGN}${idZmluva}/vygenerovat`)).status).toBe(404);
    const supplierDoc = await upload('supplier', 'zmluva.podpisana', 'zmluva.pdf', signedContractPdf());
    expect((await call('supplier', 'POST', `${SIGN}${idZmluva}`, { dmsId: supplierDoc.json.dmsId })).status).toBe(404);
    expect((await call('producer', 'GET', `${SIGN}abc`)).status).toBe(400);
    // The operator may open it (read-only for them: the step is the participant's).
    const seen = await call('operator', 'GET', `${SIGN}${idZmluva}`);
    expect(seen.status).toBe(200);
    expect(seen.json).toMatchObject({ idZmluva, mozePodpisat: false, idActivity: expect.any(Number) });
  });

  it('refuses a wrong file type, an oversized file and a file that is not a signed contract, with reasons', async () => {
    const { idZmluva } = await contractAtSignature();
    const docx = await upload('producer', 'zmluva.podpisana', 'zmluva.docx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]));
    expect(docx.status).toBe(400);
    expect(docx.json.hints?.reasons?.[0]).toMatch(/docx/);
    const big = await upload('producer', 'zmluva.podpisana', 'zmluva.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10_485_760 + 10, 0x41)]));
    expect(big.status).toBe(413);
    expect(big.json.hints?.reasons?.length).toBeGreaterThan(0);

    expect((await call('producer', 'POST', `${SIGN}${idZmluva}`, { dmsId: 'not-an-id' })).status).toBe(400);
    expect((await call('producer', 'POST', `${SIGN}${idZmluva}`, { dmsId: '00000000-0000-4000-8000-000000000000', extra: 1 })).status).toBe(400);
    const attachment = await upload('producer', 'zmluva.priloha', 'priloha.pdf', signedContractPdf());
    const wrongType = await call('producer', 'POST', `${SIGN}${idZmluva}`, { dmsId: attachment.json.dmsId });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.hints?.reasons).toEqual(['A document of type zmluva.priloha is not a signed contract']);

    const signed = await upload('producer', 'zmluva.podpisana', 'zmluva-podpisana.pdf', signedContractPdf());
    const notGenerated = await call('producer', 'POST', `${SIGN}${idZmluva}`, { dmsId: signed.json.dmsId });
    expect(notGenerated.status).toBe(400);
    expect(notGenerated.json.hints?.reasons).toEqual(['Download the generated contract first, sign it and upload the signed copy']);

    expect((await call('producer', 'POST', `${SIGN}${idZmluva}/vygenerovat`)).status).toBe(200);
    const scanned = await upload('producer', 'zmluva.podpisana', 'sken.pdf', unsignedContractPdf());
    const unsigned = await call('producer', 'POST', `${SIGN}${idZmluva}`, { dmsId: scanned.json.dmsId });
    expect(unsigned.status).toBe(400);
    expect(unsigned.json.hints?.reasons).toEqual(['File sken.pdf carries no electronic signature; confirm the handwritten signature']);
    // Nothing was recorded by the refusals: the step still waits.
    expect((await call('producer', 'GET', `${SIGN}${idZmluva}`)).json).toMatchObject({ mozePodpisat: true, podpisy: [] });
    // A handwritten signature confirmed: accepted without a certificate.
    const manual = await call('producer', 'POST', `${SIGN}${idZmluva}`, { dmsId: scanned.json.dmsId, rucnyPodpis: true });
    expect(manual.status).toBe(200);
    expect((manual.json.podpisy as Json[])[0]).toMatchObject({ fileName: 'sken.pdf', rucnyPodpis: true, certPodpisal: null });
  });

  it('completes the signature step exactly once with the certificate of the signed file; a second submit is 409', async () => {
    const { idZmluva, processId, activityId } = await contractAtSignature();
    const before = await call('producer', 'GET', `${SIGN}${idZmluva}`);
    expect(before.json).toMatchObject({ idZmluva, stav: 'ROZPRACOVANA', idActivity: activityId, mozePodpisat: true, rucnyPodpisPovoleny: true, vygenerovana: null, podpisy: [] });

    const generated = await call('producer', 'POST', `${SIGN}${idZmluva}/vygenerovat`);
    expect(generated.status).toBe(200);
    expect(generated.json).toMatchObject({ fileName: expect.stringMatching(/^ZO-\d{4}-\d{5}\.docx$/), dmsId: expect.any(String) });
    const download = await server.app.inject({ method: 'GET', url: `${API}/dms/document/${String(generated.json.dmsId)}/content/download`, headers: bearer(tokens.producer as string) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    // Generating again replaces the document (one generated contract).
    const again = await call('producer', 'POST', `${SIGN}${idZmluva}/vygenerovat`);
    expect((await call('producer', 'GET', `${SIGN}${idZmluva}`)).json.vygenerovana).toMatchObject({ dmsId: again.json.dmsId });

    const signed = await upload('producer', 'zmluva.podpisana', 'zmluva-podpisana.pdf', signedContractPdf());
    const [first, second] = await Promise.all([
      call('producer', 'POST', `${SIGN}${idZmluva}`, { dmsId: signed.json.dmsId }),
      call('producer', 'POST', `${SIGN}${idZmluva}`, { dmsId: signed.json.dmsId }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const ok = first.status === 200 ? first : second;
    expect(ok.json).toMatchObject({
      message: expect.stringMatching(/^Imbalance settlement contract ZO-\d{4}-\d{5} was submitted for approval$/),
      stav: 'NA_SCHVALENI',
      idActivity: null,
      mozePodpisat: false,
    });
    expect((ok.json.podpisy as Json[])[0]).toMatchObject({
      fileName: 'zmluva-podpisana.pdf',
      rucnyPodpis: false,
      certPodpisal: SIGNED_CONTRACT_CERTIFICATE.podpisal,
      certVydavatel: SIGNED_CONTRACT_CERTIFICATE.vydavatel,
      certPlatnostOd: SIGNED_CONTRACT_CERTIFICATE.platnostOd.replace('.000Z', 'Z'),
      certPlatnostDo: SIGNED_CONTRACT_CERTIFICATE.platnostDo.replace('.000Z', 'Z'),
      podpisal: 'producer',
    });

    // The process moved on once: the signature activity completed with ODOSLAT, one approval task.
    const { rows } = await server.db.query<{ task: string; status: string; action: string | null }>(
      'SELECT task_id AS task, status_code AS status, action_code AS action FROM activity WHERE process_id = $1 ORDER BY id_activity',
      [processId],
    );
    expect(rows.filter((r) => r.task === 'PODPIS')).toEqual([{ task: 'PODPIS', status: 'COMPLETED', action: 'ODOSLAT' }]);
    expect(rows.filter((r) => r.status === 'ACTIVE' && r.task !== 'PODPIS').map((r) => r.task)).toHaveLength(rows.filter((r) => r.status === 'ACTIVE').length);
    const approvals = (await call('operator', 'GET', `${API}/bpm/dashboard/activities?list=approval`)).json as unknown as { processId: number; activityType: string }[];
    expect(approvals.filter((a) => a.processId === processId).map((a) => a.activityType)).toEqual(['ZMLUVA.ZO.SCHVALENIE_ZMLUVY']);
    const docs = (await call('producer', 'GET', `${ZO}${idZmluva}/dokumenty`)).json as unknown as { documentType: string }[];
    expect(docs.map((d) => d.documentType).sort()).toEqual(['zmluva.podpisana', 'zmluva.vygenerovana']);

    const third = await call('producer', 'POST', `${SIGN}${idZmluva}`, { dmsId: signed.json.dmsId });
    expect(third.status).toBe(409);
    expect(third.json.hints?.reasons?.[0]).toMatch(/cannot be signed now/);
    expect((await call('producer', 'POST', `${SIGN}${idZmluva}/vygenerovat`)).status).toBe(409);
  });
});

describe('a contract signed in an ASiC-E container (.asice, .sce)', () => {
  it('records every signer certificate of the XAdES signatures and shows them with the signature', async () => {
    const { idZmluva } = await contractAtSignature();
    expect((await call('producer', 'POST', `${SIGN}${idZmluva}/vygenerovat`)).status).toBe(200);
    const novak = testSigner('/C=SK/O=Solárny park Lučenec s.r.o./CN=Ján Novák');
    const kovac = testSigner('/C=SK/O=Solárny park Lučenec s.r.o./CN=Martin Kováč/serialNumber=PNOSK-7801011234');
    const container = await upload('producer', 'zmluva.podpisana', 'zmluva-podpisana.sce', asiceContainer([novak, kovac]));
    expect(container.status).toBe(201);
    const signed = await call('producer', 'POST', `${SIGN}${idZmluva}`, { dmsId: container.json.dmsId });
    expect(signed.status).toBe(200);
    const signature = (signed.json.podpisy as Json[])[0] as Json;
    expect(signature).toMatchObject({
      fileName: 'zmluva-podpisana.sce',
      rucnyPodpis: false,
      certPodpisal: novak.podpisal,
      certVydavatel: novak.vydavatel,
      certSerioveCislo: novak.serioveCislo,
      certPlatnostOd: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    });
    expect(signature.certifikaty).toEqual([
      { podpisal: novak.podpisal, vydavatel: novak.vydavatel, serioveCislo: novak.serioveCislo, platnostOd: expect.any(String), platnostDo: expect.any(String) },
      { podpisal: kovac.podpisal, vydavatel: kovac.vydavatel, serioveCislo: kovac.serioveCislo, platnostOd: expect.any(String), platnostDo: expect.any(String) },
    ]);
    expect(kovac.podpisal).toContain('CN=Martin Kováč');
    // Read again: the same.
    expect(((await call('producer', 'GET', `${SIGN}${idZmluva}`)).json.podpisy as Json[])[0]).toEqual(signature);
  });

  it('a broken container is refused with a translated reason, checkbox or not, and nothing is recorded', async () => {
    const { idZmluva } = await contractAtSignature();
    expect((await call('producer', 'POST', `${SIGN}${idZmluva}/vygenerovat`)).status).toBe(200);
    const noSignature = await upload('producer', 'zmluva.podpisana', 'bez-podpisu.asice', zipOf({ mimetype: 'application/vnd.etsi.asic-e+zip', 'zmluva.pdf': '%PDF-1.7' }));
    expect(noSignature.status).toBe(201);
    for (const rucnyPodpis of [false, true]) {
      const refused = await call('producer', 'POST', `${SIGN}${idZmluva}`, { dmsId: noSignature.json.dmsId, rucnyPodpis });
      expect(refused.status).toBe(400);
      expect(refused.json.hints?.reasons).toEqual(['The ASiC-E container bez-podpisu.asice holds no signature (META-INF/signatures*.xml)']);
    }
    const truncated = asiceContainer([testSigner('/C=SK/CN=Ján Novák')]);
    const damaged = await upload('producer', 'zmluva.podpisana', 'poskodeny.sce', truncated.subarray(0, truncated.length - 40));
    const refused = await server.app.inject({
      method: 'POST',
      url: `${SIGN}${idZmluva}`,
      headers: bearer(tokens.producer as string, { 'x-language': 'sk' }),
      payload: { dmsId: damaged.json.dmsId },
    });
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as Json).hints?.reasons).toEqual(['Kontajner ASiC-E poskodeny.sce je poškodený: nie je to čitateľný archív ZIP']);

    // A well-formed container whose contract was changed after signing: its signature does not verify.
    const novak = testSigner('/C=SK/O=Solárny park Lučenec s.r.o./CN=Ján Novák');
    const signedXml = asiceSignatureXml(asiceContainer([novak]))[0] as string;
    const tampered = zipOf({ mimetype: 'application/vnd.etsi.asic-e+zip', 'zmluva.pdf': '%PDF-1.7\n% Zmluva s inou sumou\n%%EOF\n', 'META-INF/signatures0.xml': signedXml });
    const forged = await upload('producer', 'zmluva.podpisana', 'zmenena.asice', tampered);
    for (const rucnyPodpis of [false, true]) {
      const answer = await server.app.inject({
        method: 'POST',
        url: `${SIGN}${idZmluva}`,
        headers: bearer(tokens.producer as string, { 'x-language': 'sk' }),
        payload: { dmsId: forged.json.dmsId, rucnyPodpis },
      });
      expect(answer.statusCode).toBe(400);
      expect((answer.json() as Json).hints?.reasons).toEqual(['Podpis Ján Novák v kontajneri ASiC-E zmenena.asice nie je platný: zmluva.pdf bol po podpise zmenený']);
    }
    expect((await call('producer', 'GET', `${SIGN}${idZmluva}`)).json).toMatchObject({ mozePodpisat: true, podpisy: [] });
    // The same signature with the contract as signed is accepted.
    const genuine = await upload('producer', 'zmluva.podpisana', 'zmluva.asice', zipOf({ mimetype: 'application/vnd.etsi.asic-e+zip', 'zmluva.pdf': TEST_DOCUMENT, 'META-INF/signatures0.xml': signedXml }));
    expect((await call('producer', 'POST', `${SIGN}${idZmluva}`, { dmsId: genuine.json.dmsId })).status).toBe(200);
  });
});

describe('a contract signed as a CMS (.p7m) or a signed PDF: its signature is verified', () => {
  const bodyOf = (dmsId: string, rucnyPodpis = false) => ({ dmsId, rucnyPodpis });
  const submit = (idZmluva: number, body: object) =>
    server.app.inject({ method: 'POST', url: `${SIGN}${idZmluva}`, headers: bearer(tokens.producer as string, { 'x-language': 'sk' }), payload: body });

  it('a tampered .p7m or PDF is refused with a translated reason, checkbox or not, and nothing is recorded; the genuine .p7m completes the step', async () => {
    const { idZmluva, processId } = await contractAtSignature();
    expect((await call('producer', 'POST', `${SIGN}${idZmluva}/vygenerovat`)).status).toBe(200);
    const p7m = signedContractP7m();
    const tampered = Buffer.from(p7m);
    const at = tampered.indexOf(SIGNED_CONTRACT_TEXT);
    tampered[at] = (tampered[at] as number) ^ 0x01;
    const forged = await upload('producer', 'zmluva.podpisana', 'zmenena.p7m', tampered);
    expect(forged.status).toBe(201);
    for (const rucnyPodpis of [false, true]) {
      const answer = await submit(idZmluva, bodyOf(forged.json.dmsId, rucnyPodpis));
      expect(answer.statusCode).toBe(400);
      expect((answer.json() as Json).hints?.reasons).toEqual(['Podpis Ján Novák v súbore zmenena.p7m nie je platný: dokument bol po podpise zmenený']);
    }
    // In English too, and a PDF with a page added after signing.
    const pdf = signedContractPdf();
    const appended = await upload('producer', 'zmluva.podpisana', 'doplnena.pdf', Buffer.concat([pdf, Buffer.from('\n3 0 obj\n<< /Type /Page >>\nendobj\n%%EOF\n')]));
    const answer = await call('producer', 'POST', `${SIGN}${idZmluva}`, { dmsId: appended.json.dmsId });
    expect(answer.status).toBe(400);
    expect(answer.json.hints?.reasons).toEqual(['The signature in PDF file doplnena.pdf does not cover the whole file: the file was extended or changed after signing']);
    // Garbage where the signature should be: refused, never a server error.
    const garbage = await upload('producer', 'zmluva.podpisana', 'poskodeny.p7m', Buffer.from([0x30, 0x82, 0x05, 0x00, 0x06, 0x09, ...Array<number>(300).fill(0x2a)]));
    const broken = await submit(idZmluva, bodyOf(garbage.json.dmsId));
    expect(broken.statusCode).toBe(400);
    expect((broken.json() as Json).hints?.reasons).toEqual(['Elektronický podpis v súbore poskodeny.p7m je poškodený: nie je to čitateľný podpis CMS']);
    // Nothing recorded: no signature, no document attached, the step still waits.
    expect((await call('producer', 'GET', `${SIGN}${idZmluva}`)).json).toMatchObject({ mozePodpisat: true, podpisy: [] });
    expect((await server.db.query('SELECT 1 FROM zmluva_zo_podpis WHERE id_zmluva = $1', [idZmluva])).rows).toHaveLength(0);
    expect((await server.db.query('SELECT 1 FROM zmluva_zo_dokument d JOIN dms_document x USING (dms_id) WHERE d.id_zmluva = $1 AND x.document_type = $2', [idZmluva, 'zmluva.podpisana'])).rows).toHaveLength(0);

    // The genuine .p7m: the step completes with its signer's certificate.
    const genuine = await upload('producer', 'zmluva.podpisana', 'zmluva.p7m', p7m);
    const accepted = await submit(idZmluva, bodyOf(genuine.json.dmsId));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(((accepted.json() as Json).podpisy as Json[])[0]).toMatchObject({ fileName: 'zmluva.p7m', rucnyPodpis: false, certPodpisal: SIGNED_CONTRACT_CERTIFICATE.podpisal, certSerioveCislo: SIGNED_CONTRACT_CERTIFICATE.serioveCislo });
    const { rows } = await server.db.query<{ status: string }>("SELECT status_code AS status FROM activity WHERE process_id = $1 AND task_id = 'PODPIS'", [processId]);
    expect(rows).toEqual([{ status: 'COMPLETED' }]);
  });

  it('a validly signed PDF or .p7m whose signer no trusted CA issued is refused by the signer’s name, as in a container', async () => {
    const { idZmluva } = await contractAtSignature();
    expect((await call('producer', 'POST', `${SIGN}${idZmluva}/vygenerovat`)).status).toBe(200);
    const ca = testCa('/C=SK/O=Iná autorita a.s./CN=Iná CA');
    const signer = testSigner('/C=SK/CN=Ján Novák', 365, 'rsa', ca);
    const pdf = await upload('producer', 'zmluva.podpisana', 'ina-ca.pdf', signedPdf('zmluva', signer));
    for (const rucnyPodpis of [false, true]) {
      const answer = await submit(idZmluva, bodyOf(pdf.json.dmsId, rucnyPodpis));
      expect(answer.statusCode).toBe(400);
      expect((answer.json() as Json).hints?.reasons).toEqual(['Certifikát podpisovateľa Ján Novák v súbore ina-ca.pdf nevydala dôveryhodná kvalifikovaná certifikačná autorita (vydavateľ C=SK, O=Iná autorita a.s., CN=Iná CA)']);
    }
    const p7m = await upload('producer', 'zmluva.podpisana', 'ina-ca.p7m', signedCms(Buffer.from('zmluva'), signer, { attached: true }));
    expect((await submit(idZmluva, bodyOf(p7m.json.dmsId))).statusCode).toBe(400);
    expect((await call('producer', 'GET', `${SIGN}${idZmluva}`)).json).toMatchObject({ mozePodpisat: true, podpisy: [] });
  });

  it('a PDF whose document timestamp comes from an authority no trusted CA issued is refused by the authority’s name', async () => {
    const { idZmluva } = await contractAtSignature();
    expect((await call('producer', 'POST', `${SIGN}${idZmluva}/vygenerovat`)).status).toBe(200);
    const tsa = testSigner('/C=SK/O=Iná autorita a.s./CN=Cudzia TSA', 365, 'rsa', testCa('/C=SK/O=Iná autorita a.s./CN=Iná TSA CA'), ['extendedKeyUsage=critical,timeStamping']);
    const stamped = await upload('producer', 'zmluva.podpisana', 'peciatka.pdf', appendPdfSignature(signedContractPdf(), tsa, { documentTimestamp: {} }));
    const answer = await submit(idZmluva, bodyOf(stamped.json.dmsId));
    expect(answer.statusCode).toBe(400);
    expect((answer.json() as Json).hints?.reasons).toEqual(['Certifikát podpisovateľa Cudzia TSA v súbore peciatka.pdf nevydala dôveryhodná kvalifikovaná certifikačná autorita (vydavateľ C=SK, O=Iná autorita a.s., CN=Iná TSA CA)']);
    expect((await call('producer', 'GET', `${SIGN}${idZmluva}`)).json).toMatchObject({ mozePodpisat: true, podpisy: [] });
  });
});

describe('the signer must be trusted: a qualified CA of the trust store issued the certificate, not revoked', () => {
  it('refuses an unknown issuer and a revoked certificate by the signer’s name, records nothing; a CA added to the store is trusted', async () => {
    const { idZmluva } = await contractAtSignature();
    expect((await call('producer', 'POST', `${SIGN}${idZmluva}/vygenerovat`)).status).toBe(200);
    const ca = testCa('/C=SK/O=Nová certifikačná autorita a.s./CN=Nová QCA 2026');
    const novak = testSigner('/C=SK/O=Solárny park Lučenec s.r.o./CN=Ján Novák', 365, 'rsa', ca);
    const submit = async (fileName: string, data: Buffer, rucnyPodpis = false) => {
      const doc = await upload('producer', 'zmluva.podpisana', fileName, data);
      return server.app.inject({ method: 'POST', url: `${SIGN}${idZmluva}`, headers: bearer(tokens.producer as string, { 'x-language': 'sk' }), payload: { dmsId: doc.json.dmsId, rucnyPodpis } });
    };
    const reasons = (answer: { json: () => unknown }) => (answer.json() as Json).hints?.reasons;

    // Not in the trust store: refused, checkbox or not.
    for (const rucnyPodpis of [false, true]) {
      const answer = await submit('nova-ca.asice', asiceContainer([novak]), rucnyPodpis);
      expect(answer.statusCode).toBe(400);
      expect(reasons(answer)).toEqual(['Certifikát podpisovateľa Ján Novák v kontajneri ASiC-E nova-ca.asice nevydala dôveryhodná kvalifikovaná certifikačná autorita (vydavateľ C=SK, O=Nová certifikačná autorita a.s., CN=Nová QCA 2026)']);
    }
    // A self-signed certificate neither.
    const self = await submit('vlastny.asice', asiceContainer([testSigner('/C=SK/CN=Ján Novák', 365, 'rsa', 'self')]));
    expect(reasons(self)).toEqual([expect.stringMatching(/^Certifikát podpisovateľa Ján Novák v kontajneri ASiC-E vlastny.asice nevydala dôveryhodná/)]);

    // In the store with a CRL that lists the certificate: revoked. Nothing was recorded.
    const since = new Date(Date.now() - 86_400_000);
    await server.db.query('INSERT INTO podpis_dovera_ca (nazov, certifikat, crl) VALUES ($1, $2, $3)', ['Nová QCA 2026', ca.certificatePem, testCrl(ca, [{ serioveCislo: novak.serioveCislo, since }])]);
    const revoked = await submit('zruseny.asice', asiceContainer([novak]));
    expect(revoked.statusCode).toBe(400);
    expect(reasons(revoked)).toEqual([`Certifikát podpisovateľa Ján Novák v kontajneri ASiC-E zruseny.asice bol zrušený (${marketToday(since)})`]);
    expect((await call('producer', 'GET', `${SIGN}${idZmluva}`)).json).toMatchObject({ mozePodpisat: true, podpisy: [] });

    // Its CA's CRL without it (a newer CRL): trusted and recorded.
    await server.db.query('UPDATE podpis_dovera_ca SET crl = $1 WHERE nazov = $2', [testCrl(ca, []), 'Nová QCA 2026']);
    const accepted = await submit('platny.asice', asiceContainer([novak], 'zmluva.pdf', TEST_DOCUMENT, { pss: true }));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(((await call('producer', 'GET', `${SIGN}${idZmluva}`)).json.podpisy as Json[])[0]).toMatchObject({ certPodpisal: novak.podpisal, certVydavatel: 'C=SK, O=Nová certifikačná autorita a.s., CN=Nová QCA 2026' });
  });
});

describe('a contract process entity by its code (zmluva/detail-portal)', () => {
  const PORTAL = `${API}/portal/zmluvy/detail-portal/`;

  it('finds the contract by its number or its rejection code, with its process; refuses others', async () => {
    const { idZmluva, processId } = await contractAtSignature();
    const number = String((await call('producer', 'GET', `${ZO}${idZmluva}`)).json.cisloZmluvy);
    const found = await call('producer', 'GET', `${PORTAL}ZMLUVA_ZO/${number}`);
    expect(found.status).toBe(200);
    expect(found.json).toMatchObject({
      entityType: 'ZMLUVA_ZO',
      entityId: idZmluva,
      cisloZmluvy: number,
      stav: 'ROZPRACOVANA',
      readPath: '/portal/zmluvy/zmluva-zo/',
      proces: { idProcess: processId, uzol: 'PODPIS', vysledok: null },
      aktivity: [{ activityType: 'ZMLUVA.ZO.DOKUMENT_NAHRANY', readOnly: false }],
      // In the register from the process's start (in process).
      idZmluvaRegister: expect.any(Number),
    });
    expect((await call('producer', 'GET', `${PORTAL}ZMLUVA_ZO/ZAM-P${processId}`)).json).toMatchObject({ entityId: idZmluva });
    expect((await call('operator', 'GET', `${PORTAL}ZMLUVA_ZO/${number}`)).status).toBe(200);
    expect((await call('supplier', 'GET', `${PORTAL}ZMLUVA_ZO/${number}`)).status).toBe(404);
    expect((await call('visitor', 'GET', `${PORTAL}ZMLUVA_ZO/${number}`)).status).toBe(403);
    // The same number is no ZPU contract.
    expect((await call('producer', 'GET', `${PORTAL}ZMLUVA_ZPU/${number}`)).status).toBe(404);
    const unknown = await call('producer', 'GET', `${PORTAL}SKUPINA/${number}`);
    expect(unknown.status).toBe(404);
    expect(unknown.json.hints?.reasons).toEqual(['Unknown entity type SKUPINA']);
    expect((await call('producer', 'GET', `${PORTAL}ZMLUVA_ZO/${encodeURIComponent("x' OR 1=1")}`)).status).toBe(404);
  });

  it('finds a register contract by its number (tenant scope applies)', async () => {
    const own = (await call('producer', 'GET', `${API}/portal/zmluvy/zmluva/?limit(1)`)).json as unknown as { idZmluva: number; cisloZmluvy: string }[];
    const first = own[0] as { idZmluva: number; cisloZmluvy: string };
    expect((await call('producer', 'GET', `${PORTAL}ZMLUVA/${first.cisloZmluvy}`)).json).toMatchObject({ entityType: 'ZMLUVA', entityId: first.idZmluva, readPath: '/portal/zmluvy/zmluva/' });
    expect((await call('supplier', 'GET', `${PORTAL}ZMLUVA/${first.cisloZmluvy}`)).status).toBe(404);
  });
});

describe('mailbox messages of a contract process link the contract', () => {
  it('a declined contract message carries the contract page, read back through the mailbox', async () => {
    const { idZmluva, processId } = await contractAtSignature();
    const number = String((await call('producer', 'GET', `${ZO}${idZmluva}`)).json.cisloZmluvy);
    expect((await call('producer', 'POST', `${SIGN}${idZmluva}/vygenerovat`)).status).toBe(200);
    const scanned = await upload('producer', 'zmluva.podpisana', 'sken.pdf', unsignedContractPdf());
    expect((await call('producer', 'POST', `${SIGN}${idZmluva}`, { dmsId: scanned.json.dmsId, rucnyPodpis: true })).status).toBe(200);
    const approvals = (await call('operator', 'GET', `${API}/bpm/dashboard/activities?list=approval`)).json as unknown as { processId: number; activityId: number }[];
    const approval = approvals.find((a) => a.processId === processId) as { activityId: number };
    expect((await call('operator', 'POST', `${API}/bpm/activity/${approval.activityId}/complete/ZAMIETNUT`)).status).toBe(200);
    const reasonStep = (await call('operator', 'GET', `${API}/bpm/activity/${approval.activityId}`)).json.nextActivityId as number;
    expect((await call('operator', 'POST', `${API}/bpm/activity/${reasonStep}/reason`, { dovod: 'Chýba výpis z obchodného registra.' })).status).toBe(200);
    expect((await call('operator', 'POST', `${API}/bpm/activity/${reasonStep}/complete/ZAMIETNUT`)).status).toBe(200);

    const mail = (await call('producer', 'GET', `${API}/edc/schranky/schranka/?limit(1,0)`)).json as unknown as { predmet: string; odkaz: string | null }[];
    expect(mail[0]).toMatchObject({ predmet: expect.stringContaining(number), odkaz: `/zmluva/detail-portal/ZMLUVA_ZO/${number}` });
    // The link opens: the declined contract with its reason.
    expect((await call('producer', 'GET', `${API}/portal/zmluvy${(mail[0]?.odkaz ?? '').slice('/zmluva'.length)}`)).json).toMatchObject({
      stav: 'ZAMIETNUTA',
      proces: { vysledok: 'declined', dovodZamietnutia: 'Chýba výpis z obchodného registra.' },
    });
  });
});
