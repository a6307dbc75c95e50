-- Metering points at market scale, the town and name filters (`npm run bench:api:pg`, 3 million rows).
-- Town and name folded as server/rql/fold.ts does (lower case, no diacritics), kept by the database
-- (as vyrobne_zariadenie.nazov_fold): like() compares these columns instead of folding every row it
-- reads, and indexes on plain columns allow index-only scans (the capped count of a town prefix).
ALTER TABLE odberne_miesto
  ADD COLUMN mesto_fold text GENERATED ALWAYS AS (
    translate(lower(mesto), 'áäâàãåčćçďđéěëèêíïìîĺľłňńñóôöòõőŕřšśťúůüùûűýÿžźż', 'aaaaaacccddeeeeeiiiilllnnnoooooorrsstuuuuuuyyzzz')
  ) STORED,
  ADD COLUMN nazov_fold text GENERATED ALWAYS AS (
    translate(lower(nazov), 'áäâàãåčćçďđéěëèêíïìîĺľłňńñóôöòõőŕřšśťúůüùûűýÿžźż', 'aaaaaacccddeeeeeiiiilllnnnoooooorrsstuuuuuuyyzzz')
  ) STORED;

-- A town prefix sorted by EIC (like(mesto,kos*)&sort(+eic)) is read town by town from this index,
-- folded town then EIC (server/rql/prefixMerge.ts); it also serves the prefix alone and its count,
-- so it replaces migration 120's index of the folded town expression.
DROP INDEX IF EXISTS odberne_miesto_mesto_fold_ix;
CREATE INDEX odberne_miesto_mesto_fold_eic_ix ON odberne_miesto (mesto_fold text_pattern_ops, eic);

-- "Contains" filters (like(nazov,*hlavna 12*), like(mesto,*bystr*)) match the folded text anywhere:
-- trigram indexes answer them without reading the table. pg_trgm is loaded by PGlite
-- (server/db/pglite.ts) and created by migration 010 where the server allows it; without it the
-- lists still work, only slower.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX odberne_miesto_nazov_trgm_ix ON odberne_miesto USING gin (nazov_fold gin_trgm_ops)';
    EXECUTE 'CREATE INDEX odberne_miesto_mesto_trgm_ix ON odberne_miesto USING gin (mesto_fold gin_trgm_ops)';
  ELSE
    RAISE NOTICE 'pg_trgm not available: contains filters on odberne_miesto scan';
  END IF;
END
$$;
