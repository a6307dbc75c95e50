import type { Queryable } from '../db/types';
import { DEMO_EIC, PARTICIPANTS, PRODUCER_EIC, SUPPLIER_EICS } from './participants';

/** One seeded activity: who it waits for and for which participant. */
interface SeedActivity {
  code: string;
  type: string;
  category: 'contract' | 'participant' | 'device' | 'approval';
  user?: string;
  role?: string;
  eic?: string;
  priority: 0 | 1 | 2;
}

const [ZSE_EIC, SSE_EIC] = SUPPLIER_EICS as [string, string];

/** Open work items: the top bar counts those of the user's participant, without approvals. */
export const SEED_ACTIVITIES: readonly SeedActivity[] = [
  { code: 'ACT-0001', type: 'edc.zmluva.contract-finance-data', category: 'contract', user: 'producer', eic: PRODUCER_EIC, priority: 1 },
  { code: 'ACT-0002', type: 'edc.zmluva.contract-signature', category: 'contract', user: 'producer', eic: PRODUCER_EIC, priority: 2 },
  { code: 'ACT-0003', type: 'edc.vyrobne-zariadenie.manufacturing-device-to-be-created', category: 'device', user: 'producer', eic: PRODUCER_EIC, priority: 1 },
  { code: 'ACT-0004', type: 'edc.zmluva.contract-approval', category: 'approval', user: 'producer', eic: PRODUCER_EIC, priority: 1 },
  { code: 'ACT-0005', type: 'edc.zmluva.contract-change', category: 'contract', user: 'supplier', eic: ZSE_EIC, priority: 1 },
  { code: 'ACT-0006', type: 'edc.ucastnik.participant-change', category: 'participant', user: 'supplier', eic: ZSE_EIC, priority: 0 },
  { code: 'ACT-0007', type: 'edc.zmluva.contract-summary', category: 'contract', user: 'supplier', eic: SSE_EIC, priority: 1 },
  { code: 'ACT-0008', type: 'edc.zmluva.contract-approval', category: 'approval', role: 'EDC.OPERATOR', priority: 2 },
  { code: 'ACT-0009', type: 'edc.ucastnik.participant-approval', category: 'approval', role: 'EDC.OPERATOR', priority: 1 },
  { code: 'ACT-0010', type: 'edc.zmluva.contract-settlement', category: 'contract', role: 'EDC.OPERATOR', priority: 1 },
  { code: 'ACT-0011', type: 'edc.zmluva.contract-summary-modify', category: 'contract', role: 'EDC.OPERATOR', priority: 0 },
  { code: 'ACT-0012', type: 'edc.ucastnik.participant-create', category: 'participant', user: 'operator', priority: 2 },
  { code: 'ACT-0013', type: 'edc.user.user-identity-to-be-changed', category: 'participant', role: 'EDC.ADMIN', priority: 1 },
  { code: 'ACT-0014', type: 'edc.zmluva.contract-finance-data', category: 'contract', user: 'demo', eic: DEMO_EIC, priority: 1 },
  { code: 'ACT-0015', type: 'edc.ucastnik.participant-change', category: 'participant', user: 'demo', eic: DEMO_EIC, priority: 0 },
];

