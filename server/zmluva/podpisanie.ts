import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { ApiError } from '../api/errors';
import type { ApiDeps } from '../api/types';
import { compileSchema, errorDetails, errorReason } from '../api/validation';
import { callerOf, type Caller } from '../bpm/caller';
import { SIGNED_DOCUMENT_TYPE } from '../bpm/processes/zmluvaZo/effects';
import type { ProcessEngine } from '../bpm/engine';
import { parsePositiveId } from '../api/ids';
import type { Queryable } from '../db/types';
import { CONTENT_TYPES, extensionOf } from '../dms/files';
import { buildDocx } from './docx';
import { contractDocument, GENERATED_DOCUMENT_TYPE } from './documentText';
import { podpisText } from './podpisanieTexts';
import { AsiceError, isZip } from './asice';
import { CmsError } from './cmsVerify';
import { readSignatures, type SignerCertificate } from './signatureCertificate';
import type { RevocationSource } from './trust/revocation';
import { checkSignersTrusted, loadTrustStore } from './trust/trustStore';
import { isoUtcSql } from '../db/sessionZone';

/**
 * zmluva/podpisanie/:idZmluva (spec 2.2): the participant signs an imbalance settlement contract
 * (process ZMLUVA_ZO, its signature step PODPIS): downloads the generated contract, uploads the
 * signed copy to the DMS (`POST /dms/document`, the 10 MB limit and the document type's extensions
 * apply there) and submits it here, which completes the signature step with the same action the
 * activity list uses (`ODOSLAT`), so the process moves on exactly as from there.
 */
export const PODPISANIE_PATH = '/portal/zmluvy/podpisanie/';
/** The contract register's API: `GET {this}:id/podpisanie` says whether and where its contract is signed. */
export const REGISTER_SIGNING_PATH = '/portal/zmluvy/zmluva/';
const ENTITY_TYPE = 'ZMLUVA_ZO';
const SIGN_TASK = 'PODPIS';
const SIGN_ACTION = 'ODOSLAT';
const READ = 'zmluvy#read';

/** Whether a handwritten (scanned) signature may be confirmed instead of an electronic one; on unless EDC_MANUAL_SIGNATURE=0. */
export function manualSignatureEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return !['0', 'false', 'off'].includes((env.EDC_MANUAL_SIGNATURE ?? '').toLowerCase());
}

/** What the signing screen submits (served at `…/schema/post/request` and enforced). */
export const PODPIS_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['dmsId'],
  properties: {
    dmsId: { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' },
    rucnyPodpis: { type: 'boolean' },
  },
} as JsonSchema;

interface ContractRow {
  idZmluva: number;
  cisloZmluvy: string;
  stav: string;
  datumOd: string | null;
  kontaktMeno: string | null;
  kontaktEmail: string | null;
  vyskaZabezpecenia: number | null;
  formaZabezpecenia: string | null;
  idUcastnikTrhu: number;
  ucastnik: string;
  ucastnikEic: string;
  ucastnikIco: string | null;
}

const CONTRACT = `SELECT z.id_zmluva AS "idZmluva", z.cislo_zmluvy AS "cisloZmluvy", z.stav, to_char(z.datum_od, 'YYYY-MM-DD') AS "datumOd",
    z.kontakt_meno AS "kontaktMeno", z.kontakt_email AS "kontaktEmail", z.vyska_zabezpecenia::float AS "vyskaZabezpecenia",
    z.forma_zabezpecenia AS "formaZabezpecenia", z.id_ucastnik_trhu AS "idUcastnikTrhu", u.nazov AS ucastnik, u.eic AS "ucastnikEic", u.ico AS "ucastnikIco"
  FROM zmluva_zo z JOIN ucastnik_trhu u ON u.id_ucastnik_trhu = z.id_ucastnik_trhu
  WHERE z.id_zmluva = $1 AND ($3::boolean OR z.id_ucastnik_trhu = $2::int)`;

/** The extensions of a signed copy (the code book's of `zmluva.podpisana`): PDF, ASiC-E (.asice, .sce), CMS. */
export const SIGNED_EXTENSIONS = ['pdf', 'asice', 'p7m', 'sce'];

