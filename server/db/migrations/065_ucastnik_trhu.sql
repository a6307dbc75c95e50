-- Market participants become a full entity (shell-routes-workflow.md 2.2 ucastnik-trhu/): tax ids,
-- market roles, state, address, contacts, bank accounts, business permits, ACER code, version and
-- audit. `typ` (the participant's main kind, set by the registration process) stays; `roly` lists
-- every market role and always holds `typ` when `typ` is a market role (backfilled here, kept by the model).
ALTER TABLE ucastnik_trhu
  ADD COLUMN dic varchar(10),
  ADD COLUMN ic_dph varchar(12),
  ADD COLUMN roly text[] NOT NULL DEFAULT '{}',
  ADD COLUMN stav varchar(20) NOT NULL DEFAULT 'AKTIVNY' CHECK (stav IN ('AKTIVNY', 'POZASTAVENY', 'ZRUSENY')),
  ADD COLUMN adresa jsonb,
  ADD COLUMN kontakty jsonb,
  ADD COLUMN bankove_ucty jsonb,
  ADD COLUMN povolenia jsonb,
  ADD COLUMN acer_kod varchar(12),
  ADD COLUMN verzia integer NOT NULL DEFAULT 1,
  ADD COLUMN created_by varchar(100),
  ADD COLUMN updated_by varchar(100),
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

ALTER TABLE ucastnik_trhu ADD CONSTRAINT ucastnik_trhu_roly_ck
  CHECK (roly <@ ARRAY['DODAVATEL', 'VYROBCA', 'AGREGATOR', 'PREVADZKOVATEL_USKLADNENIA', 'SPRAVCA_SKUPINY', 'AKTIVNY_ODBERATEL']::text[]);

UPDATE ucastnik_trhu SET roly = ARRAY[typ] WHERE typ IN ('DODAVATEL', 'VYROBCA', 'AGREGATOR');

-- Filters of the participant search: role (array containment), state, IČO, EIC prefix.
CREATE INDEX ucastnik_trhu_roly_ix ON ucastnik_trhu USING gin (roly);
CREATE INDEX ucastnik_trhu_stav_ix ON ucastnik_trhu (stav, nazov);
CREATE INDEX ucastnik_trhu_ico_ix ON ucastnik_trhu (ico);

CREATE TRIGGER ucastnik_trhu_historia AFTER INSERT OR UPDATE OR DELETE ON ucastnik_trhu
  FOR EACH ROW EXECUTE FUNCTION zaznam_historia_zapis('ucastnik-trhu', 'id_ucastnik_trhu');
