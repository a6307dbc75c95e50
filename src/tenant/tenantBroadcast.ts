import { openTabChannel, type TabChannel } from '../crossTab/channel';
import type { Participant } from '../environment/types';

/** A tenant change made in one tab, for the user's other tabs (spec 4.3). */
export interface TenantChangeMessage {
  login: string;
  tenant: Participant;
}

let channel: TabChannel<TenantChangeMessage> | undefined;

/** The page's one tenant channel. */
export function tenantChannel(): TabChannel<TenantChangeMessage> {
  channel ??= openTabChannel<TenantChangeMessage>('tenant');
  return channel;
}