const SIGNATURES = `SELECT p.id_activity AS "idActivity", p.dms_id::text AS "dmsId", d.file_name AS "fileName", d.file_size AS "fileSize", p.rucny_podpis AS "rucnyPodpis",
    p.cert_podpisal AS "certPodpisal", p.cert_vydavatel AS "certVydavatel", p.cert_seriove_cislo AS "certSerioveCislo",
    ${isoUtcSql('p.cert_platnost_od')} AS "certPlatnostOd",
    ${isoUtcSql('p.cert_platnost_do')} AS "certPlatnostDo",
    p.podpisal, ${isoUtcSql('p.podpisane')} AS podpisane
  FROM zmluva_zo_podpis p JOIN dms_document d ON d.dms_id = p.dms_id WHERE p.id_zmluva = $1 ORDER BY p.podpisane DESC`;

const CERTIFICATES = `SELECT c.id_activity AS "idActivity", c.podpisal, c.vydavatel, c.seriove_cislo AS "serioveCislo",
    ${isoUtcSql('c.platnost_od')} AS "platnostOd",
    ${isoUtcSql('c.platnost_do')} AS "platnostDo"
  FROM zmluva_zo_podpis_certifikat c JOIN zmluva_zo_podpis p ON p.id_activity = c.id_activity WHERE p.id_zmluva = $1 ORDER BY c.id_activity, c.poradie`;

/** The contract's signatures, newest first, each with every signer certificate its file carries. */
async function signaturesOf(db: Queryable, id: number) {
  const { rows } = await db.query<Record<string, unknown> & { idActivity: number }>(SIGNATURES, [id]);
  const { rows: certificates } = await db.query<SignerCertificate & { idActivity: number }>(CERTIFICATES, [id]);
  return rows.map(({ idActivity, ...signature }) => ({
    ...signature,
    certifikaty: certificates.filter((c) => c.idActivity === idActivity).map(({ idActivity: _, ...c }) => c),
  }));
}

const GENERATED = `SELECT d.dms_id::text AS "dmsId", d.file_name AS "fileName", d.file_size AS "fileSize"
  FROM zmluva_zo_dokument z JOIN dms_document d ON d.dms_id = z.dms_id
  WHERE z.id_zmluva = $1 AND d.document_type = $2 ORDER BY z.created_at DESC LIMIT 1`;

