-- Application configuration (spec 2.4 /app-config, 3 "UI config"): one row of typed settings
-- behind GET /portal/application/config/app-config and environment/info `appConfig`. Read on every
-- request, so a change takes effect without a restart; every change is recorded in
-- zaznam_historia by the history trigger (who, when, before and after).
CREATE TABLE app_config (
  id_app_config integer PRIMARY KEY DEFAULT 1 CHECK (id_app_config = 1),
  session_timeout_min integer NOT NULL DEFAULT 30 CHECK (session_timeout_min BETWEEN 5 AND 480),
  session_critical_min integer NOT NULL DEFAULT 5 CHECK (session_critical_min BETWEEN 1 AND 60),
  jazyky text[] NOT NULL DEFAULT ARRAY['sk', 'en', 'cs'],
  predvoleny_jazyk varchar(2) NOT NULL DEFAULT 'sk',
  povolit_ponizenie boolean NOT NULL DEFAULT true,
  upload_max_bajtov integer NOT NULL DEFAULT 10485760 CHECK (upload_max_bajtov BETWEEN 1024 AND 52428800),
  public_upload_max_bajtov integer NOT NULL DEFAULT 1048576 CHECK (public_upload_max_bajtov BETWEEN 1024 AND 10485760),
  novinky_zobrazit boolean NOT NULL DEFAULT true,
  novinky_rotacia_s integer NOT NULL DEFAULT 5 CHECK (novinky_rotacia_s BETWEEN 2 AND 60),
  verzia integer NOT NULL DEFAULT 1,
  created_by varchar(100),
  updated_by varchar(100),
  updated_at timestamptz,
  CONSTRAINT app_config_kriticke_ck CHECK (session_critical_min < session_timeout_min),
  CONSTRAINT app_config_jazyk_ck CHECK (predvoleny_jazyk = ANY (jazyky))
);

INSERT INTO app_config (id_app_config) VALUES (1);

-- The one row stays: a delete does nothing.
CREATE RULE app_config_bez_mazania AS ON DELETE TO app_config DO INSTEAD NOTHING;

CREATE TRIGGER app_config_historia AFTER INSERT OR UPDATE OR DELETE ON app_config
  FOR EACH ROW EXECUTE FUNCTION zaznam_historia_zapis('app-config', 'id_app_config');