/** Mailbox messages: [login, subject, sender, read]. */
const MAILBOX: readonly [string, string, string, boolean][] = [
  ['producer', 'Zmluva o zúčtovaní odchýlky bola podpísaná', 'Zmluvné oddelenie', false],
  ['producer', 'Výzva na doplnenie údajov výrobného zariadenia', 'Technické oddelenie', false],
  ['producer', 'Zmena obchodných podmienok od 1. 7.', 'Prevádzkovateľ EDC', false],
  ['producer', 'Potvrdenie registrácie účastníka trhu', 'Prevádzkovateľ EDC', true],
  ['producer', 'Plánovaná odstávka systému', 'Prevádzkovateľ EDC', true],
  ['supplier', 'Nová žiadosť o zdieľanie elektriny', 'Skupina zdieľania Senica', false],
  ['supplier', 'Mesačný výkaz odberných miest', 'Prevádzkovateľ EDC', false],
  ['operator', 'Nová žiadosť o registráciu účastníka trhu', 'Portál EDC', false],
  ['operator', 'Žiadosť o zmenu EIC kódu', 'Portál EDC', false],
  ['operator', 'Reklamácia nameraných údajov', 'Portál EDC', false],
  ['operator', 'Podpísaný dodatok k zmluve', 'Portál EDC', true],
  ['admin', 'Hlásenie o chybe integrácie', 'Monitoring', false],
  ['visitor', 'Vitajte v Elektroenergetickom dátovom centre', 'Prevádzkovateľ EDC', false],
  ['demo', 'Zmluva čaká na váš podpis', 'Zmluvné oddelenie', false],
  ['demo', 'Import odberateľov skončil s chybami v 3 riadkoch', 'Portál EDC', false],
  ['demo', 'Reklamácia nameraných údajov bola vybavená', 'Oddelenie reklamácií', false],
  ['demo', 'Žiadosť o prevzatie zodpovednosti za odchýlku', 'Energetické agregačné centrum s.r.o.', false],
  ['demo', 'Agregačný blok bol aktivovaný', 'Technické oddelenie', true],
  ['demo', 'Zmena obchodných podmienok od 1. 7.', 'Prevádzkovateľ EDC', true],
  ['demo', 'Potvrdenie registrácie účastníka trhu', 'Prevádzkovateľ EDC', true],
];

/** Rejected requests: [code, participant EIC, request type, reason, unread]. */
const REJECTIONS: readonly [string, string, string, string, boolean][] = [
  ['ZAM-0001', PRODUCER_EIC, 'ZMLUVA_ZO', 'Chýba výpis z obchodného registra.', true],
  ['ZAM-0002', PRODUCER_EIC, 'VYROBNE_ZARIADENIE', 'Inštalovaný výkon nezodpovedá technickému listu.', true],
  ['ZAM-0003', PRODUCER_EIC, 'ZMLUVA_ZO', 'Nesprávne IBAN.', false],
  ['ZAM-0004', ZSE_EIC, 'SKUPINA_ZDIELANIA', 'Odberné miesto už patrí inej skupine zdieľania.', true],
  ['ZAM-0005', DEMO_EIC, 'ZMLUVA_ZO', 'Zmluvu nepodpísala osoba oprávnená konať za spoločnosť.', true],
  ['ZAM-0006', DEMO_EIC, 'VYROBNE_ZARIADENIE', 'Chýba revízna správa elektroinštalácie.', true],
  ['ZAM-0007', DEMO_EIC, 'PONIZENIE', 'Odberné miesto nie je pripojené na napäťovej úrovni NN.', false],
  ['ZAM-0008', DEMO_EIC, 'REKLAMACIA', 'Reklamované obdobie je staršie ako tri roky.', false],
];

/** Východoslovenská energetika: asks the producer to take over its imbalance. */
const VSE_EIC = PARTICIPANTS[3]?.eic as string;

/**
 * Waiting deviation-chain requests: [participant EIC, requester EIC]. No requester asks twice and no
 * two links close a loop (the chain's rules; more links in kontrolaSeed.ts).
 */
const DEVIATIONS: readonly [string, string][] = [
  [PRODUCER_EIC, VSE_EIC],
  [ZSE_EIC, PRODUCER_EIC],
  [ZSE_EIC, SSE_EIC],
  // The aggregator asks `demo`'s participant (its consent shows on demo's dashboard and chain screen).
  [DEMO_EIC, PARTICIPANTS[7]?.eic as string],
];

