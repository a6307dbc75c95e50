-- A CHECK passes when it is NULL: with `narodeny_pred_1954 AND …` a row whose flag is NULL could
-- keep 9 digits. Only a flag that is true allows them (IS TRUE is false for NULL).
ALTER TABLE odberatel DROP CONSTRAINT odberatel_rodne_cislo_check;
ALTER TABLE odberatel ADD CONSTRAINT odberatel_rodne_cislo_check
  CHECK (rodne_cislo ~ '^[0-9]{10}$' OR (narodeny_pred_1954 IS TRUE AND rodne_cislo ~ '^[0-9]{9}$'));
