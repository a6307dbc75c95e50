import { useCallback, useEffect, useMemo } from 'react';
import { Loader } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { stepDraftVariant } from '../../../core/form';
import type { JsonSchema } from '../../../core/form';
import { stepFormSource } from '../../../core/workflow';
import type { StepEntity, StepForm } from '../../../core/workflow';
import { DraftOffer } from '../../detail/DraftOffer';
import { EngineForm } from '../../detail/EngineForm';
import { useEntityForm } from '../../detail/useEntityForm';
import { useEngine } from '../../EngineProvider';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { workflowKeys } from '../queryKeys';
import type { PendingSave } from '../useStepController';

type Data = Record<string, unknown>;

export interface StepFormSectionProps {
  /** The activity (step) the form belongs to: its draft is kept per activity. */
  activityId: number;
  entity: StepEntity;
  entityId: number;
  form: StepForm;
  readOnly: boolean;
  registerSave: (key: string, pending: PendingSave | undefined) => void;
}

/** The process entity's form from the server's update schema; saved before a forward action. */
export function StepFormSection({ activityId, entity, entityId, form, readOnly, registerSave }: StepFormSectionProps) {
  const { http } = useEngine();
  const queryClient = useQueryClient();
  const base = `${entity.api}${entityId}`;
  const schemaQuery = useQuery({
    queryKey: workflowKeys.schema(entity.api, entityId),
    queryFn: async ({ signal }) => (await http.get<JsonSchema>(`${base}/schema/post/request`, { signal, callerHandles: 'all' })).data,
    staleTime: Infinity,
  });
  const recordQuery = useQuery({
    queryKey: workflowKeys.entity(entity.api, entityId),
    queryFn: async ({ signal }) => (await http.get<Data>(base, { signal, callerHandles: 'all' })).data,
  });
  const source = useMemo(() => stepFormSource(entity, form), [entity, form]);
  const send = useCallback((body: Data) => http.post<Data>(base, body, { callerHandles: 'all', skipSchemaCheck: true }).then((r) => r.data), [http, base]);
  const entityForm = useEntityForm({
    schema: schemaQuery.data,
    source,
    // Editing opens on the record as first read, or as its last save answered: a refetch while the
    // user types does not open it anew (a read-only form follows the record).
    mode: readOnly ? 'view' : 'edit',
    record: recordQuery.data,
    recordKey: entityId,
    // By the API, not the labels: two views of one record (e.g. a contract's finance data) share labels.
    draftVariant: readOnly ? undefined : stepDraftVariant(activityId, entity.api.replace(/^\/+|\/+$/g, ''), entityId),
    send,
  });
  const { save, model, values } = entityForm;

  useEffect(() => {
    if (readOnly || !model) {
      registerSave('form', undefined);
      return;
    }
    registerSave('form', {
      appliesTo: (action) => (action.variant ?? 'primary') === 'primary',
      // The step shows a refusal; the reasons naming a field or a row also show under it.
      save: async () => {
        const answer = await save();
        queryClient.setQueryData(workflowKeys.entity(entity.api, entityId), answer);
      },
    });
    return () => registerSave('form', undefined);
  }, [readOnly, model, registerSave, save, queryClient, entity.api, entityId]);

  const error = schemaQuery.error ?? recordQuery.error;
  if (error) return <ErrorAlert error={error} titleKey="workflow.loadFailed" />;
  if (!model || !values) return <Loader size="sm" aria-label="loading" />;
  return (
    <>
      <DraftOffer offer={entityForm.draftOffer} onRestore={entityForm.restoreDraft} onDiscard={entityForm.discardDraft} />
      <EngineForm model={model} formData={values} onChange={entityForm.setValues} extraErrors={entityForm.serverErrors} store={entityForm.store}>
        <></>
      </EngineForm>
    </>
  );
}
