-- The metering-point search sorts by name and by EIC, for all points (core) and for one
-- participant's (portal): with 20,000 and more rows these orders need their indexes.
CREATE INDEX odberne_miesto_nazov_ix ON odberne_miesto (nazov, id_odberne_miesto);
CREATE INDEX odberne_miesto_ucastnik_nazov_ix ON odberne_miesto (id_ucastnik_trhu, nazov, id_odberne_miesto);
