import { SKUPINA_ZDIELANIA_VYTVORENIE } from './skupinaZdielania';
import type { ProcessDef } from './types';
import { ZMLUVA_ZO } from './zmluvaZo';

/** Every process the engine runs. */
export const PROCESSES: readonly ProcessDef[] = [SKUPINA_ZDIELANIA_VYTVORENIE, ZMLUVA_ZO];

/** A process by its type code. */
export function processByCode(code: string): ProcessDef | undefined {
  return PROCESSES.find((p) => p.code === code);
}
