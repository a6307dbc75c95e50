import { PROCESS_MODULES } from '../processes';
import type { ProcessDef, UserTaskDef } from './types';

/** Every process the engine runs (from the process folders, server/bpm/processes/). */
export const PROCESSES: readonly ProcessDef[] = PROCESS_MODULES.flatMap((module) => module.definitions);

/** A process by its type code. */
export function processByCode(code: string): ProcessDef | undefined {
  return PROCESSES.find((p) => p.code === code);
}

/** The user task an activity row stands for (undefined for a row of no known process or node). */
export function userTaskOf(row: { processType: string | null; taskId: string | null }): UserTaskDef | undefined {
  const def = row.processType ? processByCode(row.processType) : undefined;
  const node = def && row.taskId ? def.nodes[row.taskId] : undefined;
  return node?.kind === 'user' ? node : undefined;
}
