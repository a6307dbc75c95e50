-- The processes that touched a register contract (zmluva/detail/:idZmluva, spec 2.2): a contract
-- concluded through a process names the process's contract (proces_entita, proces_id_zmluva, 145);
-- the processes are those whose entity is that contract. Owned by the contract's participant, so
-- the generic router scopes the list by the same tenant rule as the contract itself.
CREATE VIEW zmluva_proces_instancia AS
SELECT p.id_process, z.id_zmluva, z.cislo_zmluvy, z.id_ucastnik_trhu,
  p.process_type, p.entity_type, p.state, p.outcome, p.started_by, p.created_at, p.ended_at
FROM bpm_process p
JOIN zmluva z ON z.proces_entita = p.entity_type AND z.proces_id_zmluva = p.entity_id;
