-- A task delegated to a participant's members holding a token (e.g. its user administrator
-- approving a link request): the participant and the roles that grant the token, frozen at
-- creation. The activity keeps its own participant (none for a tenantless process), so the
-- requester's view of the process does not change.
ALTER TABLE activity
  ADD COLUMN delegated_ucastnik integer REFERENCES ucastnik_trhu (id_ucastnik_trhu),
  ADD COLUMN delegated_roles text[];

CREATE INDEX activity_delegated_idx ON activity (delegated_ucastnik) WHERE delegated_ucastnik IS NOT NULL;
