-- Complaints sorted by subject (a column of their search): the page came from sorting all 1,000
-- rows in the edc_text collation (17-25 ms in PGlite); an index (subject, id) serves both directions.
CREATE INDEX reklamacia_predmet_ix ON reklamacia (predmet, id_reklamacia);
