-- Delivery and metering points (OOM), storage devices and aggregation blocks become screens of their
-- own (issue 13): the columns their forms edit, the members of a block and its value history.
-- The workflow keeps inserting the older column sets; triggers fill what it does not know.

-- --- odberné miesto --------------------------------------------------------------------------
ALTER TABLE odberne_miesto
  -- Direction of the point: SPOTREBA (consumption), VYROBA (production), OBOJSMERNE (both);
  -- kept equal to the older `typ` (ODBER, DODAVKA, ODBER_DODAVKA) by the trigger below.
  ADD COLUMN druh varchar(12) CHECK (druh IN ('SPOTREBA', 'VYROBA', 'OBOJSMERNE')),
  -- Distribution system, a code of /edc/enum/sustava/.
  ADD COLUMN sustava varchar(20),
  ADD COLUMN adresa jsonb CHECK (adresa IS NULL OR jsonb_typeof(adresa) = 'object'),
  -- The supplier of the point.
  ADD COLUMN id_dodavatel integer CONSTRAINT odberne_miesto_dodavatel_fk REFERENCES ucastnik_trhu (id_ucastnik_trhu),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN updated_by varchar(100);

CREATE FUNCTION odberne_miesto_druh_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.druh IS DISTINCT FROM OLD.druh AND NEW.druh IS NOT NULL THEN
    NEW.typ := CASE NEW.druh WHEN 'SPOTREBA' THEN 'ODBER' WHEN 'VYROBA' THEN 'DODAVKA' ELSE 'ODBER_DODAVKA' END;
  ELSIF TG_OP = 'INSERT' AND NEW.druh IS NOT NULL THEN
    NEW.typ := CASE NEW.druh WHEN 'SPOTREBA' THEN 'ODBER' WHEN 'VYROBA' THEN 'DODAVKA' ELSE 'ODBER_DODAVKA' END;
  ELSE
    NEW.druh := CASE NEW.typ WHEN 'ODBER' THEN 'SPOTREBA' WHEN 'DODAVKA' THEN 'VYROBA' ELSE 'OBOJSMERNE' END;
  END IF;
  -- Town and postal code stay columns of their own (the lookup lists them): copied from the address.
  IF NEW.adresa IS NOT NULL THEN
    NEW.mesto := NEW.adresa->>'Mesto';
    NEW.psc := NEW.adresa->>'Psc';
  END IF;
  -- The distribution system follows the EIC's area (ZS, SS, VS) when nobody named it.
  IF NEW.sustava IS NULL THEN
    NEW.sustava := CASE substr(NEW.eic, 4, 2) WHEN 'ZS' THEN 'ZSD' WHEN 'SS' THEN 'SSD' WHEN 'VS' THEN 'VSD' END;
  END IF;
  RETURN NEW;
END $$;

-- Existing rows get their kind before the trigger exists (an UPDATE would fire it too, harmlessly).
UPDATE odberne_miesto SET
  druh = CASE typ WHEN 'ODBER' THEN 'SPOTREBA' WHEN 'DODAVKA' THEN 'VYROBA' ELSE 'OBOJSMERNE' END,
  sustava = CASE substr(eic, 4, 2) WHEN 'ZS' THEN 'ZSD' WHEN 'SS' THEN 'SSD' WHEN 'VS' THEN 'VSD' END;

CREATE TRIGGER odberne_miesto_druh_tg BEFORE INSERT OR UPDATE ON odberne_miesto
  FOR EACH ROW EXECUTE FUNCTION odberne_miesto_druh_sync();

-- No further indexes: the search's filters (voltage, kind, system, name) scan 20,000 rows in a few
-- ms, while each index slows every insert (the seed, the workflow). The owner index and the EIC
-- prefix index of migration 017 serve the portal lists and the lookup of other forms.

