-- A contract's type is a code of the zmluva-typ code book (server/model/zmluva.ts checks the live
-- book on save), so the operator can add types without a release: the fixed list of 12 goes, and
-- the column takes any code the book allows (edc_ciselnik.kod is varchar(60)).
ALTER TABLE zmluva DROP CONSTRAINT IF EXISTS zmluva_typ_zmluvy_check;
ALTER TABLE zmluva ALTER COLUMN typ_zmluvy TYPE varchar(60);
