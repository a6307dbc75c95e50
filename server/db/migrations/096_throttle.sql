-- Failed logins and registrations per key (an account, a client address), so that guessing slows
-- down and then locks for a while. In the database, not in memory: every server instance on the
-- same database sees the same counts.
CREATE TABLE throttle (
  key varchar(300) PRIMARY KEY,
  failures integer NOT NULL,
  first_failure timestamptz NOT NULL,
  last_failure timestamptz NOT NULL,
  locked_until timestamptz
);
CREATE INDEX throttle_last_ix ON throttle (last_failure);

-- Registrations of one login no longer replace each other (an answer must not tell whether a
-- login is taken or pending): several may wait, the first verified wins.
DROP INDEX registracia_login_open_uq;
CREATE INDEX registracia_login_ix ON registracia (login);
