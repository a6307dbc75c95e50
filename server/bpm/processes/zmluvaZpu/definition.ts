import { approvalNodes } from '../../definitions/approval';
import type { ProcessDef } from '../../definitions/types';

/** The scenario of producers up to 11 kW (spec 2.3): simpler participant, settlement and finance screens. */
export const SCENARIO_VYROBA_11_KW = 'VYROBA_11_KW';

/**
 * The data-provision contract for producers up to 11 kW (zmluva o poskytovaní údajov, ZPU), run
 * under scenario VYROBA_11_KW: the producer confirms their participant data and the production
 * (at most 11 kW), chooses the settlement, gives the account for payments and submits; the
 * contractual department approves it (in the background), or returns it with a reason. Started
 * like every contract (`zmluva-ucastnik-agregacia`) with `{ scenario: 'VYROBA_11_KW' }`.
 */
export const ZMLUVA_ZPU: ProcessDef = {
  code: 'ZMLUVA_ZPU',
  startTyp: 'zmluva-ucastnik-agregacia',
  startPath: '/portal/zmluvy/zmluva-ucastnik-agregacia/start-process',
  startTokens: ['zmluvy#create', 'edc#pouzivatel'],
  scenario: SCENARIO_VYROBA_11_KW,
  entityType: 'ZMLUVA_ZPU',
  createEntity: 'zmluvaZpu.create',
  start: 'UCASTNIK',
  deadline: 'SCHVALENIE_ZMLUVY_ZPU',
  nodes: {
    UCASTNIK: {
      kind: 'user',
      activityType: 'UCASTNIK_TRHU.ZMENA',
      category: 'contract',
      priority: 1,
      assignee: { kind: 'starter' },
      edits: ['form'],
      actions: [
        { code: 'DALEJ', labelKey: 'workflow.action.next', next: 'VYSPORIADANIE', checks: ['zmluvaZpu.participant'] },
        { code: 'ZRUSIT', labelKey: 'workflow.action.cancel', next: 'END', variant: 'danger', effect: 'zmluvaZpu.cancel', messageKey: 'zpu.cancelled', outcome: 'cancelled' },
      ],
    },
    VYSPORIADANIE: {
      kind: 'user',
      activityType: 'ZMLUVA.ZPU.VYSPORIADANIE_ZMLUVY',
      category: 'contract',
      priority: 1,
      assignee: { kind: 'starter' },
      edits: ['settlement'],
      actions: [
        { code: 'SPAT', labelKey: 'workflow.action.back', next: 'UCASTNIK', variant: 'secondary' },
        { code: 'DALEJ', labelKey: 'workflow.action.next', next: 'FINANCNE_UDAJE', checks: ['zmluvaZpu.settlement'] },
      ],
    },
    FINANCNE_UDAJE: {
      kind: 'user',
      activityType: 'ZMLUVA.ZPU.FINANCNE_UDAJE_PRIDANE',
      category: 'contract',
      priority: 1,
      assignee: { kind: 'starter' },
      edits: ['finance'],
      actions: [
        { code: 'SPAT', labelKey: 'workflow.action.back', next: 'VYSPORIADANIE', variant: 'secondary' },
        {
          code: 'ODOSLAT',
          labelKey: 'workflow.action.submit',
          next: 'SCHVALENIE',
          checks: ['zmluvaZpu.participant', 'zmluvaZpu.settlement', 'zmluvaZpu.finance'],
          effect: 'zmluvaZpu.submit',
          messageKey: 'zpu.submitted',
        },
      ],
    },
    ...approvalNodes({
      approvalType: 'ZMLUVA.ZPU.SCHVALENIE_ZMLUVY',
      typePrefix: 'ZMLUVA.ZPU',
      deadline: 'SCHVALENIE_ZMLUVY_ZPU',
      returnTo: 'UCASTNIK',
      effects: 'zmluvaZpu',
      messages: 'zpu',
      approveChecks: ['zmluvaZpu.participant', 'zmluvaZpu.settlement', 'zmluvaZpu.finance'],
    }),
  },
};
