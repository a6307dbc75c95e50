import type { Queryable } from '../db/types';

/** The contract processes' entities and the column holding their code (the contract's number). */
const CONTRACT_TABLES: Readonly<Record<string, string>> = { ZMLUVA_ZO: 'zmluva_zo', ZMLUVA_ZPU: 'zmluva_zpu' };

/**
 * The in-application page of a process's entity, for the messages the process sends: a contract
 * process's contract by its number (zmluva/detail-portal/:entityType/:code); null for other processes.
 */
export async function processEntityLink(db: Queryable, processId: number): Promise<string | null> {
  const { rows } = await db.query<{ entityType: string; entityId: number | null }>(
    'SELECT entity_type AS "entityType", entity_id AS "entityId" FROM bpm_process WHERE id_process = $1',
    [processId],
  );
  const process = rows[0];
  const table = process ? CONTRACT_TABLES[process.entityType] : undefined;
  if (!process || !table || process.entityId === null) return null;
  const { rows: found } = await db.query<{ cislo: string }>(`SELECT cislo_zmluvy AS cislo FROM ${table} WHERE id_zmluva = $1`, [process.entityId]);
  const cislo = found[0]?.cislo;
  return cislo ? `/zmluva/detail-portal/${process.entityType}/${encodeURIComponent(cislo)}` : null;
}
