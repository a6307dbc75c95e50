-- The distinct folded towns of the metering points (a few thousand values against millions of rows).
-- A "town contains" filter matches its pattern against these first and then reads the rows of each
-- matched town through the (folded town, EIC) index (server/rql/valuesTable.ts), instead of a
-- trigram bitmap of every matching row. The database keeps the table: the statement that writes a
-- new town adds it. A town whose rows are all gone stays: it matches no row, so answers stay exact.
CREATE TABLE odberne_miesto_mesto (mesto_fold text PRIMARY KEY);

INSERT INTO odberne_miesto_mesto (mesto_fold)
  SELECT DISTINCT mesto_fold FROM odberne_miesto WHERE mesto_fold IS NOT NULL;

CREATE FUNCTION odberne_miesto_mesto_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO odberne_miesto_mesto (mesto_fold)
    SELECT DISTINCT mesto_fold FROM written WHERE mesto_fold IS NOT NULL
    ON CONFLICT (mesto_fold) DO NOTHING;
  RETURN NULL;
END
$$;

CREATE TRIGGER odberne_miesto_mesto_inserted AFTER INSERT ON odberne_miesto
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION odberne_miesto_mesto_keep();
CREATE TRIGGER odberne_miesto_mesto_updated AFTER UPDATE ON odberne_miesto
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION odberne_miesto_mesto_keep();

-- A participant's own points by town (the portal's "town contains"): the count reads each matched
-- town's rows of that participant from this index alone.
CREATE INDEX odberne_miesto_ucastnik_mesto_ix ON odberne_miesto (id_ucastnik_trhu, mesto_fold);

-- Its statistics now: the planner then knows a pattern matches a few towns, not a default share.
ANALYZE odberne_miesto_mesto;