/** News: [code, sk, en, cs, days from today to start, days from today to end]. */
const NEWS: readonly [string, string, string, string, number, number][] = [
  [
    'NEWS-ODSTAVKA',
    'Plánovaná odstávka systému v sobotu od 20:00 do 22:00. Podrobnosti nájdete v [oznámení](https://www.okte.sk/).',
    'Planned system outage on Saturday from 20:00 to 22:00. See the [announcement](https://www.okte.sk/) for details.',
    'Plánovaná odstávka systému v sobotu od 20:00 do 22:00. Podrobnosti najdete v [oznámení](https://www.okte.sk/).',
    -7,
    14,
  ],
  [
    'NEWS-ZDIELANIE',
    'Nové žiadosti o zdieľanie elektriny podávajte cez [formulár skupiny zdieľania](/skupina-zdielania/vyhladanie).',
    'Submit new electricity sharing requests with the [sharing group form](/skupina-zdielania/vyhladanie).',
    'Nové žádosti o sdílení elektřiny podávejte přes [formulář skupiny sdílení](/skupina-zdielania/vyhladanie).',
    -30,
    60,
  ],
  [
    'NEWS-UPOZORNENIE',
    'Pozor na podvodné e-maily vydávajúce sa za prevádzkovateľa. [Overiť odkaz](javascript:alert(1)) nikdy neklikajte.',
    'Beware of fraudulent e-mails posing as the operator. Never click a [verify link](javascript:alert(1)).',
    'Pozor na podvodné e-maily vydávající se za provozovatele. Na [ověřovací odkaz](javascript:alert(1)) nikdy neklikejte.',
    0,
    0,
  ],
  ['NEWS-STARA', 'Táto novinka už neplatí.', 'This news item has expired.', 'Tato novinka už neplatí.', -60, -1],
  ['NEWS-BUDUCA', 'Táto novinka ešte neplatí.', 'This news item is not valid yet.', 'Tato novinka ještě neplatí.', 1, 30],
];

/** Seeds the shell's tables when they are empty (users and participants must exist); returns whether it did. */
export async function seedShellIfEmpty(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT (SELECT count(*) FROM activity) + (SELECT count(*) FROM novinka) AS n');
  if (Number(rows[0]?.n ?? 0) > 0) return false;
  await db.query(
    `INSERT INTO activity (code, activity_type, activity_category, id_assigned_user, user_role, id_ucastnik_trhu, eic, priority, entity_type_code, due_date)
     SELECT a.code, a.type, a.category, a.usr, a.role, u.id_ucastnik_trhu, a.eic, a.priority, split_part(a.type, '.', 2), current_date + 14
     FROM jsonb_to_recordset($1::jsonb) AS a(code text, type text, category text, usr text, role text, eic text, priority smallint)
     LEFT JOIN ucastnik_trhu u ON u.eic = a.eic`,
    [JSON.stringify(SEED_ACTIVITIES.map((a) => ({ ...a, usr: a.user ?? null, role: a.role ?? null, eic: a.eic ?? null })))],
  );
  for (const [i, [login, subject, sender, read]] of MAILBOX.entries()) {
    await db.query(
      `INSERT INTO schranka (login, predmet, text, odosielatel, stav_kod, datum_prijatia, datum_precitania)
       VALUES ($1, $2, $3, $4, $5::smallint, now() - make_interval(hours => $6::int), CASE WHEN $7::boolean THEN now() ELSE NULL END)`,
      [login, subject, `${subject}.\n\nS pozdravom\n${sender}`, sender, read ? 2 : 1, i * 7, read],
    );
  }
  for (const [code, eic, type, reason, unread] of REJECTIONS) {
    await db.query(
      `INSERT INTO zamietnutie_ziadosti (code, id_ucastnik_trhu, typ_ziadosti, dovod, unread)
       SELECT $1, id_ucastnik_trhu, $3, $4, $5 FROM ucastnik_trhu WHERE eic = $2`,
      [code, eic, type, reason, unread],
    );
  }
  for (const [eic, requester] of DEVIATIONS) {
    await db.query(
      `INSERT INTO retazenie_odchylok (id_ucastnik_trhu, id_ziadatel, platnost_od)
       SELECT u.id_ucastnik_trhu, r.id_ucastnik_trhu, date_trunc('month', current_date + 31)::date
       FROM ucastnik_trhu u, ucastnik_trhu r WHERE u.eic = $1 AND r.eic = $2`,
      [eic, requester],
    );
  }
  for (const [code, sk, en, cs, from, to] of NEWS) {
    await db.query('INSERT INTO novinka (code, text_sk, text_en, text_cs, dat_od, dat_do) VALUES ($1, $2, $3, $4, current_date + $5::int, current_date + $6::int)', [
      code,
      sk,
      en,
      cs,
      from,
      to,
    ]);
  }
  return true;
}
