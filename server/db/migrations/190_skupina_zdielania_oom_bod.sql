-- A metering point's sharing groups (view odberne_miesto_skupina, the list on the point's detail)
-- joined every member to odberne_miesto by EIC. Counting the list then read the whole point table
-- (20,000 rows in the seed, millions in the market) for a few hundred members: the planner chose a
-- hash or merge join over it, 3-4x the CPU of probing the EIC index once per member. The member
-- row now keeps its point's id and owner (as it keeps its group's owner, migration 075), so the
-- view joins only the members and their groups.

ALTER TABLE skupina_zdielania_oom
  -- The point of this EIC, if one exists (members may name points not registered yet).
  ADD COLUMN id_odberne_miesto integer,
  -- That point's owner: the tenant of the point's group list.
  ADD COLUMN id_ucastnik_bodu integer;

UPDATE skupina_zdielania_oom s SET id_odberne_miesto = o.id_odberne_miesto, id_ucastnik_bodu = o.id_ucastnik_trhu
  FROM odberne_miesto o WHERE o.eic = s.eic;

CREATE INDEX skupina_zdielania_oom_bod_ucastnik_ix ON skupina_zdielania_oom (id_ucastnik_bodu) WHERE id_odberne_miesto IS NOT NULL;

-- A member written (or its EIC changed) looks its point up.
CREATE FUNCTION skupina_zdielania_oom_bod() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT o.id_odberne_miesto, o.id_ucastnik_trhu INTO NEW.id_odberne_miesto, NEW.id_ucastnik_bodu FROM odberne_miesto o WHERE o.eic = NEW.eic;
  RETURN NEW;
END $$;
CREATE TRIGGER skupina_zdielania_oom_bod_tg BEFORE INSERT OR UPDATE OF eic ON skupina_zdielania_oom
  FOR EACH ROW EXECUTE FUNCTION skupina_zdielania_oom_bod();

-- A point registered, re-keyed, handed to another owner or removed updates the members naming it.
CREATE FUNCTION odberne_miesto_clenstva() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE skupina_zdielania_oom SET id_odberne_miesto = NULL, id_ucastnik_bodu = NULL WHERE eic = OLD.eic;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE skupina_zdielania_oom SET id_odberne_miesto = NEW.id_odberne_miesto, id_ucastnik_bodu = NEW.id_ucastnik_trhu WHERE eic = NEW.eic;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER odberne_miesto_clenstva_ins_tg AFTER INSERT OR DELETE ON odberne_miesto
  FOR EACH ROW EXECUTE FUNCTION odberne_miesto_clenstva();
CREATE TRIGGER odberne_miesto_clenstva_upd_tg AFTER UPDATE OF eic, id_ucastnik_trhu ON odberne_miesto
  FOR EACH ROW WHEN (OLD.eic IS DISTINCT FROM NEW.eic OR OLD.id_ucastnik_trhu IS DISTINCT FROM NEW.id_ucastnik_trhu)
  EXECUTE FUNCTION odberne_miesto_clenstva();

-- Same columns as migration 070's view; the id stays group * 10^8 + point (routes keep working).
CREATE OR REPLACE VIEW odberne_miesto_skupina AS
  SELECT (g.id_zdielanie::bigint * 100000000 + s.id_odberne_miesto) AS id_clenstvo,
         s.eic, g.id_zdielanie, g.kod, g.nazov, g.stav, g.datum_schvalenia, s.id_ucastnik_bodu AS id_ucastnik_trhu
    FROM skupina_zdielania_oom s
    JOIN skupina_zdielania g ON g.id_zdielanie = s.id_zdielanie
   WHERE s.id_odberne_miesto IS NOT NULL;
