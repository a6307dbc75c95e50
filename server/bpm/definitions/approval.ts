import type { ActionDef, EntityEdit, NodeDef } from './types';

/** The contractual department: it approves, returns and declines what participants submit. */
export const ROLE_ZMLUVNE = 'EDC.OPERATOR.ZMLUVNE';
const DEPARTMENT = { role: ROLE_ZMLUVNE, department: 'ZMLUVNE' } as const;

/** What differs between the processes' approval stages; the shape of the stage is the same. */
export interface ApprovalStage {
  /** Activity types: the approval task's, and the prefix of the reason tasks (`{prefix}.DOVOD_VRATENIA`, `….DOVOD_ZAMIETNUTIA`). */
  approvalType: string;
  typePrefix: string;
  /** The node a return sends the process back to (the applicant's task). */
  returnTo: string;
  /** Prefix of the named effects (`{effects}.return`, `.approve`, `.decline`) and of the messages (`{messages}.returned`, …). */
  effects: string;
  messages: string;
  /** Checks run again in the background before the approval takes effect. */
  approveChecks: string[];
  deadline?: string;
  starterWaits?: string;
  edits?: EntityEdit[];
  /**
   * Who approves besides the department: the members of the request's participant holding this
   * token (`participant` names its resolver). The department keeps the task as the fallback.
   */
  approver?: { token: string; participant?: string };
  /** Offers a decline (with a reason) beside return and approval. */
  decline?: boolean;
  /** Node ids, when the process names them otherwise (default SCHVALENIE and SCHVALENIE_SLUZBA). */
  node?: string;
  serviceNode?: string;
  /** The approve button, when it is not the plain approval (e.g. resolving a complaint). */
  approveAction?: Pick<ActionDef, 'labelKey' | 'checks'>;
  /** The effect and message of the approval, when not `{effects}.approve` and `{messages}.approved`. */
  approveEffect?: string;
  approvedMessage?: string;
}

/**
 * The approval stage every submitted request goes through: the department approves it (in the
 * background), returns it to the applicant with a reason, or (optionally) declines it with one.
 */
export function approvalNodes(stage: ApprovalStage): Record<string, NodeDef> {
  const node = stage.node ?? 'SCHVALENIE';
  const serviceNode = stage.serviceNode ?? 'SCHVALENIE_SLUZBA';
  const back: ActionDef = { code: 'SPAT', labelKey: 'workflow.action.back', next: node, variant: 'secondary' };
  const reasonTask = { kind: 'user', category: 'approval', priority: 2, assignee: { kind: 'completer', ...DEPARTMENT } } as const;
  const nodes: Record<string, NodeDef> = {
    [node]: {
      kind: 'user',
      activityType: stage.approvalType,
      category: 'approval',
      priority: 2,
      assignee: stage.approver ? { kind: 'participantToken', ...stage.approver, ...DEPARTMENT } : { kind: 'role', ...DEPARTMENT },
      ...(stage.deadline ? { deadline: stage.deadline } : {}),
      ...(stage.edits ? { edits: stage.edits } : {}),
      ...(stage.starterWaits ? { starterWaits: stage.starterWaits } : {}),
      actions: [
        ...(stage.decline ? [{ code: 'ZAMIETNUT', labelKey: 'workflow.action.decline', next: 'DOVOD_ZAMIETNUTIA', variant: 'danger' } as const] : []),
        { code: 'VRATIT', labelKey: 'workflow.action.return', next: 'DOVOD_VRATENIA', variant: 'secondary' },
        { code: 'SCHVALIT', labelKey: 'workflow.action.approve', ...stage.approveAction, next: serviceNode, async: true },
      ],
    },
    DOVOD_VRATENIA: {
      ...reasonTask,
      activityType: `${stage.typePrefix}.DOVOD_VRATENIA`,
      reason: 'return',
      actions: [
        back,
        {
          code: 'VRATIT',
          labelKey: 'workflow.action.returnToApplicant',
          next: stage.returnTo,
          requiresReason: true,
          effect: `${stage.effects}.return`,
          messageKey: `${stage.messages}.returned`,
        },
      ],
    },
    [serviceNode]: {
      kind: 'service',
      checks: stage.approveChecks,
      effect: stage.approveEffect ?? `${stage.effects}.approve`,
      messageKey: stage.approvedMessage ?? `${stage.messages}.approved`,
      next: 'END',
      outcome: 'approved',
    },
  };
  if (stage.decline) {
    nodes.DOVOD_ZAMIETNUTIA = {
      ...reasonTask,
      activityType: `${stage.typePrefix}.DOVOD_ZAMIETNUTIA`,
      reason: 'decline',
      actions: [
        back,
        {
          code: 'ZAMIETNUT',
          labelKey: 'workflow.action.declineFinal',
          next: 'END',
          variant: 'danger',
          requiresReason: true,
          effect: `${stage.effects}.decline`,
          messageKey: `${stage.messages}.declined`,
          outcome: 'declined',
        },
      ],
    };
  }
  return nodes;
}

/** What differs between the applicants' own tasks of the request processes. */
export interface RequestTask {
  activityType: string;
  /** Dashboard category. */
  category: string;
  /** Prefix of the named effects (`{effects}.submit`, `.cancel`) and of the messages (`{messages}.submitted`, …). */
  effects: string;
  messages: string;
  /** Checks the request must pass to be submitted. */
  checks: string[];
  /** The node a submit leads to (default SCHVALENIE). */
  next?: string;
}

/** The applicant's task of a request process: fill the form, then submit it for approval or cancel it. */
export function requestTask(task: RequestTask): NodeDef {
  return {
    kind: 'user',
    activityType: task.activityType,
    category: task.category,
    priority: 1,
    assignee: { kind: 'starter' },
    edits: ['form'],
    actions: [
      {
        code: 'ODOSLAT',
        labelKey: 'workflow.action.submit',
        next: task.next ?? 'SCHVALENIE',
        checks: task.checks,
        effect: `${task.effects}.submit`,
        messageKey: `${task.messages}.submitted`,
      },
      {
        code: 'ZRUSIT',
        labelKey: 'workflow.action.cancel',
        next: 'END',
        variant: 'danger',
        effect: `${task.effects}.cancel`,
        messageKey: `${task.messages}.cancelled`,
        outcome: 'cancelled',
      },
    ],
  };
}
