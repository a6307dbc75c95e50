-- Every signer certificate of a signed contract (an ASiC-E container or a PDF may carry several
-- signatures), in the file's order; zmluva_zo_podpis keeps the first one's as before, and now its
-- serial number too.
ALTER TABLE zmluva_zo_podpis ADD COLUMN cert_seriove_cislo varchar(100);

CREATE TABLE zmluva_zo_podpis_certifikat (
  id_activity integer NOT NULL REFERENCES zmluva_zo_podpis (id_activity) ON DELETE CASCADE,
  poradie smallint NOT NULL CHECK (poradie >= 1),
  podpisal varchar(500) NOT NULL,
  vydavatel varchar(500) NOT NULL,
  seriove_cislo varchar(100) NOT NULL,
  platnost_od timestamptz NOT NULL,
  platnost_do timestamptz NOT NULL,
  PRIMARY KEY (id_activity, poradie)
);

-- Signatures recorded before: their one certificate (its serial number was not kept).
INSERT INTO zmluva_zo_podpis_certifikat (id_activity, poradie, podpisal, vydavatel, seriove_cislo, platnost_od, platnost_do)
SELECT id_activity, 1, cert_podpisal, coalesce(cert_vydavatel, ''), '', cert_platnost_od, cert_platnost_do
FROM zmluva_zo_podpis WHERE cert_podpisal IS NOT NULL AND cert_platnost_od IS NOT NULL AND cert_platnost_do IS NOT NULL;

-- A signed copy may also be an ASiC-E container named .sce (as Slovak signing applications save it).
UPDATE edc_ciselnik i SET pripony = array_append(i.pripony, 'sce')
FROM ciselnik c
WHERE c.id_ciselnik = i.id_ciselnik AND c.enum_type = 'portal' AND NOT c.mixed AND c.nazov = 'document-type'
  AND i.kod = 'zmluva.podpisana' AND i.pripony IS NOT NULL AND NOT ('sce' = ANY (i.pripony));
