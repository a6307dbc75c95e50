-- Requests per key (a route group and a client address) in fixed windows, counted before a body is
-- read (@fastify/rate-limit). In the database, not in memory: every server instance on the same
-- database counts into the same window, so N instances do not allow N times the limit.
CREATE TABLE rate_limit (
  key varchar(300) PRIMARY KEY,
  hits integer NOT NULL,
  window_end timestamptz NOT NULL
);
CREATE INDEX rate_limit_end_ix ON rate_limit (window_end);