-- --- devices at a metering point --------------------------------------------------------------
ALTER TABLE vyrobne_zariadenie ADD COLUMN eic_odberne_miesto char(16) CHECK (eic_odberne_miesto ~ '^24Z[0-9A-Z-]{12}[0-9A-Z]$');
CREATE INDEX vyrobne_zariadenie_oom_ix ON vyrobne_zariadenie (eic_odberne_miesto);

-- --- akumulačné zariadenie (storage device) and its site (lokalita) ---------------------------
ALTER TABLE akumulacne_zariadenie DROP CONSTRAINT akumulacne_zariadenie_stav_check;
ALTER TABLE akumulacne_zariadenie
  ADD CONSTRAINT akumulacne_zariadenie_stav_check CHECK (stav IN ('V_KONANI', 'AKTIVNE', 'NEAKTIVNE', 'ZRUSENE')),
  ADD CONSTRAINT akumulacne_zariadenie_eic_ck CHECK (eic ~ '^24W[0-9A-Z-]{12}[0-9A-Z]$'),
  ADD COLUMN max_vykon_nabijania_kw numeric(10, 3) CHECK (max_vykon_nabijania_kw > 0 AND max_vykon_nabijania_kw <= 500000),
  ADD COLUMN max_vykon_vybijania_kw numeric(10, 3) CHECK (max_vykon_vybijania_kw > 0 AND max_vykon_vybijania_kw <= 500000),
  ADD COLUMN technologia varchar(20) CHECK (technologia IN ('LI_ION', 'LFP', 'NAS', 'PRECERPAVACIA', 'VODIKOVA', 'INE')),
  ADD COLUMN eic_odberne_miesto char(16) CHECK (eic_odberne_miesto ~ '^24Z[0-9A-Z-]{12}[0-9A-Z]$'),
  ADD COLUMN platnost_od date NOT NULL DEFAULT current_date,
  ADD COLUMN platnost_do date,
  -- The site (lokalita/detail/:idAkumulator edits these): address parts, GPS, cadastral area, parcel.
  ADD COLUMN adresa jsonb CHECK (adresa IS NULL OR jsonb_typeof(adresa) = 'object'),
  ADD COLUMN gps_lat numeric(8, 6) CHECK (gps_lat BETWEEN 47.5 AND 49.8),
  ADD COLUMN gps_lon numeric(8, 6) CHECK (gps_lon BETWEEN 16.5 AND 22.8),
  ADD COLUMN katastralne_uzemie varchar(100) COLLATE edc_text,
  ADD COLUMN cislo_parcely varchar(20),
  ADD CONSTRAINT akumulacne_zariadenie_platnost_ck CHECK (platnost_do IS NULL OR platnost_do >= platnost_od);

-- A registration approved by the workflow knows the installed power only: both limits start there.
CREATE FUNCTION akumulacne_zariadenie_defaults() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.max_vykon_nabijania_kw := coalesce(NEW.max_vykon_nabijania_kw, NEW.instalovany_vykon_kw);
  NEW.max_vykon_vybijania_kw := coalesce(NEW.max_vykon_vybijania_kw, NEW.instalovany_vykon_kw);
  RETURN NEW;
END $$;
CREATE TRIGGER akumulacne_zariadenie_defaults_tg BEFORE INSERT ON akumulacne_zariadenie
  FOR EACH ROW EXECUTE FUNCTION akumulacne_zariadenie_defaults();
UPDATE akumulacne_zariadenie SET max_vykon_nabijania_kw = instalovany_vykon_kw, max_vykon_vybijania_kw = instalovany_vykon_kw;

CREATE INDEX akumulacne_zariadenie_ucastnik_nazov_ix ON akumulacne_zariadenie (id_ucastnik_trhu, nazov, id_zariad_akum);
CREATE INDEX akumulacne_zariadenie_nazov_ix ON akumulacne_zariadenie (nazov, id_zariad_akum);
CREATE INDEX akumulacne_zariadenie_kapacita_ix ON akumulacne_zariadenie (kapacita_kwh, id_zariad_akum);
CREATE INDEX akumulacne_zariadenie_oom_ix ON akumulacne_zariadenie (eic_odberne_miesto);

