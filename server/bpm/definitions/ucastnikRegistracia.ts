import { ROLE_ZMLUVNE } from './skupinaZdielania';
import type { ProcessDef } from './types';

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
    VYTVORENIE: {
      kind: 'user',
      activityType: 'UCASTNIK_TRHU.VYTVORENIE',
      category: 'participant',
      priority: 1,
      assignee: { kind: 'starter' },
      edits: ['form'],
      actions: [
        {
          code: 'ODOSLAT',
          labelKey: 'workflow.action.submit',
          next: 'SCHVALENIE',
          checks: ['ucastnikRegistracia.filled', 'ucastnikRegistracia.eicFree'],
          effect: 'ucastnikRegistracia.submit',
          messageKey: 'reg.submitted',
        },
        { code: 'ZRUSIT', labelKey: 'workflow.action.cancel', next: 'END', variant: 'danger', effect: 'ucastnikRegistracia.cancel', messageKey: 'reg.cancelled', outcome: 'cancelled' },
      ],
    },
    SCHVALENIE: {
      kind: 'user',
      activityType: 'UCASTNIK_TRHU.SCHVALENIE',
      category: 'approval',
      priority: 2,
      assignee: { kind: 'role', role: ROLE_ZMLUVNE, department: 'ZMLUVNE' },
      deadline: 'SCHVALENIE_UCASTNIKA',
      starterWaits: 'PORTAL.CAKANIE_NA_SCHVALENIE',
      actions: [
        { code: 'VRATIT', labelKey: 'workflow.action.return', next: 'DOVOD_VRATENIA', variant: 'secondary' },
        { code: 'SCHVALIT', labelKey: 'workflow.action.approve', next: 'SCHVALENIE_SLUZBA', async: true },
      ],
    },
    DOVOD_VRATENIA: {
      kind: 'user',
      activityType: 'UCASTNIK_TRHU.DOVOD_VRATENIA',
      category: 'approval',
      priority: 2,
      assignee: { kind: 'completer', role: ROLE_ZMLUVNE, department: 'ZMLUVNE' },
      reason: 'return',
      actions: [
        { code: 'SPAT', labelKey: 'workflow.action.back', next: 'SCHVALENIE', variant: 'secondary' },
        {
          code: 'VRATIT',
          labelKey: 'workflow.action.returnToApplicant',
          next: 'VYTVORENIE',
          requiresReason: true,
          effect: 'ucastnikRegistracia.return',
          messageKey: 'reg.returned',
        },
      ],
    },
    SCHVALENIE_SLUZBA: {
      kind: 'service',
      checks: ['ucastnikRegistracia.filled', 'ucastnikRegistracia.eicFree'],
      effect: 'ucastnikRegistracia.approve',
      messageKey: 'reg.approved',
      next: 'END',
      outcome: 'approved',
    },
  },
};
