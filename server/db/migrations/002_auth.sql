-- Identity provider state: signing and cookie keys, and the provider's artefacts
-- (sessions, codes, refresh tokens, grants, interactions) so they survive a restart.

CREATE TABLE auth_key (
  kind varchar(40) PRIMARY KEY,
  value jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE oidc_payload (
  model varchar(40) NOT NULL,
  id varchar(255) NOT NULL,
  payload jsonb NOT NULL,
  grant_id varchar(255),
  user_code varchar(255),
  uid varchar(255),
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_payload_grant_ix ON oidc_payload (grant_id);
CREATE INDEX oidc_payload_uid_ix ON oidc_payload (uid);
CREATE INDEX oidc_payload_user_code_ix ON oidc_payload (user_code);
CREATE INDEX oidc_payload_expires_ix ON oidc_payload (expires_at);
