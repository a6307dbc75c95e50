import { approvalNodes, requestTask } from '../../definitions/approval';
import type { ProcessDef, UserTaskDef } from '../../definitions/types';

/** Token of the portal menu entry that starts it (metadata/menu.ts). */
export const PONIZENIE_START_TOKEN = 'ponizenie#read';

// The applicant's task: submit (filled, with its metering points) or cancel.
const SUBMIT_TASK = requestTask({
  activityType: 'PONIZENIE.VYTVORENIE',
  category: 'sharing-group',
  effects: 'ponizenie',
  messages: 'pon',
  checks: ['ponizenie.filled', 'ponizenie.enoughOom'],
}) as UserTaskDef;

/**
 * A market participant's request for a tariff reduction group (poníženie): the participant fills
 * name, start date and description, then (from the create step's DALEJ) its metering points; the contractual department approves it (in the background) or
 * returns it with a reason. While it waits the participant sees its summary read-only.
 */
export const PONIZENIE_VYTVORENIE: ProcessDef = {
  code: 'PONIZENIE_VYTVORENIE',
  startTyp: 'ponizenie',
  startPath: '/portal/ponizenie/ponizenie/start-process',
  startTokens: [PONIZENIE_START_TOKEN],
  entityType: 'PONIZENIE',
  createEntity: 'ponizenie.create',
  start: 'VYTVORENIE',
  nodes: {
    // Name, start date and description; DALEJ leads to the metering points.
    VYTVORENIE: {
      ...SUBMIT_TASK,
      actions: [
        { code: 'DALEJ', labelKey: 'workflow.action.next', next: 'OOM', checks: ['ponizenie.filled'] },
        ...SUBMIT_TASK.actions.filter((action) => action.code === 'ZRUSIT'),
      ],
    },
    // The group's metering points (step tariff-reduction-group-oom), added one by one, then submitted.
    OOM: {
      ...SUBMIT_TASK,
      activityType: 'PONIZENIE.OOM',
      edits: ['items'],
      actions: [{ code: 'SPAT', labelKey: 'workflow.action.back', next: 'VYTVORENIE', variant: 'secondary' }, ...SUBMIT_TASK.actions],
    },
    ...approvalNodes({
      approvalType: 'PONIZENIE.SCHVALENIE',
      typePrefix: 'PONIZENIE',
      starterWaits: 'PORTAL.CAKANIE_NA_SCHVALENIE',
      returnTo: 'VYTVORENIE',
      effects: 'ponizenie',
      messages: 'pon',
      approveChecks: ['ponizenie.filled'],
    }),
  },
};
