import type { ProcessDef } from '../../definitions/types';

/**
 * Changing one's own identity data (spec 7: `POST /pouzivatel/change-profile`, whose answer drives
 * the redirection by activity): the user edits name and e-mail on their own task and saves them,
 * or cancels. Any logged-in user, acting for a participant or not; a second call answers the open task.
 */
export const POUZIVATEL_ZMENA_PROFILU: ProcessDef = {
  code: 'POUZIVATEL_ZMENA_PROFILU',
  startPath: '/pouzivatel/change-profile',
  startTokens: [],
  tenantless: true,
  entityType: 'POUZIVATEL_ZMENA',
  createEntity: 'zmenaProfilu.create',
  start: 'ZMENA',
  nodes: {
    ZMENA: {
      kind: 'user',
      activityType: 'POUZIVATEL.IDENTITA_ZMENENA',
      category: 'participant',
      priority: 1,
      assignee: { kind: 'starter' },
      edits: ['form'],
      actions: [
        { code: 'ULOZIT', labelKey: 'workflow.action.saveProfile', next: 'END', checks: ['zmenaProfilu.filled'], effect: 'zmenaProfilu.apply', messageKey: 'profil.saved', outcome: 'approved' },
        { code: 'ZRUSIT', labelKey: 'workflow.action.cancelChange', next: 'END', variant: 'danger', effect: 'zmenaProfilu.cancel', messageKey: 'profil.cancelled', outcome: 'cancelled' },
      ],
    },
  },
};
