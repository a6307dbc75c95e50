-- Outcomes of non-idempotent API calls (issue 26, spec 7). The client repeats a call whose answer
-- was lost on the network with the same correlation id and client call id; the server answers the
-- repeat with the stored outcome instead of running the call again (server/http/idempotency.ts).
-- In the database, so that every instance sees the calls of the others; kept a day.
CREATE TABLE idempotent_call (
  -- The caller's login; '' for anonymous calls (public registration), keyed by the ids alone.
  caller varchar(100) NOT NULL,
  correlation_id varchar(128) NOT NULL,
  call_id varchar(64) NOT NULL,
  -- sha256 of method, URL and tenant: the same ids on another call are refused, never answered.
  fingerprint char(64) NOT NULL,
  -- NULL while the first call runs: a repeat then waits for it instead of running twice.
  status smallint,
  headers jsonb,
  body bytea,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (caller, correlation_id, call_id)
);
CREATE INDEX idempotent_call_created_ix ON idempotent_call (created_at);
