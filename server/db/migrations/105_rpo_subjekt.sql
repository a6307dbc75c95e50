-- The reference copy of the register of legal entities (Register právnických osôb, RPO) that the
-- reference implementation of server/integrations/rpo answers from: one row per IČO with the name,
-- legal form and seat as the register publishes them. A real deployment asks the register instead.
CREATE TABLE rpo_subjekt (
  ico varchar(8) PRIMARY KEY,
  nazov varchar(200) NOT NULL,
  pravna_forma varchar(100) NOT NULL,
  adresa jsonb NOT NULL,
  datum_vzniku date NOT NULL,
  -- The day the register last changed the entry (name or seat).
  datum_zmeny date
);