-- --- agregačný blok: members and value history ----------------------------------------------
-- The owner is a copy of the block's, kept equal by the composite key (members follow a block
-- that changes hands), so the member list is tenant-scoped in one place like every owned entity.
ALTER TABLE agregacny_blok ADD CONSTRAINT agregacny_blok_id_ucastnik_uq UNIQUE (id_agregacny_blok, id_ucastnik_trhu);
ALTER TABLE agregacny_blok ADD COLUMN popis varchar(1000) COLLATE edc_text;

CREATE TABLE agregacny_blok_clen (
  id_clen integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  id_agregacny_blok integer NOT NULL,
  id_ucastnik_trhu integer NOT NULL,
  -- EIC of a device (24W) or of a metering point (24Z).
  eic char(16) NOT NULL CHECK (eic ~ '^24[WZ][0-9A-Z-]{12}[0-9A-Z]$'),
  druh varchar(24) NOT NULL CHECK (druh IN ('VYROBNE_ZARIADENIE', 'AKUMULACNE_ZARIADENIE', 'ODBERNE_MIESTO')),
  flexibilny_vykon_kw numeric(10, 3) NOT NULL CHECK (flexibilny_vykon_kw > 0 AND flexibilny_vykon_kw <= 500000),
  platnost_od date NOT NULL,
  platnost_do date,
  verzia integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by varchar(100),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by varchar(100),
  CONSTRAINT agregacny_blok_clen_blok_fk FOREIGN KEY (id_agregacny_blok, id_ucastnik_trhu)
    REFERENCES agregacny_blok (id_agregacny_blok, id_ucastnik_trhu) ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT agregacny_blok_clen_platnost_ck CHECK (platnost_do IS NULL OR platnost_do >= platnost_od),
  CONSTRAINT agregacny_blok_clen_uq UNIQUE (id_agregacny_blok, eic, platnost_od)
);
CREATE INDEX agregacny_blok_clen_blok_ix ON agregacny_blok_clen (id_agregacny_blok, eic);
CREATE INDEX agregacny_blok_clen_ucastnik_ix ON agregacny_blok_clen (id_ucastnik_trhu);
CREATE INDEX agregacny_blok_clen_eic_ix ON agregacny_blok_clen (eic);

-- The block's flexible power over time (one value a day), read by the vector-history dialog.
CREATE TABLE agregacny_blok_hodnota (
  id_agregacny_blok integer NOT NULL REFERENCES agregacny_blok (id_agregacny_blok) ON DELETE CASCADE,
  den date NOT NULL,
  flexibilny_vykon_kw numeric(12, 3) NOT NULL CHECK (flexibilny_vykon_kw >= 0),
  aktivovany_vykon_kw numeric(12, 3) NOT NULL CHECK (aktivovany_vykon_kw >= 0),
  pocet_clenov integer NOT NULL CHECK (pocet_clenov >= 0),
  PRIMARY KEY (id_agregacny_blok, den)
);
CREATE INDEX agregacny_blok_nazov_ix ON agregacny_blok (nazov, id_agregacny_blok);

-- --- a metering point's sharing groups (skupina_zdielania_oom links them by EIC) -------------
-- Read-only list on the point's detail; scoped by the point's owner.
CREATE VIEW odberne_miesto_skupina AS
  SELECT (g.id_zdielanie::bigint * 100000000 + o.id_odberne_miesto) AS id_clenstvo,
         s.eic, g.id_zdielanie, g.kod, g.nazov, g.stav, g.datum_schvalenia, o.id_ucastnik_trhu
    FROM skupina_zdielania_oom s
    JOIN skupina_zdielania g ON g.id_zdielanie = s.id_zdielanie
    JOIN odberne_miesto o ON o.eic = s.eic;
