-- Contracts concluded through a process (ZMLUVA_ZO, ZMLUVA_ZPU) are in the register from the moment
-- the process creates them (state V_PROCESE) and move to their final state when the process ends
-- (server/zmluva/register.ts). The register row names the process's contract it mirrors, once.
ALTER TABLE zmluva
  ADD COLUMN proces_entita varchar(20) CHECK (proces_entita IN ('ZMLUVA_ZO', 'ZMLUVA_ZPU')),
  ADD COLUMN proces_id_zmluva integer,
  ADD CONSTRAINT zmluva_proces_ck CHECK ((proces_entita IS NULL) = (proces_id_zmluva IS NULL));
CREATE UNIQUE INDEX zmluva_proces_uq ON zmluva (proces_entita, proces_id_zmluva) WHERE proces_entita IS NOT NULL;

-- Existing data: approved process contracts were registered under the process's number.
UPDATE zmluva z SET proces_entita = 'ZMLUVA_ZO', proces_id_zmluva = s.id_zmluva FROM zmluva_zo s WHERE s.cislo_zmluvy = z.cislo_zmluvy AND z.typ_zmluvy = 'ZO';
UPDATE zmluva z SET proces_entita = 'ZMLUVA_ZPU', proces_id_zmluva = s.id_zmluva FROM zmluva_zpu s WHERE s.cislo_zmluvy = z.cislo_zmluvy AND z.typ_zmluvy = 'ZPU';

-- ... and the ones still in their process join the register now.
INSERT INTO zmluva (cislo_zmluvy, typ_zmluvy, stav, id_ucastnik_trhu, platnost_od, predmet, created_by, updated_by, proces_entita, proces_id_zmluva)
SELECT s.cislo_zmluvy, 'ZO', CASE s.stav WHEN 'PLATNA' THEN 'AKTIVNA' WHEN 'ZAMIETNUTA' THEN 'ZAMIETNUTA' WHEN 'ZRUSENA' THEN 'ZRUSENA' ELSE 'V_PROCESE' END,
  s.id_ucastnik_trhu, coalesce(s.datum_od, s.created_at::date), 'Zúčtovanie odchýlky subjektu zúčtovania uzatvorené procesom na portáli',
  s.created_by, s.updated_by, 'ZMLUVA_ZO', s.id_zmluva
FROM zmluva_zo s WHERE NOT EXISTS (SELECT 1 FROM zmluva z WHERE z.cislo_zmluvy = s.cislo_zmluvy);
INSERT INTO zmluva (cislo_zmluvy, typ_zmluvy, stav, id_ucastnik_trhu, platnost_od, predmet, created_by, updated_by, proces_entita, proces_id_zmluva)
SELECT s.cislo_zmluvy, 'ZPU', CASE s.stav WHEN 'PLATNA' THEN 'AKTIVNA' WHEN 'ZAMIETNUTA' THEN 'ZAMIETNUTA' WHEN 'ZRUSENA' THEN 'ZRUSENA' ELSE 'V_PROCESE' END,
  s.id_ucastnik_trhu, coalesce(s.datum_od, s.created_at::date), 'Poskytovanie údajov výrobcovi elektriny do 11 kW uzatvorené procesom na portáli',
  s.created_by, s.updated_by, 'ZMLUVA_ZPU', s.id_zmluva
FROM zmluva_zpu s WHERE NOT EXISTS (SELECT 1 FROM zmluva z WHERE z.cislo_zmluvy = s.cislo_zmluvy);
