import { approvalNodes, requestTask } from '../../definitions/approval';
import type { ProcessDef } from '../../definitions/types';

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
    VYTVORENIE: requestTask({
      activityType: 'VYROBNE_ZARIADENIE.VYTVORENIE',
      category: 'device',
      effects: 'vyrobneZariadenieRegistracia',
      messages: 'vzr',
      checks: ['vyrobneZariadenieRegistracia.filled', 'vyrobneZariadenieRegistracia.eicFree'],
    }),
    ...approvalNodes({
      approvalType: 'VYROBNE_ZARIADENIE.SCHVALENIE',
      typePrefix: 'VYROBNE_ZARIADENIE',
      deadline: 'REGISTRACIA_ZARIADENIA',
      returnTo: 'VYTVORENIE',
      effects: 'vyrobneZariadenieRegistracia',
      messages: 'vzr',
      approveChecks: ['vyrobneZariadenieRegistracia.filled', 'vyrobneZariadenieRegistracia.eicFree'],
    }),
  },
};
