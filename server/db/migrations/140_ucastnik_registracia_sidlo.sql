-- A participant's registration carries the seat and legal form as the register of legal entities
-- (RPO) publishes them (the registration step can fill them by IČO); the approval writes both into
-- the new participant, which keeps the legal form from then on.
ALTER TABLE ucastnik_registracia
  ADD COLUMN adresa jsonb,
  ADD COLUMN pravna_forma varchar(100);

ALTER TABLE ucastnik_trhu ADD COLUMN pravna_forma varchar(100);
