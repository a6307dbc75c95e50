import type { ProcessDef } from './types';
import { ROLE_ZMLUVNE } from './skupinaZdielania';

/**
 * Contract for imbalance settlement (zmluva o zúčtovaní odchýlky, ZO): the participant fills the
 * contract, its financial security (at least 10,000 EUR) and uploads the signed contract; the
 * contractual department approves it (in the background), returns it with a reason or declines it
 * with a reason. Activity types are `ZMLUVA.ZO.{step}` (metadata/workflow/activitySteps.ts).
 */
export const ZMLUVA_ZO: ProcessDef = {
  code: 'ZMLUVA_ZO',
  startTyp: 'zmluva-ucastnik-agregacia',
  startPath: '/portal/zmluvy/zmluva-ucastnik-agregacia/start-process',
  startTokens: ['zmluvy#create', 'edc#pouzivatel'],
  entityType: 'ZMLUVA_ZO',
  createEntity: 'zmluvaZo.create',
  start: 'SUMAR',
  deadline: 'SCHVALENIE_ZMLUVY_ZO',
  nodes: {
    SUMAR: {
      kind: 'user',
      activityType: 'ZMLUVA.ZO.SUMAR_ZMLUVY',
      category: 'contract',
      priority: 1,
      assignee: { kind: 'starter' },
      edits: ['form'],
      actions: [
        { code: 'DALEJ', labelKey: 'workflow.action.next', next: 'FINANCNE_UDAJE', checks: ['zmluvaZo.filled'] },
        { code: 'ZRUSIT', labelKey: 'workflow.action.cancel', next: 'END', variant: 'danger', effect: 'zmluvaZo.cancel', messageKey: 'zo.cancelled', outcome: 'cancelled' },
      ],
    },
    FINANCNE_UDAJE: {
      kind: 'user',
      activityType: 'ZMLUVA.ZO.FINANCNE_UDAJE_PRIDANE',
      category: 'contract',
      priority: 1,
      assignee: { kind: 'starter' },
      edits: ['finance'],
      actions: [
        { code: 'SPAT', labelKey: 'workflow.action.back', next: 'SUMAR', variant: 'secondary' },
        { code: 'DALEJ', labelKey: 'workflow.action.next', next: 'PODPIS', checks: ['zmluvaZo.finance'] },
      ],
    },
    PODPIS: {
      kind: 'user',
      activityType: 'ZMLUVA.ZO.DOKUMENT_NAHRANY',
      category: 'contract',
      priority: 1,
      assignee: { kind: 'starter' },
      edits: ['documents'],
      actions: [
        { code: 'SPAT', labelKey: 'workflow.action.back', next: 'FINANCNE_UDAJE', variant: 'secondary' },
        {
          code: 'ODOSLAT',
          labelKey: 'workflow.action.submit',
          next: 'SCHVALENIE',
          checks: ['zmluvaZo.filled', 'zmluvaZo.finance', 'zmluvaZo.signed'],
          effect: 'zmluvaZo.submit',
          messageKey: 'zo.submitted',
        },
      ],
    },
    SCHVALENIE: {
      kind: 'user',
      activityType: 'ZMLUVA.ZO.SCHVALENIE_ZMLUVY',
      category: 'approval',
      priority: 2,
      assignee: { kind: 'role', role: ROLE_ZMLUVNE, department: 'ZMLUVNE' },
      deadline: 'SCHVALENIE_ZMLUVY_ZO',
      actions: [
        { code: 'ZAMIETNUT', labelKey: 'workflow.action.decline', next: 'DOVOD_ZAMIETNUTIA', variant: 'danger' },
        { code: 'VRATIT', labelKey: 'workflow.action.return', next: 'DOVOD_VRATENIA', variant: 'secondary' },
        { code: 'SCHVALIT', labelKey: 'workflow.action.approve', next: 'SCHVALENIE_SLUZBA', async: true },
      ],
    },
    DOVOD_VRATENIA: {
      kind: 'user',
      activityType: 'ZMLUVA.ZO.DOVOD_VRATENIA',
      category: 'approval',
      priority: 2,
      assignee: { kind: 'completer', role: ROLE_ZMLUVNE, department: 'ZMLUVNE' },
      reason: 'return',
      actions: [
        { code: 'SPAT', labelKey: 'workflow.action.back', next: 'SCHVALENIE', variant: 'secondary' },
        { code: 'VRATIT', labelKey: 'workflow.action.returnToApplicant', next: 'SUMAR', requiresReason: true, effect: 'zmluvaZo.return', messageKey: 'zo.returned' },
      ],
    },
    DOVOD_ZAMIETNUTIA: {
      kind: 'user',
      activityType: 'ZMLUVA.ZO.DOVOD_ZAMIETNUTIA',
      category: 'approval',
      priority: 2,
      assignee: { kind: 'completer', role: ROLE_ZMLUVNE, department: 'ZMLUVNE' },
      reason: 'decline',
      actions: [
        { code: 'SPAT', labelKey: 'workflow.action.back', next: 'SCHVALENIE', variant: 'secondary' },
        {
          code: 'ZAMIETNUT',
          labelKey: 'workflow.action.declineFinal',
          next: 'END',
          variant: 'danger',
          requiresReason: true,
          effect: 'zmluvaZo.decline',
          messageKey: 'zo.declined',
          outcome: 'declined',
        },
      ],
    },
    SCHVALENIE_SLUZBA: {
      kind: 'service',
      checks: ['zmluvaZo.finance', 'zmluvaZo.signed'],
      effect: 'zmluvaZo.approve',
      messageKey: 'zo.approved',
      next: 'END',
      outcome: 'approved',
    },
  },
};
