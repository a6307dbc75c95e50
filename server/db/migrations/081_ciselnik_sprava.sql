-- Code-book administration (spec 2.4, forms-data 7): items get a validity period, a row version
-- for optimistic locking and who changed them last. Forms read only the items valid today, through
-- the view below; administration and old rows keep seeing every item.
ALTER TABLE edc_ciselnik
  ADD COLUMN platnost_od date,
  ADD COLUMN platnost_do date,
  ADD COLUMN verzia integer NOT NULL DEFAULT 1,
  ADD COLUMN created_by varchar(100),
  ADD COLUMN updated_by varchar(100),
  ADD COLUMN updated_at timestamptz;

ALTER TABLE edc_ciselnik
  ADD CONSTRAINT edc_ciselnik_platnost_ck CHECK (platnost_do IS NULL OR platnost_od IS NULL OR platnost_do >= platnost_od);

-- Items a form may offer: switched on and inside their validity today (evaluated per query, so an
-- invalidated item disappears at once, without any cache to clear).
CREATE VIEW edc_ciselnik_platny AS
  SELECT * FROM edc_ciselnik
  WHERE ano_platny
    AND (platnost_od IS NULL OR platnost_od <= current_date)
    AND (platnost_do IS NULL OR platnost_do >= current_date);

-- The administration lists one code book at a time, by order or by code.
CREATE INDEX edc_ciselnik_kod_ix ON edc_ciselnik (id_ciselnik, kod);
