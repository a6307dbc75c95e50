import { approvalNodes, requestTask } from '../../definitions/approval';
import type { ProcessDef } from '../../definitions/types';

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
    VYTVORENIE: requestTask({
      activityType: 'REKLAMACIA.VYTVORENIE',
      category: 'complaint',
      effects: 'reklamacia',
      messages: 'rek',
      checks: ['reklamacia.filled'],
      next: 'V_RIESENI',
    }),
    ...approvalNodes({
      node: 'V_RIESENI',
      serviceNode: 'VYBAVENIE',
      approvalType: 'REKLAMACIA.V_RIESENI',
      typePrefix: 'REKLAMACIA',
      deadline: 'VYBAVENIE_REKLAMACIE',
      edits: ['response'],
      starterWaits: 'REKLAMACIA.PORTAL_ODPOVED',
      approveAction: { labelKey: 'workflow.reklamacia.action.resolve', checks: ['reklamacia.answered'] },
      returnTo: 'VYTVORENIE',
      effects: 'reklamacia',
      messages: 'rek',
      approveChecks: ['reklamacia.filled', 'reklamacia.answered'],
      approveEffect: 'reklamacia.resolve',
      approvedMessage: 'rek.resolved',
    }),
  },
};
