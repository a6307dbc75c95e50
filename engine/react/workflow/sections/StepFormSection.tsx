import { useEffect, useMemo, useRef, useState } from 'react';
import { Loader } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { buildFormModel, resolveWidgets } from '../../../core/form';
import type { JsonSchema } from '../../../core/form';
import type { StepEntity, StepForm } from '../../../core/workflow';
import { EngineForm } from '../../detail/EngineForm';
import { useEngine } from '../../EngineProvider';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { workflowKeys } from '../queryKeys';
import type { PendingSave } from '../useStepController';
import { stepFormMetadata } from './pseudoEntity';

type Data = Record<string, unknown>;

export interface StepFormSectionProps {
  entity: StepEntity;
  entityId: number;
  form: StepForm;
  readOnly: boolean;
  registerSave: (key: string, pending: PendingSave | undefined) => void;
}

/** The process entity's form from the server's update schema; saved before a forward action. */
export function StepFormSection({ entity, entityId, form, readOnly, registerSave }: StepFormSectionProps) {
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
  const data = draft ?? recordQuery.data;
  const latest = useRef<Data | undefined>(data);
  latest.current = data;

  useEffect(() => {
    if (readOnly || !schemaQuery.data) {
      registerSave('form', undefined);
      return;
    }
    const properties = Object.keys(schemaQuery.data.properties ?? {});
    registerSave('form', {
      appliesTo: (action) => (action.variant ?? 'primary') === 'primary',
      save: async () => {
        const current = latest.current ?? {};
        // Only what the schema names; an emptied optional text is sent as null.
        const body = Object.fromEntries(properties.map((name) => [name, current[name] === '' || current[name] === undefined ? null : current[name]]));
        const saved = (await http.post<Data>(base, body, { callerHandles: 'all', skipSchemaCheck: true })).data;
        setDraft(undefined);
        queryClient.setQueryData(workflowKeys.entity(entity.api, entityId), saved);
      },
    });
    return () => registerSave('form', undefined);
  }, [readOnly, schemaQuery.data, registerSave, http, base, queryClient, entity.api, entityId]);

  const error = schemaQuery.error ?? recordQuery.error;
  if (error) return <ErrorAlert error={error} titleKey="workflow.loadFailed" />;
  if (!model || !data) return <Loader size="sm" aria-label="loading" />;
  return (
    <EngineForm model={model} formData={data} onChange={setDraft}>
      <></>
    </EngineForm>
  );
}