/** The open (not read-only) signature activity of the contract's process, if it waits for one. */
async function openSignature(db: Queryable, idZmluva: number, lock = false): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT a.id_activity AS id FROM activity a JOIN bpm_process p ON p.id_process = a.process_id
     WHERE p.entity_type = $1 AND p.entity_id = $2 AND a.task_id = $3 AND a.status_code = 'ACTIVE' AND NOT a.read_only
     ORDER BY a.id_activity DESC LIMIT 1${lock ? ' FOR UPDATE OF a' : ''}`,
    [ENTITY_TYPE, idZmluva, SIGN_TASK],
  );
  return rows[0]?.id ?? null;
}

/** The contract document as the participant signs it: the register's contract text with the ZO data. */
function contractDocx(c: ContractRow): { fileName: string; bytes: Buffer } {
  const row = {
    typZmluvy: 'ZO',
    cisloZmluvy: c.cisloZmluvy,
    platnostOd: c.datumOd,
    platnostDo: null,
    predmet: 'Predmetom zmluvy je zúčtovanie odchýlky subjektu zúčtovania a práva a povinnosti zmluvných strán s ním spojené.',
    kontakty: c.kontaktMeno ? [{ meno: c.kontaktMeno, email: c.kontaktEmail }] : [],
    datumPodpisu: null,
  };
  const { title, paragraphs } = contractDocument('ZMLUVA', row, { nazov: c.ucastnik, eic: c.ucastnikEic, ico: c.ucastnikIco });
  const security =
    c.vyskaZabezpecenia === null
      ? 'Výška finančného zabezpečenia nebola určená.'
      : `Účastník trhu poskytuje finančné zabezpečenie vo výške ${c.vyskaZabezpecenia.toLocaleString('sk-SK', { minimumFractionDigits: 2 })} EUR` +
        `${c.formaZabezpecenia === 'BANKOVA_ZARUKA' ? ' formou bankovej záruky' : c.formaZabezpecenia === 'PENAZNA_ZABEZPEKA' ? ' formou peňažnej zábezpeky' : ''}.`;
  const closing = paragraphs.findIndex((p) => p.text.startsWith('Článok IV.'));
  const at = closing < 0 ? paragraphs.length : closing;
  const all = [...paragraphs.slice(0, at), { text: 'Článok IIIa. Finančné zabezpečenie', style: 'Heading1' as const }, { text: security }, ...paragraphs.slice(at)];
  return { fileName: `${c.cisloZmluvy}.docx`, bytes: Buffer.from(buildDocx(title, all)) };
}

/** Registers the signing screen's API (needs the process engine to complete the signature step). */
export function registerPodpisanieRoutes(
  api: FastifyInstance,
  deps: ApiDeps,
  engine: ProcessEngine,
  // revocation: where signers' revocation is asked; default the trust store's stored CRLs.
  options: { manualSignature?: boolean; revocation?: RevocationSource } = {},
): void {
  const revocation = options.revocation;
  const { db } = deps;
  const manualAllowed = options.manualSignature ?? manualSignatureEnabled();
  const validate = compileSchema(PODPIS_SCHEMA);
  const config = { config: { token: READ, tenantScoped: true } };
  const idOf = (request: FastifyRequest<{ Params: { id: string } }>) => parsePositiveId(request.params.id, 'idZmluva');

  /** The contract when the caller may see it: its participant's users and operator staff; else 404. */
  async function contractOf(id: number, caller: Caller, q: Queryable = db): Promise<ContractRow> {
    const { rows } = await q.query<ContractRow>(`${CONTRACT}${q === db ? '' : ' FOR UPDATE OF z'}`, [id, caller.tenantId, caller.core]);
    const row = rows[0];
    if (!row) throw new ApiError(404, 'error.notFound', [{ key: 'reason.recordNotFound', params: { entity: 'zmluva', id } }]);
    return row;
  }

  /** Whether the caller can complete the signature activity (it is theirs to work). */
  async function canSign(activityId: number | null, caller: Caller): Promise<boolean> {
    if (activityId === null) return false;
    try {
      return (await engine.actions(activityId, caller)).some((a) => a.code === SIGN_ACTION);
    } catch {
      return false;
    }
  }

  async function view(id: number, caller: Caller) {
    const c = await contractOf(id, caller);
    const idActivity = await openSignature(db, id);
    return {
      idZmluva: c.idZmluva,
      cisloZmluvy: c.cisloZmluvy,
      stav: c.stav,
      datumOd: c.datumOd,
      idUcastnikTrhu: c.idUcastnikTrhu,
      ucastnik: c.ucastnik,
      idActivity,
      mozePodpisat: await canSign(idActivity, caller),
      rucnyPodpisPovoleny: manualAllowed,
      vygenerovana: (await db.query(GENERATED, [id, GENERATED_DOCUMENT_TYPE])).rows[0] ?? null,
      podpisy: await signaturesOf(db, id),
    };
  }

  // From the contract register (zmluva/detail/:idZmluva): whether its contract waits for a signature
  // on the signing page, and whether this caller is the one to sign it (the detail's "Podpísať").
  api.get<{ Params: { id: string } }>(`${REGISTER_SIGNING_PATH}:id/podpisanie`, config, async (request) => {
    const caller = callerOf(request);
    const id = idOf(request);
    const { rows } = await db.query<{ entity: string | null; processId: number | null }>(
      `SELECT proces_entita AS entity, proces_id_zmluva AS "processId" FROM zmluva WHERE id_zmluva = $1 AND ($3::boolean OR id_ucastnik_trhu = $2::int)`,
      [id, caller.tenantId, caller.core],
    );
    const row = rows[0];
    if (!row) throw new ApiError(404, 'error.notFound', [{ key: 'reason.recordNotFound', params: { entity: 'zmluva', id } }]);
    const idActivity = row.entity === ENTITY_TYPE && row.processId !== null ? await openSignature(db, row.processId) : null;
    return {
      idZmluva: id,
      // The signing page's contract (the process's), while its signature step waits.
      idPodpisanie: idActivity === null ? null : row.processId,
      mozePodpisat: await canSign(idActivity, caller),
    };
  });

  const notOpen = (caller: Caller, cislo: string) => new ApiError(409, 'error.conflict', [podpisText(caller.lang, 'podpis.notOpen', { cislo })], { userError: true });

  api.get<{ Params: { id: string } }>(`${PODPISANIE_PATH}:id`, config, async (request) => view(idOf(request), callerOf(request)));
  api.get(`${PODPISANIE_PATH}:id/schema/post/request`, config, async () => PODPIS_SCHEMA);

  // The contract document to sign, generated from the contract's data now and kept among its documents
  // (the previous one replaced): spec forms-data 5, documents are generated before a contract is sent.
  api.post<{ Params: { id: string } }>(`${PODPISANIE_PATH}:id/vygenerovat`, config, async (request) => {
    const caller = callerOf(request);
    const id = idOf(request);
    return db.transaction(async (tx) => {
      const c = await contractOf(id, caller, tx);
      if ((await openSignature(tx, id)) === null) throw notOpen(caller, c.cisloZmluvy);
      const { fileName, bytes } = contractDocx(c);
      await tx.query(
        `DELETE FROM zmluva_zo_dokument z USING dms_document d WHERE z.id_zmluva = $1 AND d.dms_id = z.dms_id AND d.document_type = $2`,
        [id, GENERATED_DOCUMENT_TYPE],
      );
      const { rows } = await tx.query<{ dmsId: string; fileName: string; fileSize: number }>(
        `INSERT INTO dms_document (document_type, file_name, content_type, file_size, sha256, obsah, public_upload, created_by, id_ucastnik_trhu)
         VALUES ($1, $2, $3, $4, $5, $6::bytea, false, $7, $8) RETURNING dms_id::text AS "dmsId", file_name AS "fileName", file_size AS "fileSize"`,
        [GENERATED_DOCUMENT_TYPE, fileName, CONTENT_TYPES.docx, bytes.length, createHash('sha256').update(bytes).digest('hex'), bytes, caller.login, c.idUcastnikTrhu],
      );
      const document = rows[0] as { dmsId: string; fileName: string; fileSize: number };
      await tx.query('INSERT INTO zmluva_zo_dokument (id_zmluva, dms_id) VALUES ($1, $2::uuid)', [id, document.dmsId]);
      return document;
    });
  });

  api.post<{ Params: { id: string }; Body: unknown }>(`${PODPISANIE_PATH}:id`, config, async (request) => {
    const caller = callerOf(request);
    const id = idOf(request);
    if (!validate(request.body)) {
      const errors = validate.errors ?? [];
      throw new ApiError(400, 'error.invalidPayload', errors.map(errorReason), { userError: true, errors: errorDetails(errors) });
    }
    const body = request.body as { dmsId: string; rucnyPodpis?: boolean };
    const manual = body.rucnyPodpis === true;
    const refuse = (key: string, params: Record<string, string | number>, field: string) =>
      new ApiError(400, 'error.invalidPayload', [podpisText(caller.lang, key, params)], { userError: true, errors: [{ field, keyword: 'check', params: {} }] });

    // Everything is checked before anything is written: a refused submission leaves no trace.
    const c = await contractOf(id, caller);
    const activityId = await openSignature(db, id);
    if (activityId === null) throw notOpen(caller, c.cisloZmluvy);
    const { rows: docs } = await db.query<{ documentType: string; fileName: string; obsah: Uint8Array }>(
      `SELECT document_type AS "documentType", file_name AS "fileName", obsah FROM dms_document
       WHERE dms_id = $1::uuid AND (created_by = $2 OR id_ucastnik_trhu = $3::int)`,
      [body.dmsId, caller.login, c.idUcastnikTrhu],
    );
    const doc = docs[0];
    if (!doc) throw new ApiError(404, 'error.notFound', [podpisText(caller.lang, 'podpis.documentMissing', { id: body.dmsId })]);
    if (doc.documentType !== SIGNED_DOCUMENT_TYPE) throw refuse('podpis.documentType', { type: doc.documentType }, 'dmsId');
    if ((await db.query(GENERATED, [id, GENERATED_DOCUMENT_TYPE])).rows.length === 0) throw refuse('podpis.notGenerated', {}, 'dmsId');
    if (manual && !manualAllowed) throw refuse('podpis.manualOff', {}, 'rucnyPodpis');
    if (!SIGNED_EXTENSIONS.includes(extensionOf(doc.fileName))) throw refuse('podpis.documentType', { type: doc.documentType }, 'dmsId');
    let certificates: SignerCertificate[];
    const content = Buffer.from(doc.obsah);
    try {
      const read = await readSignatures(content);
      certificates = read.certificates;
      // Verified signatures count only from signers a trusted CA certified, not revoked (trust store,
      // migration 187); a document timestamp's authority as well.
      const toTrust = [...read.verified, ...read.timestamps];
      if (toTrust.length > 0) await checkSignersTrusted(await loadTrustStore(db, revocation), toTrust);
    } catch (error) {
      // A container that cannot be read is refused whatever the checkbox says: it is not what was signed.
      // A signature that does not verify too: the message names the signer and the part that fails.
      // An untrusted or revoked signer as well, by name.
      // A PDF's or CMS's signer is named as in a signed file, not in a container.
      if (error instanceof AsiceError) throw refuse(`podpis.${isZip(content) ? 'asice' : 'cms'}.${error.problem}`, { ...error.params, file: doc.fileName }, 'dmsId');
      if (error instanceof CmsError) throw refuse(`podpis.cms.${error.problem}`, { ...error.params, file: doc.fileName }, 'dmsId');
      throw error;
    }
    const certificate = certificates[0];
    if (!certificate && !manual) throw refuse(manualAllowed ? 'podpis.noCertificate' : 'podpis.noCertificateManualOff', { file: doc.fileName }, 'dmsId');

    // The signature is recorded once per signature step: a second submission of the same step is a conflict.
    const attached = await db.transaction(async (tx) => {
      const recorded = await tx.query(
        `INSERT INTO zmluva_zo_podpis (id_activity, id_zmluva, dms_id, rucny_podpis, cert_podpisal, cert_vydavatel, cert_platnost_od, cert_platnost_do, podpisal, cert_seriove_cislo)
         VALUES ($1, $2, $3::uuid, $4, $5, $6, $7::timestamptz, $8::timestamptz, $9, $10) ON CONFLICT (id_activity) DO NOTHING RETURNING id_activity`,
        [activityId, id, body.dmsId, manual, certificate?.podpisal ?? null, certificate?.vydavatel ?? null, certificate?.platnostOd ?? null, certificate?.platnostDo ?? null, caller.login, certificate?.serioveCislo ?? null],
      );
      if (recorded.rowCount === 0) throw new ApiError(409, 'error.conflict', [podpisText(caller.lang, 'podpis.already', { cislo: c.cisloZmluvy })], { userError: true });
      if (certificates.length > 0) {
        await tx.query(
          `INSERT INTO zmluva_zo_podpis_certifikat (id_activity, poradie, podpisal, vydavatel, seriove_cislo, platnost_od, platnost_do)
           SELECT $1, n, p, v, s, o, d FROM unnest($2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::timestamptz[]) WITH ORDINALITY AS t(p, v, s, o, d, n)`,
          [
            activityId,
            certificates.map((x) => x.podpisal),
            certificates.map((x) => x.vydavatel),
            certificates.map((x) => x.serioveCislo),
            certificates.map((x) => x.platnostOd),
            certificates.map((x) => x.platnostDo),
          ],
        );
      }
      const inserted = await tx.query('INSERT INTO zmluva_zo_dokument (id_zmluva, dms_id) VALUES ($1, $2::uuid) ON CONFLICT DO NOTHING RETURNING dms_id', [id, body.dmsId]);
      return (inserted.rowCount ?? 0) > 0;
    });
    let message: string | null;
    try {
      // The activity list's own completion: checks, effect (state NA_SCHVALENI), the next task.
      ({ message } = await engine.complete(activityId, SIGN_ACTION, caller));
    } catch (error) {
      // Refused (not theirs, data missing, completed meanwhile): the signature did not happen.
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM zmluva_zo_podpis WHERE id_activity = $1', [activityId]);
        if (attached) await tx.query('DELETE FROM zmluva_zo_dokument WHERE id_zmluva = $1 AND dms_id = $2::uuid', [id, body.dmsId]);
      });
      if (error instanceof ApiError && error.status === 409) throw notOpen(caller, c.cisloZmluvy);
      throw error;
    }
    return { message: message ?? podpisText(caller.lang, 'podpis.signed', { cislo: c.cisloZmluvy }), ...(await view(id, caller)) };
  });
}
