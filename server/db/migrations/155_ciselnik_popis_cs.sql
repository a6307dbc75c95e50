-- Code-book names in Czech, the UI's third language: the core's code-book menu names each mixed
-- code book by the server's description in the request's language (GET /edc/enum/mixed/).
-- Books without one (added before) fall back to the Slovak name.
ALTER TABLE ciselnik ADD COLUMN popis_cs varchar(200);

UPDATE ciselnik c SET popis_cs = v.popis_cs
  FROM (VALUES
    ('stat', 'Státy'),
    ('bilancna-skupina', 'Bilanční skupiny'),
    ('sustava', 'Distribuční soustavy'),
    ('zmluva-typ', 'Typy smluv'),
    ('zmluva-rola-typ', 'Role ve smlouvě'),
    ('zmluva-typ-subjektu-tps-tss', 'Typy subjektů TPS/TSS'),
    ('kategoria-technologie', 'Kategorie technologií'),
    ('typ-podpory', 'Typy podpory výroby'),
    ('stav-zariadenia', 'Stavy výroben'),
    ('typ-ucastnika', 'Typy účastníků trhu'),
    ('document-type', 'Typy dokumentů')
  ) AS v(nazov, popis_cs)
  WHERE c.nazov = v.nazov AND c.popis_cs IS NULL;
