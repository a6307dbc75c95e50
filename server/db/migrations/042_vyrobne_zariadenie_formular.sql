-- Production device form (issue 4): the fields its edit screen shows with the specific widgets.
-- The API validates each with the validation catalogue; these checks are the last line of defence.

ALTER TABLE vyrobne_zariadenie
  ADD COLUMN datum_ukoncenia_podpory date,
  -- A share: 0.25 = 25 %.
  ADD COLUMN podiel_vlastnej_spotreby numeric(6, 4) CHECK (podiel_vlastnej_spotreby BETWEEN 0 AND 1),
  ADD COLUMN vyska_podpory_eur numeric(13, 3) CHECK (vyska_podpory_eur BETWEEN 0 AND 1000000000),
  -- Has storage: true, false, or NULL when not known yet.
  ADD COLUMN akumulacia boolean,
  -- The address parts (Ulica, PopisneCislo, OrientacneCislo, Psc, Mesto, IdStat, KatastUzemie,
  -- CisloParcely, Pobox, Utvar) as one object, the shape the address block edits.
  ADD COLUMN adresa jsonb CHECK (adresa IS NULL OR jsonb_typeof(adresa) = 'object'),
  ADD COLUMN kontakt_email varchar(254),
  -- E.164 (+421…).
  ADD COLUMN kontakt_telefon varchar(20) CHECK (kontakt_telefon ~ '^\+[1-9][0-9]{6,14}$'),
  ADD COLUMN iban varchar(34) CHECK (iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$'),
  -- The device's documents (type, file name, size, DMS id, note); the bytes stay in dms_document.
  ADD COLUMN dokumenty jsonb CHECK (dokumenty IS NULL OR jsonb_typeof(dokumenty) = 'array');
