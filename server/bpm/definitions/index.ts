import { PROCESS_MODULES } from '../processes';
import type { ProcessDef } from './types';

/** Every process the engine runs (from the process folders, server/bpm/processes/). */
export const PROCESSES: readonly ProcessDef[] = PROCESS_MODULES.flatMap((module) => module.definitions);

/** A process by its type code. */
export function processByCode(code: string): ProcessDef | undefined {
  return PROCESSES.find((p) => p.code === code);
}
