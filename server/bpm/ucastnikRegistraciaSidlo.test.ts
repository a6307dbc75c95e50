// The participant-registration step carries the seat and legal form as the register of legal
// entities (RPO) publishes them: the applicant may look the IČO up (visitor token), the catalogue's
// formats guard every part (400 naming the field), a stale version is a 409, the submission needs
// the seat, and the approval writes seat, legal form and role into the new participant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withEicCheck } from '../../engine/core/validation/eicCheck';
import { API, bpmTestClient, type TestActivity } from './testing/bpmClient';

const START = `${API}/portal/zmluvy/ucastnik/start-process`;
const REG = `${API}/portal/zmluvy/ucastnik-registracia/`;
const RPO = `${API}/portal/zmluvy/rpo/`;
const PARTICIPANT = `${API}/portal/zmluvy/ucastnik-trhu/`;
const EIC = withEicCheck('24XSIDLOREGIS01');

const bpm = bpmTestClient(['producer', 'operator', 'visitor']);
const { call, activity, complete, approvals, waitFor } = bpm;

beforeAll(() => bpm.start());
afterAll(() => bpm.close());

/** A company the register knows that is no participant yet (seeded by rpoSeed.ts). */
async function unregistered(): Promise<{ ico: string; nazov: string; pravna_forma: string; adresa: Record<string, string> }> {
  const { rows } = await bpm.server.db.query<{ ico: string; nazov: string; pravna_forma: string; adresa: Record<string, string> }>(
    'SELECT r.ico, r.nazov, r.pravna_forma, r.adresa FROM rpo_subjekt r WHERE NOT EXISTS (SELECT 1 FROM ucastnik_trhu u WHERE u.ico = r.ico) ORDER BY r.ico LIMIT 1',
  );
  return rows[0] as { ico: string; nazov: string; pravna_forma: string; adresa: Record<string, string> };
}

describe('participant registration with the seat from the register of legal entities', () => {
  it('the applicant looks the IČO up; formats, versions and the seat are checked; the approval carries them into the participant', async () => {
    const company = await unregistered();
    const started = await call('visitor', 'POST', START);
    expect(started.status).toBe(200);
    const a: TestActivity = await activity('visitor', started.json.activityId as number);

    // The register answers the applicant (visitor token): name, legal form and seat.
    const entry = await call('visitor', 'GET', `${RPO}${company.ico}`);
    expect(entry.status).toBe(200);
    expect(entry.json).toMatchObject({ ico: company.ico, nazov: company.nazov, pravnaForma: company.pravna_forma, adresa: company.adresa });
    expect((await call('visitor', 'GET', `${RPO}12345678`)).status).toBe(400);

    // The schema offers the seat with the catalogue's formats.
    const schema = (await call('visitor', 'GET', `${REG}${a.entityId}/schema/post/request`)).json as { properties: Record<string, Record<string, unknown>> };
    expect(schema.properties.ico).toMatchObject({ format: 'ico' });
    expect((schema.properties.adresa as { properties: Record<string, unknown> }).properties.Psc).toMatchObject({ format: 'psc' });

    const body = { nazov: entry.json.nazov, pravnaForma: entry.json.pravnaForma, typ: 'VYROBCA', eic: EIC, ico: company.ico, adresa: entry.json.adresa, verzia: 1 };
    // Bad values are 400s naming the field; nothing is stored.
    const badPsc = await call('visitor', 'POST', `${REG}${a.entityId}`, { ...body, adresa: { ...company.adresa, Psc: '8410' } });
    expect(badPsc.status).toBe(400);
    expect(JSON.stringify(badPsc.json)).toContain('adresa');
    const noStreet = { ...company.adresa } as Record<string, string>;
    delete noStreet.Ulica;
    expect((await call('visitor', 'POST', `${REG}${a.entityId}`, { ...body, adresa: noStreet })).status).toBe(400);
    const badIco = await call('visitor', 'POST', `${REG}${a.entityId}`, { ...body, ico: '12345678' });
    expect(badIco.status).toBe(400);
    expect(JSON.stringify(badIco.json)).toContain('ico');
    expect((await call('visitor', 'POST', `${REG}${a.entityId}`, { ...body, adresa: { ...company.adresa, Mesto2: 'x' } })).status).toBe(400);

    // The seat is required by the served schema itself (the form marks it): a body without it is refused naming it.
    const regSchema = schema as unknown as { required: string[]; properties: { adresa: { type: unknown; required: string[] } } };
    expect(regSchema.required).toContain('adresa');
    expect(regSchema.properties.adresa.type).toBe('object');
    expect(regSchema.properties.adresa.required).toEqual(['Ulica', 'Mesto', 'Psc', 'IdStat']);
    const noSeat = await call('visitor', 'POST', `${REG}${a.entityId}`, { ...body, adresa: null });
    expect(noSeat.status).toBe(400);
    expect((noSeat.json.hints as { fields?: unknown } | undefined)?.fields).toEqual({ adresa: ['adresa: is required'] });
    // A registration never saved is still refused on submission, with the reason.
    expect((await complete('visitor', a.activityId, 'ODOSLAT')).json.hints?.reasons).toContain(
      'Fill in the seat of the market participant (street, town, postcode and country)',
    );
    expect((await call('visitor', 'POST', `${REG}${a.entityId}`, body)).status).toBe(200);
    // A stale version is a conflict.
    expect((await call('visitor', 'POST', `${REG}${a.entityId}`, body)).status).toBe(409);
    const saved = await call('visitor', 'POST', `${REG}${a.entityId}`, { ...body, ico: ` ${company.ico.slice(0, 4)} ${company.ico.slice(4)} `, verzia: 2 });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ ico: company.ico, pravnaForma: company.pravna_forma, adresa: company.adresa, sidlo: expect.stringContaining(company.adresa.Mesto as string) });
    // Another user does not see it.
    expect((await call('producer', 'GET', `${REG}${a.entityId}`)).status).toBe(404);
    expect((await complete('visitor', a.activityId, 'ODOSLAT')).status).toBe(200);

    const approval = (await approvals()).find((x) => x.processId === a.processId) as TestActivity;
    expect((await complete('operator', approval.activityId, 'SCHVALIT')).json).toEqual({ async: true, message: null });
    await waitFor('operator', approval.activityId, 'completed');
    const registration = (await call('operator', 'GET', `${REG}${a.entityId}`)).json;
    const participant = await call('operator', 'GET', `${PARTICIPANT}${registration.idUcastnikTrhu as number}`);
    expect(participant.status).toBe(200);
    expect(participant.json).toMatchObject({
      nazov: company.nazov,
      pravnaForma: company.pravna_forma,
      ico: company.ico,
      eic: EIC,
      typ: 'VYROBCA',
      roly: ['VYROBCA'],
      adresa: company.adresa,
      mesto: company.adresa.Mesto,
    });
  });
});
