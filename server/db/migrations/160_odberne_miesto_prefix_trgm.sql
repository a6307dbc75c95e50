-- Metering points at market scale, the town and name filters (`npm run bench:api:pg`, 3 million rows).
-- A town prefix sorted by EIC (like(mesto,kos*)&sort(+eic)) is read town by town from this index,
-- folded town then EIC (server/rql/prefixMerge.ts); it also serves the prefix alone, so it replaces
-- migration 120's index of the folded town. The expression is foldSql's (server/rql/fold.ts).
DROP INDEX IF EXISTS odberne_miesto_mesto_fold_ix;
CREATE INDEX odberne_miesto_mesto_fold_eic_ix ON odberne_miesto
  (translate(lower(mesto), 'áäâàãåčćçďđéěëèêíïìîĺľłňńñóôöòõőŕřšśťúůüùûűýÿžźż', 'aaaaaacccddeeeeeiiiilllnnnoooooorrsstuuuuuuyyzzz') text_pattern_ops, eic);

-- "Contains" filters (like(nazov,*hlavna 12*), like(mesto,*bystr*)) compare the folded text
-- anywhere in it: trigram indexes answer them without reading the table. pg_trgm is loaded by
-- PGlite (server/db/pglite.ts) and created by migration 010 where the server allows it; without
-- it the lists still work, only slower.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE $i$CREATE INDEX odberne_miesto_nazov_trgm_ix ON odberne_miesto USING gin
      (translate(lower(nazov), 'áäâàãåčćçďđéěëèêíïìîĺľłňńñóôöòõőŕřšśťúůüùûűýÿžźż', 'aaaaaacccddeeeeeiiiilllnnnoooooorrsstuuuuuuyyzzz') gin_trgm_ops)$i$;
    EXECUTE $i$CREATE INDEX odberne_miesto_mesto_trgm_ix ON odberne_miesto USING gin
      (translate(lower(mesto), 'áäâàãåčćçďđéěëèêíïìîĺľłňńñóôöòõőŕřšśťúůüùûűýÿžźż', 'aaaaaacccddeeeeeiiiilllnnnoooooorrsstuuuuuuyyzzz') gin_trgm_ops)$i$;
  ELSE
    RAISE NOTICE 'pg_trgm not available: contains filters on odberne_miesto scan';
  END IF;
END
$$;
