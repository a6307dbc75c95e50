import type { ProcessDef } from '../../definitions/types';

/** The token of the chain screens; the counterparty consents with it (server/auth/roles.ts). */
export const CHAIN_TOKEN = 'zodpovednost-za-odchylku#menu';

/**
 * A balance-responsibility chain link waiting for its counterparty (spec 2.4): one task in the
 * counterparty's queue, worked in the consent dialog (`/retazenie-odchylok?suhlas=ID`, see
 * metadata/workflow/activityPages.ts) through the link's own consent and refuse actions. The link's
 * writes open and close it in their transaction (trigger of server/db/migrations/130), so the
 * task has no buttons of its own: there is one way to decide, and it closes the task exactly once.
 */
export const RETAZENIE_ODCHYLOK: ProcessDef = {
  code: 'RETAZENIE_ODCHYLOK',
  startTokens: ['zodpovednost-za-odchylku#write'],
  entityType: 'RETAZENIE_ODCHYLOK',
  start: 'SUHLAS',
  nodes: {
    SUHLAS: {
      kind: 'user',
      activityType: 'RETAZENIE_ODCHYLOK.SUHLAS',
      category: 'participant',
      priority: 1,
      assignee: { kind: 'participant' },
      token: CHAIN_TOKEN,
      actions: [],
    },
  },
};
