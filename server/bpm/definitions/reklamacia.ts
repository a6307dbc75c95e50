import { ROLE_ZMLUVNE } from './skupinaZdielania';
import type { ProcessDef } from './types';

/** Token of the portal menu entry that starts a complaint (metadata/menu.ts). */
export const REKLAMACIA_START_TOKEN = 'reklamacie#read';

/**
 * A market participant's complaint (reklamácia): the participant fills subject, period and text;
 * the operator writes the answer and resolves it (in the background) or returns it with a reason.
 * While the operator handles it the participant has a read-only activity of the complaint in progress.
 */
export const REKLAMACIA: ProcessDef = {
  code: 'REKLAMACIA',
  startTyp: 'reklamacia-creation',
  startPath: '/portal/reklamacie/reklamacia/start-process',
  startTokens: [REKLAMACIA_START_TOKEN],
  entityType: 'REKLAMACIA',
  createEntity: 'reklamacia.create',
  start: 'VYTVORENIE',
  deadline: 'VYBAVENIE_REKLAMACIE',
  nodes: {
    VYTVORENIE: {
      kind: 'user',
      activityType: 'REKLAMACIA.VYTVORENIE',
      category: 'complaint',
      priority: 1,
      assignee: { kind: 'starter' },
      edits: ['form'],
      actions: [
        { code: 'ODOSLAT', labelKey: 'workflow.action.submit', next: 'V_RIESENI', checks: ['reklamacia.filled'], effect: 'reklamacia.submit', messageKey: 'rek.submitted' },
        { code: 'ZRUSIT', labelKey: 'workflow.action.cancel', next: 'END', variant: 'danger', effect: 'reklamacia.cancel', messageKey: 'rek.cancelled', outcome: 'cancelled' },
      ],
    },
    V_RIESENI: {
      kind: 'user',
      activityType: 'REKLAMACIA.V_RIESENI',
      category: 'approval',
      priority: 2,
      assignee: { kind: 'role', role: ROLE_ZMLUVNE, department: 'ZMLUVNE' },
      deadline: 'VYBAVENIE_REKLAMACIE',
      edits: ['response'],
      starterWaits: 'REKLAMACIA.PORTAL_ODPOVED',
      actions: [
        { code: 'VRATIT', labelKey: 'workflow.action.return', next: 'DOVOD_VRATENIA', variant: 'secondary' },
        { code: 'SCHVALIT', labelKey: 'workflow.reklamacia.action.resolve', next: 'VYBAVENIE', async: true, checks: ['reklamacia.answered'] },
      ],
    },
    DOVOD_VRATENIA: {
      kind: 'user',
      activityType: 'REKLAMACIA.DOVOD_VRATENIA',
      category: 'approval',
      priority: 2,
      assignee: { kind: 'completer', role: ROLE_ZMLUVNE, department: 'ZMLUVNE' },
      reason: 'return',
      actions: [
        { code: 'SPAT', labelKey: 'workflow.action.back', next: 'V_RIESENI', variant: 'secondary' },
        { code: 'VRATIT', labelKey: 'workflow.action.returnToApplicant', next: 'VYTVORENIE', requiresReason: true, effect: 'reklamacia.return', messageKey: 'rek.returned' },
      ],
    },
    VYBAVENIE: {
      kind: 'service',
      checks: ['reklamacia.filled', 'reklamacia.answered'],
      effect: 'reklamacia.resolve',
      messageKey: 'rek.resolved',
      next: 'END',
      outcome: 'approved',
    },
  },
};
