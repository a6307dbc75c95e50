import { approvalNodes, requestTask } from '../../definitions/approval';
import type { ProcessDef } from '../../definitions/types';

/** The visitor identity role: a user who acts for no participant yet (server/auth/roles.ts). */
export const VISITOR_TOKEN = 'zmluvy#navstevnik#create';

/**
 * Registering a market participant (registrácia účastníka trhu) by a user who has none yet, e.g. a
 * visitor with a new account: the applicant fills the participant, the contractual department
 * approves it (in the background: the participant is created, the applicant becomes its member
 * and gets the role of its type) or returns it with a reason. The process runs without a tenant:
 * it and its tasks belong to the applicant until the approval.
 */
export const UCASTNIK_TRHU_REGISTRACIA: ProcessDef = {
  code: 'UCASTNIK_TRHU_REGISTRACIA',
  startTyp: 'ucastnik-trhu',
  startPath: '/portal/zmluvy/ucastnik/start-process',
  // Operator staff may register a participant from the core too (menu: new market participant).
  startTokens: { anyOf: [VISITOR_TOKEN, 'ucastnik-trhu#create'] },
  tenantless: true,
  entityType: 'UCASTNIK_TRHU_REGISTRACIA',
  createEntity: 'ucastnikRegistracia.create',
  start: 'VYTVORENIE',
  deadline: 'SCHVALENIE_UCASTNIKA',
  nodes: {
    VYTVORENIE: requestTask({
      activityType: 'UCASTNIK_TRHU.VYTVORENIE',
      category: 'participant',
      effects: 'ucastnikRegistracia',
      messages: 'reg',
      checks: ['ucastnikRegistracia.filled', 'ucastnikRegistracia.eicFree'],
    }),
    ...approvalNodes({
      approvalType: 'UCASTNIK_TRHU.SCHVALENIE',
      typePrefix: 'UCASTNIK_TRHU',
      deadline: 'SCHVALENIE_UCASTNIKA',
      starterWaits: 'PORTAL.CAKANIE_NA_SCHVALENIE',
      returnTo: 'VYTVORENIE',
      effects: 'ucastnikRegistracia',
      messages: 'reg',
      approveChecks: ['ucastnikRegistracia.filled', 'ucastnikRegistracia.eicFree'],
    }),
  },
};
