import type { Database } from '../db/types';

/**
 * Metering points named as the market-scale bench names them (place, street and number, town), for
 * the "contains" tests: 6,000 rows over five towns and seven streets, numbers 1–60, owned by the first
 * two participants in turn, every third row with a supplier (so a sort by the supplier's name has
 * ties and nulls). ANALYZEd, so the statistics sample the narrowing reads exists.
 */
export async function seedMeteringNames(db: Database): Promise<void> {
  await db.query(
    `WITH t AS (SELECT * FROM unnest(ARRAY['Košice','Banská Bystrica','Trnava','Žilina','Prešov']) WITH ORDINALITY AS t(mesto, i)),
          s AS (SELECT * FROM unnest(ARRAY['Hlavná','Školská','Štúrova','Mierová','Hviezdoslavova','Nová','Lipová']) WITH ORDINALITY AS s(ulica, i)),
          o AS (SELECT array_agg(id_ucastnik_trhu ORDER BY id_ucastnik_trhu) AS ids FROM ucastnik_trhu),
          d AS (SELECT array_agg(id_ucastnik_trhu ORDER BY id_ucastnik_trhu) AS ids FROM ucastnik_trhu WHERE typ = 'DODAVATEL')
     INSERT INTO odberne_miesto (eic, nazov, typ, druh, napatova_uroven, sustava, adresa, mesto, psc, platnost_od, id_ucastnik_trhu, id_dodavatel, created_by)
     SELECT '24ZTT' || lpad(n::text, 10, '0') || 'X',
            (ARRAY['Byt','Rodinný dom','Garáž'])[1 + n % 3] || ', ' || s.ulica || ' ' || (1 + n % 60) || ', ' || t.mesto,
            'ODBER', 'SPOTREBA', 'NN', 'ZSD', jsonb_build_object('Mesto', t.mesto, 'Psc', '04001', 'IdStat', 'SK'), t.mesto, '04001',
            date '2020-01-01' + n % 97, o.ids[1 + n % 2], CASE WHEN n % 3 = 0 THEN d.ids[1 + n % array_length(d.ids, 1)] END, 'contains-test'
       FROM generate_series(1, 6000) AS n JOIN t ON t.i = 1 + n % 5 JOIN s ON s.i = 1 + (n / 5) % 7, o, d`,
  );
  await db.exec('ANALYZE odberne_miesto');
}
