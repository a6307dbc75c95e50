import { approvalNodes } from '../../definitions/approval';
import type { ProcessDef } from '../../definitions/types';

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
    ...approvalNodes({
      approvalType: 'ZMLUVA.ZO.SCHVALENIE_ZMLUVY',
      typePrefix: 'ZMLUVA.ZO',
      deadline: 'SCHVALENIE_ZMLUVY_ZO',
      decline: true,
      returnTo: 'SUMAR',
      effects: 'zmluvaZo',
      messages: 'zo',
      approveChecks: ['zmluvaZo.finance', 'zmluvaZo.signed'],
    }),
  },
};
