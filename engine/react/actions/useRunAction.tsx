import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ActionDef, EntityMetadata } from '../../core/metadata';
import { rememberFocus } from '../a11y/focusReturn';
// The leaf module, not the form barrel (its store and drafts): bulk actions sit on every search.
import { BULK_IDS_FIELD } from '../../core/form/bulkBody';
import { actionPath, actionTarget, actionTextKeys } from '../../core/metadata';
import { useEngine } from '../EngineProvider';
import { useConfirm } from '../dialogs/useConfirm';
import { saveDownload } from '../download/saveBlob';
import { entityQueryKeys } from '../queryKeys';

// The form dialog renders an RJSF form (RJSF, ajv, the widgets): it loads at the first action
// that asks for a form, not with every screen that offers actions.
const ActionFormDialog = lazy(() => import('./ActionFormDialog').then((m) => ({ default: m.ActionFormDialog })));

type Body = Record<string, unknown>;

/** One run of an action: on a record (`id`) or on selected rows (`ids`). */
interface ActionRun {
  action: ActionDef;
  id?: string;
  ids?: readonly (string | number)[];
  /** The viewed record (a form with `prefill` starts from its values). */
  record?: Readonly<Record<string, unknown>>;
}

export interface RunAction {
  /** Asks (confirm, form) as the action says, then sends it. */
  start: (run: ActionRun) => Promise<void>;
  /** The confirm and form dialogs; render once. */
  dialogs: ReactElement;
  /** Code of the action being sent. */
  pendingCode: string | undefined;
}

/** What a run sends: the form's body, with the selected ids for a bulk action. */
function actionBody(run: ActionRun, form: Body | undefined): Body | undefined {
  if (run.ids) return { ...form, [BULK_IDS_FIELD]: [...run.ids] };
  return form;
}

/**
 * Runs record and bulk actions: confirm first when asked, a form dialog when the action has a
 * body, then `POST` (a file to save when it downloads). On success a toast, every query of the
 * entity (record, lists, related lists of other entities) read anew, and the `open` route.
 */
export function useRunAction(meta: EntityMetadata, alsoInvalidate: readonly string[] = []): RunAction {
  const { t } = useTranslation();
  const { http, entityByName } = useEngine();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const [formRun, setFormRun] = useState<ActionRun | undefined>(undefined);
  // The form dialog is unmounted when it closes, so the modal's own focus return never runs: the
  // button that opened it gets the focus back here (else it falls to the page's body).
  const returnFocus = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (formRun) return;
    returnFocus.current?.();
    returnFocus.current = null;
  }, [formRun]);

  const mutation = useMutation({
    mutationFn: async ({ run, form }: { run: ActionRun; form: Body | undefined }) => {
      const path = actionPath(meta, run.action, run.id);
      const body = actionBody(run, form);
      // A form shows the server's reasons itself; other failures go to the general error handling.
      const callerHandles = run.action.form ? ('explained' as const) : undefined;
      if (run.action.download) {
        saveDownload(await http.download(path, { method: 'POST', body: body ?? {}, callerHandles }));
        return undefined;
      }
      return (await http.post<unknown>(path, body, { callerHandles })).data;
    },
    onSuccess: (answer, { run }) => {
      notifications.show({ color: 'green', message: t(actionTextKeys(meta, run.action).done) });
      setFormRun(undefined);
      void queryClient.invalidateQueries({ queryKey: entityQueryKeys(meta).all });
      for (const name of alsoInvalidate) {
        const other = entityByName(name);
        if (other) void queryClient.invalidateQueries({ queryKey: entityQueryKeys(other).all });
      }
      const target = actionTarget(run.action, answer);
      if (target !== undefined) navigate(target);
    },
  });

  const start = useCallback(
    async (run: ActionRun) => {
      const giveBack = rememberFocus();
      if (run.action.confirm && !(await confirm({ message: t(actionTextKeys(meta, run.action).confirm) }))) return;
      mutation.reset();
      if (run.action.form) {
        returnFocus.current = giveBack;
        setFormRun(run);
        return;
      }
      mutation.mutate({ run, form: undefined });
    },
    [confirm, t, meta, mutation],
  );

  const dialogs = (
    <>
      {confirmDialog}
      {formRun ? (
        <Suspense fallback={null}>
          <ActionFormDialog
            key={`${formRun.action.code}:${formRun.id ?? ''}`}
            meta={meta}
            action={formRun.action}
            path={actionPath(meta, formRun.action, formRun.id)}
            recordId={formRun.id}
            initial={formRun.action.prefill ? formRun.record : undefined}
            bulk={formRun.ids !== undefined}
            label={t(actionTextKeys(meta, formRun.action).label)}
            onSubmit={(form) => mutation.mutate({ run: formRun, form })}
            onClose={() => {
              if (!mutation.isPending) setFormRun(undefined);
            }}
            error={mutation.error}
            sent={mutation.variables?.form}
            pending={mutation.isPending}
          />
        </Suspense>
      ) : null}
    </>
  );
  return { start, dialogs, pendingCode: mutation.isPending ? mutation.variables?.run.action.code : undefined };
}
