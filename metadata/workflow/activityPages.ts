import type { Activity } from '../../engine/core/workflow';

/**
 * Activity types worked on an application page rather than a step screen: opening one goes to the
 * page (with its dialog) instead of `/activities/{step}/{id}`. The chain's consent task opens the
 * consent dialog of its link (dialog page retazenie-odchylok-suhlas over the chain list).
 */
export const ACTIVITY_PAGES: Readonly<Record<string, { titleKey: string; path: (activity: Pick<Activity, 'entityId'>) => string | undefined }>> = {
  'RETAZENIE_ODCHYLOK.SUHLAS': {
    titleKey: 'workflow.page.retazenieSuhlas',
    path: (a) => (typeof a.entityId === 'number' ? `/retazenie-odchylok?suhlas=${a.entityId}` : undefined),
  },
};
