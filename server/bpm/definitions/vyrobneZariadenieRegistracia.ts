import { ROLE_ZMLUVNE } from './skupinaZdielania';
import type { ProcessDef } from './types';

/** Token of the core menu entry that starts it (metadata/menu.ts). */
export const VYROBNE_ZARIADENIE_START_TOKEN = 'vyrobne-zariadenia#create';

/**
 * Registering a production device (výrobné zariadenie) for a market participant by operator staff:
 * the worker fills the device and names its participant, the contractual department approves it
 * (in the background: the device is inserted into vyrobne_zariadenie) or returns it with a reason.
 * Staff act for no participant, so the process has no tenant until the approval gives it one.
 */
export const VYROBNE_ZARIADENIE_REGISTRACIA: ProcessDef = {
  code: 'VYROBNE_ZARIADENIE_REGISTRACIA',
  startTyp: 'vyrobne-zariadenie-creation',
  startPath: '/portal/vyrobne-zariadenia/vyrobne-zariadenie/start-process',
  startTokens: [VYROBNE_ZARIADENIE_START_TOKEN],
  tenantless: true,
  coreOnly: true,
  entityType: 'VYROBNE_ZARIADENIE_REGISTRACIA',
  createEntity: 'vyrobneZariadenieRegistracia.create',
  start: 'VYTVORENIE',
  deadline: 'REGISTRACIA_ZARIADENIA',
  nodes: {
    VYTVORENIE: {
      kind: 'user',
      activityType: 'VYROBNE_ZARIADENIE.VYTVORENIE',
      category: 'device',
      priority: 1,
      assignee: { kind: 'starter' },
      edits: ['form'],
      actions: [
        {
          code: 'ODOSLAT',
          labelKey: 'workflow.action.submit',
          next: 'SCHVALENIE',
          checks: ['vyrobneZariadenieRegistracia.filled', 'vyrobneZariadenieRegistracia.eicFree'],
          effect: 'vyrobneZariadenieRegistracia.submit',
          messageKey: 'vzr.submitted',
        },
        { code: 'ZRUSIT', labelKey: 'workflow.action.cancel', next: 'END', variant: 'danger', effect: 'vyrobneZariadenieRegistracia.cancel', messageKey: 'vzr.cancelled', outcome: 'cancelled' },
      ],
    },
    SCHVALENIE: {
      kind: 'user',
      activityType: 'VYROBNE_ZARIADENIE.SCHVALENIE',
      category: 'approval',
      priority: 2,
      assignee: { kind: 'role', role: ROLE_ZMLUVNE, department: 'ZMLUVNE' },
      deadline: 'REGISTRACIA_ZARIADENIA',
      actions: [
        { code: 'VRATIT', labelKey: 'workflow.action.return', next: 'DOVOD_VRATENIA', variant: 'secondary' },
        { code: 'SCHVALIT', labelKey: 'workflow.action.approve', next: 'SCHVALENIE_SLUZBA', async: true },
      ],
    },
    DOVOD_VRATENIA: {
      kind: 'user',
      activityType: 'VYROBNE_ZARIADENIE.DOVOD_VRATENIA',
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
          effect: 'vyrobneZariadenieRegistracia.return',
          messageKey: 'vzr.returned',
        },
      ],
    },
    SCHVALENIE_SLUZBA: {
      kind: 'service',
      checks: ['vyrobneZariadenieRegistracia.filled', 'vyrobneZariadenieRegistracia.eicFree'],
      effect: 'vyrobneZariadenieRegistracia.approve',
      messageKey: 'vzr.approved',
      next: 'END',
      outcome: 'approved',
    },
  },
};
