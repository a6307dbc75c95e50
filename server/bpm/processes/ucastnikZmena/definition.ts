import { approvalNodes, requestTask } from '../../definitions/approval';
import type { ProcessDef } from '../../definitions/types';

/**
 * A market participant's change of its own data (zmena údajov účastníka trhu) from the portal:
 * `detail/current` never writes the participant; its user proposes the name, seat and ACER code
 * (prefilled with the current values, or taken from the register of legal entities in the dialog
 * rpo), the contractual department approves it (in the background: the participant is updated,
 * audited in its history), returns it with a reason or declines it.
 */
export const UCASTNIK_TRHU_ZMENA: ProcessDef = {
  code: 'UCASTNIK_TRHU_ZMENA',
  startTyp: 'ucastnik-trhu-zmena',
  startPath: '/portal/zmluvy/ucastnik-zmena/start-process',
  startTokens: ['ucastnik-trhu#read', 'edc#pouzivatel'],
  coreOnly: false,
  entityType: 'UCASTNIK_TRHU_ZMENA',
  createEntity: 'ucastnikZmena.create',
  start: 'ZMENA',
  nodes: {
    ZMENA: requestTask({
      activityType: 'UCASTNIK_TRHU.ZMENA',
      category: 'participant',
      effects: 'ucastnikZmena',
      messages: 'utz',
      checks: ['ucastnikZmena.filled'],
    }),
    ...approvalNodes({
      approvalType: 'UCASTNIK_TRHU.SCHVALENIE',
      typePrefix: 'UCASTNIK_TRHU',
      starterWaits: 'PORTAL.CAKANIE_NA_SCHVALENIE',
      returnTo: 'ZMENA',
      effects: 'ucastnikZmena',
      messages: 'utz',
      decline: true,
      approveChecks: ['ucastnikZmena.filled'],
    }),
  },
};
