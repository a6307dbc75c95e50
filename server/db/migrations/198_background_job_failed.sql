-- The operator's screen of background jobs that failed (server/model/backgroundJob.ts): the dead
-- letter (FAILED, the attempt cap reached) and jobs waiting for another attempt after a failure.
-- A job that succeeds is deleted, and so leaves the screen.
CREATE VIEW background_job_failed AS
  SELECT id, kind, ref, stav, attempts, reason_key, reason_detail, created_at, failed_at, run_after, lease_until
  FROM background_job
  WHERE stav = 'FAILED' OR reason_key IS NOT NULL;
