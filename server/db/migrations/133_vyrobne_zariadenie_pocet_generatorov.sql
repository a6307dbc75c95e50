-- A device's number of generators is now counted from its generator rows (the API's pocetGeneratorov
-- is derived, read-only). The column keeps what a registration request declared; a device entered
-- directly declares nothing, so the column may be empty.
ALTER TABLE vyrobne_zariadenie ALTER COLUMN pocet_generatorov DROP NOT NULL;
