-- Sorted lists read their page from an index instead of sorting the table.
--
-- The list's tie-breaker (the id) now follows the direction of the sort's last key
-- (server/rql/sql.ts): "x DESC, id DESC" is one index on (x, id) read backwards, so one ascending
-- index serves both directions. The two indexes built for "x DESC, id ASC" become ascending.
DROP INDEX IF EXISTS zmluva_platnost_ix;
CREATE INDEX zmluva_platnost_ix ON zmluva (platnost_od, id_zmluva);
DROP INDEX IF EXISTS retazenie_od_ix;
CREATE INDEX retazenie_od_ix ON retazenie_odchylok (platnost_od, id_retazenie);

-- Generators (7,000 in the seed): the list sorts by name and by type; a sort of every row in the
-- edc_text collation took ~50 ms in PGlite for a page of 11.
CREATE INDEX vz_generator_nazov_ix ON vyrobne_zariadenie_generator (nazov, id_zariad_vyr_detail);
CREATE INDEX vz_generator_typ_ix ON vyrobne_zariadenie_generator (typ, id_zariad_vyr_detail);

-- Members of aggregation blocks by kind (three values: without the id in the index a page sorted
-- several hundred rows of one kind).
CREATE INDEX agregacny_blok_clen_druh_ix ON agregacny_blok_clen (druh, id_clen);
