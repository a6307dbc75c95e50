import { approvalNodes, requestTask } from '../../definitions/approval';
import type { ProcessDef } from '../../definitions/types';

/** Token that starts it: the metering point's own create token (menu 2.4 has no entry for it). */
export const ODBERNE_MIESTO_START_TOKEN = 'odberne-miesta#write';

/**
 * Registering a metering point (odberné miesto, OOM) for a market participant: the worker fills its
 * EIC, name and place and names its participant, the contractual department approves it (in the
 * background: the point is inserted into odberne_miesto) or returns it with a reason. The worker acts
 * for no participant, so the process has no tenant until the approval gives it one.
 */
export const ODBERNE_MIESTO_REGISTRACIA: ProcessDef = {
  code: 'ODBERNE_MIESTO_REGISTRACIA',
  startTyp: 'odberne-miesto-creation',
  startPath: '/portal/odberne-miesta/odberne-miesto/start-process',
  startTokens: [ODBERNE_MIESTO_START_TOKEN],
  tenantless: true,
  coreOnly: true,
  entityType: 'ODBERNE_MIESTO_REGISTRACIA',
  createEntity: 'odberneMiestoRegistracia.create',
  start: 'VYTVORENIE',
  nodes: {
    VYTVORENIE: requestTask({
      activityType: 'OOM.VYTVORENIE',
      category: 'device',
      effects: 'odberneMiestoRegistracia',
      messages: 'omr',
      checks: ['odberneMiestoRegistracia.filled', 'odberneMiestoRegistracia.eicFree'],
    }),
    ...approvalNodes({
      approvalType: 'OOM.SCHVALENIE',
      typePrefix: 'OOM',
          returnTo: 'VYTVORENIE',
      effects: 'odberneMiestoRegistracia',
      messages: 'omr',
      // 2.3 has no approval screen of its own for a delivery point: the department works on the
      // request's own screen and may correct it before approving.
      edits: ['form'],
      approveChecks: ['odberneMiestoRegistracia.filled', 'odberneMiestoRegistracia.eicFree'],
    }),
  },
};
