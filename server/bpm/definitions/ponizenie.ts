import { approvalNodes, requestTask } from './approval';
import type { ProcessDef } from './types';

/** Token of the portal menu entry that starts it (metadata/menu.ts). */
export const PONIZENIE_START_TOKEN = 'ponizenie#read';

/**
 * A market participant's request for a tariff reduction group (poníženie): the participant fills
 * name, start date and description; the contractual department approves it (in the background) or
 * returns it with a reason. While it waits the participant sees its summary read-only.
 */
export const PONIZENIE_VYTVORENIE: ProcessDef = {
  code: 'PONIZENIE_VYTVORENIE',
  startTyp: 'ponizenie',
  startPath: '/portal/ponizenie/ponizenie/start-process',
  startTokens: [PONIZENIE_START_TOKEN],
  entityType: 'PONIZENIE',
  createEntity: 'ponizenie.create',
  start: 'VYTVORENIE',
  nodes: {
    VYTVORENIE: requestTask({
      activityType: 'PONIZENIE.VYTVORENIE',
      category: 'sharing-group',
      effects: 'ponizenie',
      messages: 'pon',
      checks: ['ponizenie.filled'],
    }),
    ...approvalNodes({
      approvalType: 'PONIZENIE.SCHVALENIE',
      typePrefix: 'PONIZENIE',
      starterWaits: 'PORTAL.CAKANIE_NA_SCHVALENIE',
      returnTo: 'VYTVORENIE',
      effects: 'ponizenie',
      messages: 'pon',
      approveChecks: ['ponizenie.filled'],
    }),
  },
};
