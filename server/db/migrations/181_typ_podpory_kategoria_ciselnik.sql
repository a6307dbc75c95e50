-- A device's support type and a technology's category are codes of the mixed code books typ-podpory
-- and kategoria-technologie (server/model/vyrobneZariadenie.ts and technologia.ts check the live
-- book on save), so the operator can add items without a release: the fixed lists go, and the
-- columns take any code the book allows (edc_ciselnik.kod is varchar(60)).
ALTER TABLE vyrobne_zariadenie DROP CONSTRAINT IF EXISTS vyrobne_zariadenie_typ_podpory_check;
ALTER TABLE vyrobne_zariadenie ALTER COLUMN typ_podpory TYPE varchar(60);
ALTER TABLE vyrobne_zariadenie_ziadost ALTER COLUMN typ_podpory TYPE varchar(60);
ALTER TABLE technologia DROP CONSTRAINT IF EXISTS technologia_kategoria_check;
ALTER TABLE technologia ALTER COLUMN kategoria TYPE varchar(60);
