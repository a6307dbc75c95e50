import { approvalNodes, requestTask } from '../../definitions/approval';
import type { ProcessDef } from '../../definitions/types';

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
    VYTVORENIE: requestTask({
      activityType: 'AKUMULACNE_ZARIADENIE.VYTVORENIE',
      category: 'device',
      effects: 'akumulacneZariadenieRegistracia',
      messages: 'azr',
      checks: ['akumulacneZariadenieRegistracia.filled', 'akumulacneZariadenieRegistracia.eicFree'],
    }),
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
