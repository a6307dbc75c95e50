import { approvalNodes } from '../../definitions/approval';
import type { ProcessDef } from '../../definitions/types';

/**
 * Creating a sharing group (skupina zdieľania): the applicant fills the group, adds its metering
 * points (OOM), checks the summary and submits; the contractual department approves (in the
 * background: the OOMs must not belong to another approved group) or returns it with a reason.
 */
export const SKUPINA_ZDIELANIA_VYTVORENIE: ProcessDef = {
  code: 'SKUPINA_ZDIELANIA_VYTVORENIE',
  startTyp: 'skupina-zdielania-creation',
  startPath: '/portal/skupiny-zdielania/skupina-zdielania/start-process',
  startTokens: ['skupiny-zdielania#create', 'edc#pouzivatel'],
  entityType: 'SKUPINA_ZDIELANIA',
  createEntity: 'skupinaZdielania.create',
  start: 'VYTVORENIE',
  deadline: 'SCHVALENIE_SKUPINY_ZDIELANIA',
  nodes: {
    VYTVORENIE: {
      kind: 'user',
      activityType: 'SKUPINA_ZDIELANIA.VYTVORENIE',
      category: 'sharing-group',
      priority: 1,
      assignee: { kind: 'starter' },
      edits: ['form'],
      actions: [
        { code: 'DALEJ', labelKey: 'workflow.action.next', next: 'OOM', checks: ['skupinaZdielania.filled'] },
        { code: 'ZRUSIT', labelKey: 'workflow.action.cancel', next: 'END', variant: 'danger', effect: 'skupinaZdielania.cancel', messageKey: 'sz.cancelled', outcome: 'cancelled' },
      ],
    },
    OOM: {
      kind: 'user',
      activityType: 'SKUPINA_ZDIELANIA.OOM_PRIDANIE',
      category: 'sharing-group',
      priority: 1,
      assignee: { kind: 'starter' },
      edits: ['items'],
      actions: [
        { code: 'SPAT', labelKey: 'workflow.action.back', next: 'VYTVORENIE', variant: 'secondary' },
        { code: 'DALEJ', labelKey: 'workflow.action.next', next: 'SUMAR', checks: ['skupinaZdielania.enoughOom'] },
      ],
    },
    SUMAR: {
      kind: 'user',
      activityType: 'SKUPINA_ZDIELANIA.SUMAR',
      category: 'sharing-group',
      priority: 1,
      assignee: { kind: 'starter' },
      actions: [
        { code: 'SPAT', labelKey: 'workflow.action.back', next: 'OOM', variant: 'secondary' },
        {
          code: 'ODOSLAT',
          labelKey: 'workflow.action.submit',
          next: 'SCHVALENIE',
          checks: ['skupinaZdielania.filled', 'skupinaZdielania.enoughOom'],
          effect: 'skupinaZdielania.submit',
          messageKey: 'sz.submitted',
        },
      ],
    },
    ...approvalNodes({
      approvalType: 'SKUPINA_ZDIELANIA.SCHVALENIE',
      typePrefix: 'SKUPINA_ZDIELANIA',
      deadline: 'SCHVALENIE_SKUPINY_ZDIELANIA',
      returnTo: 'VYTVORENIE',
      effects: 'skupinaZdielania',
      messages: 'sz',
      approveChecks: ['skupinaZdielania.enoughOom', 'skupinaZdielania.oomFree'],
    }),
  },
};
