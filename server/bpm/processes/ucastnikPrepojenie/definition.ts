import { PARTICIPANT_ADMIN_TOKEN } from '../../../auth/roles';
import { approvalNodes, requestTask } from '../../definitions/approval';
import type { ProcessDef } from '../../definitions/types';
import { VISITOR_TOKEN } from '../ucastnikRegistracia/definition';

/**
 * A user's request to be linked to an existing market participant (žiadosť o prepojenie s účastníkom
 * trhu): the user names it by EIC or IČO (step participant-assignment-request), the participant's
 * user administrators (token ucastnik-trhu#spravca), or the contractual department as the fallback,
 * approve it (in the background: the membership is created, so the user can act for
 * the participant at the next call), returns it with a reason or declines it (step
 * participant-assignment-approval). The requester is no member yet, so the process has no tenant
 * until the approval gives it the participant.
 */
export const PRIRADENIE_UCASTNIKA: ProcessDef = {
  code: 'PRIRADENIE_UCASTNIKA',
  startTyp: 'ucastnik-trhu-prepojenie',
  startPath: '/portal/zmluvy/ucastnik-prepojenie/start-process',
  // Visitors and users already acting for another participant.
  startTokens: { anyOf: [VISITOR_TOKEN, 'edc#pouzivatel'] },
  tenantless: true,
  entityType: 'PRIRADENIE_UCASTNIKA',
  createEntity: 'ucastnikPrepojenie.create',
  start: 'ZIADOST',
  nodes: {
    ZIADOST: requestTask({
      activityType: 'PRIRADENIE_UCASTNIKA.ZIADOST',
      category: 'participant',
      effects: 'ucastnikPrepojenie',
      messages: 'prep',
      checks: ['ucastnikPrepojenie.filled', 'ucastnikPrepojenie.found'],
    }),
    ...approvalNodes({
      approvalType: 'PRIRADENIE_UCASTNIKA.SCHVALENIE',
      typePrefix: 'PRIRADENIE_UCASTNIKA',
      starterWaits: 'PORTAL.CAKANIE_NA_SCHVALENIE',
      returnTo: 'ZIADOST',
      effects: 'ucastnikPrepojenie',
      messages: 'prep',
      decline: true,
      approveChecks: ['ucastnikPrepojenie.found'],
      approver: { token: PARTICIPANT_ADMIN_TOKEN, participant: 'ucastnikPrepojenie.participant' },
    }),
  },
};
