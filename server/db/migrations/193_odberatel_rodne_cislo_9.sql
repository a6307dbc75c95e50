-- A consumer born before 1954 has a 9-digit rodné číslo (no check digit). The flag allows it; the
-- API's schema checks the digits with the catalogue's rodne-cislo-9 format, the table only the shape.
ALTER TABLE odberatel ADD COLUMN narodeny_pred_1954 boolean;
ALTER TABLE odberatel DROP CONSTRAINT odberatel_rodne_cislo_check;
ALTER TABLE odberatel ADD CONSTRAINT odberatel_rodne_cislo_check
  CHECK (rodne_cislo ~ '^[0-9]{10}$' OR (narodeny_pred_1954 AND rodne_cislo ~ '^[0-9]{9}$'));
