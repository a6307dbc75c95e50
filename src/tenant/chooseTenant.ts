import type { Participant } from '../environment/types';

/** The start-up decision about the tenant (spec 4.3). */
export type TenantChoice =
  | { kind: 'none' }
  | { kind: 'use'; tenant: Participant; reason: 'stored' | 'single' }
  | { kind: 'ask'; options: Participant[] };

const collator = new Intl.Collator('sk', { sensitivity: 'base', numeric: true });

/** Participants sorted by name with Slovak collation (ch after h, č after c). */
export function sortParticipants(participants: readonly Participant[]): Participant[] {
  return [...participants].sort((a, b) => collator.compare(a.nazov, b.nazov) || a.idUcastnikTrhu - b.idUcastnikTrhu);
}

/**
 * The stored tenant when it is still among the participants; else the only participant;
 * else ask the user to choose among them (sorted). No participants gives 'none'.
 */
export function chooseTenant(participants: readonly Participant[], storedId: number | undefined): TenantChoice {
  if (participants.length === 0) return { kind: 'none' };
  const stored = storedId === undefined ? undefined : participants.find((p) => p.idUcastnikTrhu === storedId);
  if (stored) return { kind: 'use', tenant: stored, reason: 'stored' };
  const [only] = participants;
  if (participants.length === 1 && only) return { kind: 'use', tenant: only, reason: 'single' };
  return { kind: 'ask', options: sortParticipants(participants) };
}

/** localStorage key of the tenant a user last worked for. */
export function tenantStorageKey(login: string): string {
  return `edc.tenant.${login}`;
}

/** The participant id kept in storage, or undefined when absent or not an id. */
export function parseStoredTenant(value: string | null | undefined): number | undefined {
  if (value == null || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value.trim());
}
