-- A chain link waiting for its counterparty is a task in the counterparty's activity inbox
-- (process RETAZENIE_ODCHYLOK, server/bpm/definitions/retazenieOdchylok.ts). The link's own writes
-- keep it in step, in their transaction, whoever writes (the API, the seed): asked (insert waiting)
-- opens it; consented or refused (stav leaves CAKA, once: the decision's UPDATE is guarded) completes
-- it; withdrawn (a waiting link deleted) cancels it. The waiting count reads the same condition.

-- A participant's queue: no user and no role, only the participant (the engine's canWork has the case).
ALTER TABLE activity DROP CONSTRAINT activity_owner_ck;
ALTER TABLE activity ADD CONSTRAINT activity_owner_ck CHECK (id_assigned_user IS NOT NULL OR user_role IS NOT NULL OR id_ucastnik_trhu IS NOT NULL);
CREATE INDEX activity_entity_ix ON activity (entity_type_code, entity_id) WHERE status_code IN ('ACTIVE', 'FINISHING');

CREATE FUNCTION retazenie_odchylok_aktivita() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  process integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.stav = 'CAKA' THEN
      INSERT INTO bpm_process (process_type, state, entity_type, entity_id, id_ucastnik_trhu, started_by)
      VALUES ('RETAZENIE_ODCHYLOK', 'SUHLAS', 'RETAZENIE_ODCHYLOK', NEW.id_retazenie, NEW.id_ucastnik_trhu, NEW.created_by)
      RETURNING id_process INTO process;
      INSERT INTO activity (code, activity_type, activity_category, process_id, process_type_code, entity_id, entity_type_code,
        status_code, priority, id_ucastnik_trhu, core_date, task_id)
      VALUES ('WF-' || lpad(nextval('bpm_activity_code_seq')::text, 6, '0'), 'RETAZENIE_ODCHYLOK.SUHLAS', 'participant', process,
        'RETAZENIE_ODCHYLOK', NEW.id_retazenie, 'RETAZENIE_ODCHYLOK', 'ACTIVE', 1, NEW.id_ucastnik_trhu, current_date, 'SUHLAS');
    END IF;
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF OLD.stav = 'CAKA' AND NEW.stav <> 'CAKA' THEN
      UPDATE activity SET status_code = 'COMPLETED', action_code = CASE NEW.stav WHEN 'SUHLAS' THEN 'consent' ELSE 'refuse' END,
        completed_by = NEW.rozhodol, date_time_completed = now()
      WHERE entity_type_code = 'RETAZENIE_ODCHYLOK' AND entity_id = NEW.id_retazenie AND status_code IN ('ACTIVE', 'FINISHING');
      UPDATE bpm_process SET state = 'END', ended_at = now(), outcome = CASE NEW.stav WHEN 'SUHLAS' THEN 'approved' ELSE 'declined' END
      WHERE entity_type = 'RETAZENIE_ODCHYLOK' AND entity_id = NEW.id_retazenie AND state <> 'END';
    END IF;
    RETURN NEW;
  END IF;
  -- Withdrawn by the requester while it waited.
  UPDATE activity SET status_code = 'CANCELLED', date_time_completed = now()
  WHERE entity_type_code = 'RETAZENIE_ODCHYLOK' AND entity_id = OLD.id_retazenie AND status_code IN ('ACTIVE', 'FINISHING');
  UPDATE bpm_process SET state = 'END', ended_at = now(), outcome = 'cancelled'
  WHERE entity_type = 'RETAZENIE_ODCHYLOK' AND entity_id = OLD.id_retazenie AND state <> 'END';
  RETURN OLD;
END;
$$;

CREATE TRIGGER retazenie_odchylok_aktivita AFTER INSERT OR UPDATE OF stav OR DELETE ON retazenie_odchylok
  FOR EACH ROW EXECUTE FUNCTION retazenie_odchylok_aktivita();
