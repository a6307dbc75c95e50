-- Signatures of imbalance settlement contracts made on zmluva/podpisanie (one per signature step):
-- the signed copy in the DMS, whether the signature was made by hand (manual-signature checkbox)
-- and the signer's certificate when the signed file carries one.
CREATE TABLE zmluva_zo_podpis (
  id_activity integer PRIMARY KEY REFERENCES activity (id_activity) ON DELETE CASCADE,
  id_zmluva integer NOT NULL REFERENCES zmluva_zo (id_zmluva) ON DELETE CASCADE,
  dms_id uuid NOT NULL REFERENCES dms_document (dms_id),
  rucny_podpis boolean NOT NULL DEFAULT false,
  cert_podpisal varchar(500),
  cert_vydavatel varchar(500),
  cert_platnost_od timestamptz,
  cert_platnost_do timestamptz,
  podpisal varchar(100) NOT NULL,
  podpisane timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX zmluva_zo_podpis_zmluva_ix ON zmluva_zo_podpis (id_zmluva, podpisane);
