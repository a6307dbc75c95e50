import { useEffect, useMemo, useRef, useState } from 'react';
import { Loader } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { buildFormModel, resolveWidgets, secretFields, stepDraftVariant } from '../../../core/form';
import type { JsonSchema } from '../../../core/form';
import type { StepEntity, StepForm } from '../../../core/workflow';
import { rowFieldErrors } from '../../actions/serverFieldErrors';
import { DraftOffer } from '../../detail/DraftOffer';
import { EngineForm } from '../../detail/EngineForm';
import { useFormDraft } from '../../detail/useFormDraft';
import { useEngine } from '../../EngineProvider';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { workflowKeys } from '../queryKeys';
import type { PendingSave } from '../useStepController';
import { stepFormMetadata } from './pseudoEntity';

type Data = Record<string, unknown>;

/** The step's body: only what the schema names; an emptied optional text is sent as null. */
function stepBody(properties: readonly string[], data: Data): Data {
  return Object.fromEntries(properties.map((name) => [name, data[name] === '' || data[name] === undefined ? null : data[name]]));
}

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
  const { http, tokens, widgets } = useEngine();
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
  const model = useMemo(() => {
    if (!schemaQuery.data) return undefined;
    return resolveWidgets(buildFormModel(schemaQuery.data, stepFormMetadata(entity, form), readOnly ? 'view' : 'edit', { tokens }), widgets.entries);
  }, [schemaQuery.data, entity, form, readOnly, tokens, widgets]);
  const [draft, setDraft] = useState<Data | undefined>();
  const [refused, setRefused] = useState<{ error: unknown; sent: Data }>();
  const data = draft ?? recordQuery.data;
  const latest = useRef<Data | undefined>(data);
  latest.current = data;
  const properties = useMemo(() => Object.keys(schemaQuery.data?.properties ?? {}), [schemaQuery.data]);
  const saved = useMemo(() => (schemaQuery.data && recordQuery.data ? stepBody(properties, recordQuery.data) : undefined), [schemaQuery.data, recordQuery.data, properties]);
  const secrets = useMemo(() => (model ? secretFields(model) : new Set<string>()), [model]);
  const formDraft = useFormDraft({
    // By the API, not the labels: two views of one record (e.g. a contract's finance data) share labels.
    variant: readOnly ? undefined : stepDraftVariant(activityId, entity.api.replace(/^\/+|\/+$/g, ''), entityId),
    saved,
    editing: draft,
    secrets,
  });
  const { clear: clearDraft } = formDraft;

  useEffect(() => {
    if (readOnly || !schemaQuery.data) {
      registerSave('form', undefined);
      return;
    }
    registerSave('form', {
      appliesTo: (action) => (action.variant ?? 'primary') === 'primary',
      save: async () => {
        const body = stepBody(properties, latest.current ?? {});
        let answer: Data;
        try {
          answer = (await http.post<Data>(base, body, { callerHandles: 'all', skipSchemaCheck: true })).data;
        } catch (error) {
          // The step shows the error; a row's reasons also go under that row (rowFieldErrors).
          setRefused({ error, sent: body });
          throw error;
        }
        setRefused(undefined);
        clearDraft();
        setDraft(undefined);
        queryClient.setQueryData(workflowKeys.entity(entity.api, entityId), answer);
      },
    });
    return () => registerSave('form', undefined);
  }, [readOnly, schemaQuery.data, properties, registerSave, http, base, queryClient, entity.api, entityId, clearDraft]);

  const rowErrors = useMemo(() => rowFieldErrors(refused?.error, properties, refused?.sent, data), [refused, properties, data]);

  const error = schemaQuery.error ?? recordQuery.error;
  if (error) return <ErrorAlert error={error} titleKey="workflow.loadFailed" />;
  if (!model || !data) return <Loader size="sm" aria-label="loading" />;
  return (
    <>
      <DraftOffer offer={formDraft.offer} onRestore={() => setDraft(formDraft.restore())} onDiscard={formDraft.discard} />
      <EngineForm model={model} formData={data} onChange={setDraft} extraErrors={rowErrors}>
        <></>
      </EngineForm>
    </>
  );
}
