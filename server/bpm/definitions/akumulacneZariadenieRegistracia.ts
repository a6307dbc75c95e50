import { approvalNodes } from './approval';
import type { ProcessDef } from './types';

/** Token of the core menu entry that starts it (metadata/menu.ts). */
export const AKUMULACNE_ZARIADENIE_START_TOKEN = 'akumulacne-zariadenia#create';

/**
 * Registering a storage device (akumulačné zariadenie) for a market participant by operator staff:
 * the worker fills the device and names its participant, the contractual department approves it
 * (in the background: the device is inserted into akumulacne_zariadenie) or returns it with a reason.
 * Staff act for no participant, so the process has no tenant until the approval gives it one.
 */
export const AKUMULACNE_ZARIADENIE_REGISTRACIA: ProcessDef = {
  code: 'AKUMULACNE_ZARIADENIE_REGISTRACIA',
  startTyp: 'akumulacne-zariadenie-creation',
  startPath: '/portal/akumulacne-zariadenia/akumulacne-zariadenie/start-process',
  startTokens: [AKUMULACNE_ZARIADENIE_START_TOKEN],
  tenantless: true,
  coreOnly: true,
  entityType: 'AKUMULACNE_ZARIADENIE_REGISTRACIA',
  createEntity: 'akumulacneZariadenieRegistracia.create',
  start: 'VYTVORENIE',
  deadline: 'REGISTRACIA_ZARIADENIA',
  nodes: {
    VYTVORENIE: {
      kind: 'user',
      activityType: 'AKUMULACNE_ZARIADENIE.VYTVORENIE',
      category: 'device',
      priority: 1,
      assignee: { kind: 'starter' },
      edits: ['form'],
      actions: [
        {
          code: 'ODOSLAT',
          labelKey: 'workflow.action.submit',
          next: 'SCHVALENIE',
          checks: ['akumulacneZariadenieRegistracia.filled', 'akumulacneZariadenieRegistracia.eicFree'],
          effect: 'akumulacneZariadenieRegistracia.submit',
          messageKey: 'azr.submitted',
        },
        { code: 'ZRUSIT', labelKey: 'workflow.action.cancel', next: 'END', variant: 'danger', effect: 'akumulacneZariadenieRegistracia.cancel', messageKey: 'azr.cancelled', outcome: 'cancelled' },
      ],
    },
    ...approvalNodes({
      approvalType: 'AKUMULACNE_ZARIADENIE.SCHVALENIE',
      typePrefix: 'AKUMULACNE_ZARIADENIE',
      deadline: 'REGISTRACIA_ZARIADENIA',
      returnTo: 'VYTVORENIE',
      effects: 'akumulacneZariadenieRegistracia',
      messages: 'azr',
      approveChecks: ['akumulacneZariadenieRegistracia.filled', 'akumulacneZariadenieRegistracia.eicFree'],
    }),
  },
};
