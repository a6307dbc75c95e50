-- Metering points at market scale (about 2.8 million in Slovakia; `npm run bench:api:pg` lists 3
-- million): each filter the search offers and each order it sorts by must be served by an index, and
-- the capped total (model countCap) must stop after 10,001 matching index entries instead of reading
-- the table. Migration 097 serves the name order; these serve the enum filters with the default EIC
-- order, the voltage filter with the name order, the town prefix and the validity order.
CREATE INDEX odberne_miesto_napatie_nazov_ix ON odberne_miesto (napatova_uroven, nazov, id_odberne_miesto);
CREATE INDEX odberne_miesto_druh_eic_ix ON odberne_miesto (druh, eic);
CREATE INDEX odberne_miesto_sustava_eic_ix ON odberne_miesto (sustava, eic);
CREATE INDEX odberne_miesto_platnost_ix ON odberne_miesto (platnost_od, id_odberne_miesto);
-- like(mesto,kosi*) compares the folded town (server/rql/fold.ts foldSql): the same expression here.
CREATE INDEX odberne_miesto_mesto_fold_ix ON odberne_miesto
  (translate(lower(mesto), 'áäâàãåčćçďđéěëèêíïìîĺľłňńñóôöòõőŕřšśťúůüùûűýÿžźż', 'aaaaaacccddeeeeeiiiilllnnnoooooorrsstuuuuuuyyzzz') text_pattern_ops);
