import { approvalNodes, requestTask } from '../../definitions/approval';
import type { ProcessDef } from '../../definitions/types';

/** Token of the core menu entry that starts it (metadata/menu.ts). */
export const POUZIVATEL_VYTVORENIE_START_TOKEN = 'portal#user#write';

/**
 * Creating a user account for a market participant by operator staff: the worker fills the login,
 * name, e-mail, role and initial password and names the participant; the contractual department
 * approves it (in the background: the account is created and linked to the participant) or returns
 * it with a reason. Staff act for no participant, so the process has no tenant until the approval.
 */
export const POUZIVATEL_VYTVORENIE: ProcessDef = {
  code: 'POUZIVATEL_VYTVORENIE',
  startTyp: 'user-creation',
  startPath: '/pouzivatel/create/start-process',
  startTokens: [POUZIVATEL_VYTVORENIE_START_TOKEN],
  tenantless: true,
  coreOnly: true,
  entityType: 'POUZIVATEL_VYTVORENIE',
  createEntity: 'pouzivatelVytvorenie.create',
  start: 'VYTVORENIE',
  nodes: {
    VYTVORENIE: requestTask({
      activityType: 'POUZIVATEL.IDENTITA_VYTVORENA',
      category: 'participant',
      effects: 'pouzivatelVytvorenie',
      messages: 'puv',
      checks: ['pouzivatelVytvorenie.filled', 'pouzivatelVytvorenie.loginFree'],
    }),
    ...approvalNodes({
      approvalType: 'POUZIVATEL.SCHVALENIE_ZIADOSTI',
      typePrefix: 'POUZIVATEL',
      returnTo: 'VYTVORENIE',
      effects: 'pouzivatelVytvorenie',
      messages: 'puv',
      approveChecks: ['pouzivatelVytvorenie.filled', 'pouzivatelVytvorenie.loginFree'],
    }),
  },
};
