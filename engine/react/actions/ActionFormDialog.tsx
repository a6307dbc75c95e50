import { useMemo, useState } from 'react';
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { JsonSchema, PathErrors } from '../../core/form';
import { buildFormModel, bulkFormSchema, initialCreateData, refusedFieldErrors, requestBody, resolveWidgets } from '../../core/form';
import { storedRulesOf } from '../../core/validation';
import type { ActionDef, EntityMetadata } from '../../core/metadata';
import { useEngine } from '../EngineProvider';
import { EngineForm } from '../detail/EngineForm';
import { ErrorAlert } from '../errors/ErrorAlert';
import { ReasonLabelsScope } from '../errors/reasonLabels';
import { entityQueryKeys } from '../queryKeys';
import { storedRuleErrors } from '../detail/storedRuleCheck';
import { serverFieldErrors } from './serverFieldErrors';

type Body = Record<string, unknown>;

/** Group legend of an action form without its own layout. */
export const ACTION_FORM_GROUP_KEY = 'engine.actionForm.group';

/** The metadata the action's form is built with: the entity's labels, the action's layout and field settings. */
function actionFormMetadata(meta: EntityMetadata, action: ActionDef, schema: JsonSchema): EntityMetadata {
  const layout = action.layout ?? [{ group: 'action', titleKey: ACTION_FORM_GROUP_KEY, fields: Object.keys(schema.properties ?? {}) }];
  // Nothing of an action body is filled by the server.
  return { ...meta, detail: { layout, fields: action.fields, serverManaged: [] } };
}

/** The values of `initial` that are fields of the body (a record holds many more). */
function bodyFieldsOf(schema: JsonSchema, initial: Readonly<Body> | undefined): Body {
  const names = Object.keys(schema.properties ?? {});
  return Object.fromEntries(names.filter((name) => initial?.[name] !== undefined && initial[name] !== null).map((name) => [name, initial?.[name]]));
}

export interface ActionFormDialogProps {
  meta: EntityMetadata;
  action: ActionDef;
  /** The action's path; its body schema is at `{path}/schema/post/request`. */
  path: string;
  /** The record a record action runs on: the facts of the rules over it (`storedRules`) are read by it. */
  recordId?: string;
  /** Values the form starts from (the viewed record's, for `prefill`); only the body's fields are taken. */
  initial?: Readonly<Body>;
  /** A bulk action on selected rows: the selection supplies the body's ids, the form does not ask them. */
  bulk?: boolean;
  /** Button label and dialog title. */
  label: string;
  /** Sends a valid body. */
  onSubmit: (body: Body) => void;
  onClose: () => void;
  /** The last send failed: shown in an alert and, by field, on the fields. */
  error: unknown;
  /** The body of the last send (to tell which fields changed since it failed). */
  sent: Body | undefined;
  pending: boolean;
}

/**
 * A modal form asking an action's body (a reason, a new date): built from the action's request
 * schema with the form engine. What was typed stays when the server refuses it.
 */
export function ActionFormDialog({ meta, action, path, recordId, initial, bulk = false, label, onSubmit, onClose, error, sent, pending }: ActionFormDialogProps) {
  const { t } = useTranslation();
  const { http, tokens, widgets } = useEngine();
  const schemaPath = `${path}/schema/post/request`;
  const schemaQuery = useQuery({
    queryKey: [...entityQueryKeys(meta).all, 'actionSchema', schemaPath],
    queryFn: ({ signal }) => http.get<JsonSchema>(schemaPath, { signal, callerHandles: 'explained' }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
  const served = schemaQuery.data;
  const schema = useMemo(() => (served && bulk ? bulkFormSchema(served) : served), [served, bulk]);
  const model = useMemo(
    () => (schema ? resolveWidgets(buildFormModel(schema, actionFormMetadata(meta, action, schema), 'create', { tokens }), widgets.entries) : undefined),
    [schema, meta, action, tokens, widgets],
  );
  const start = useMemo(() => (schema ? { ...initialCreateData(schema), ...bodyFieldsOf(schema, initial) } : undefined), [schema, initial]);
  const [draft, setDraft] = useState<Body | undefined>(undefined);
  const formData = draft ?? start;
  const fieldNames = useMemo(() => Object.keys(model?.fields ?? {}), [model]);
  // The shared rules over the stored record, run before sending: their problems stay under their
  // fields while the fields hold the values they were found in, as a server refusal does.
  const [ruleCheck, setRuleCheck] = useState<{ body: Body; errors: PathErrors } | undefined>(undefined);
  const [checking, setChecking] = useState(false);
  const extraErrors = useMemo(
    () => serverFieldErrors(error, fieldNames, sent, formData, ruleCheck ? refusedFieldErrors(ruleCheck.errors, fieldNames, ruleCheck.body, formData) : undefined),
    [error, fieldNames, sent, formData, ruleCheck],
  );
  const send = async (body: Body) => {
    if (!schema || recordId === undefined || storedRulesOf(schema).length === 0) {
      onSubmit(body);
      return;
    }
    setChecking(true);
    const errors = await storedRuleErrors(http, meta.api, schema, body, recordId, t).finally(() => setChecking(false));
    setRuleCheck({ body, errors });
    if (Object.keys(errors).length === 0) onSubmit(body);
  };

  return (
    <Modal opened onClose={onClose} title={label} size="lg" centered closeOnClickOutside={false} data-testid={`action-dialog-${action.code}`}>
      <ReasonLabelsScope>
        <Stack gap="md">
          {schemaQuery.error ? <ErrorAlert error={schemaQuery.error} titleKey="engine.error.schema" /> : null}
          {error ? <ErrorAlert error={error} titleKey="engine.error.action" /> : null}
          {schemaQuery.isPending ? (
            <Group gap="sm">
              <Loader size="sm" />
              <Text size="sm">{t('engine.detail.loading')}</Text>
            </Group>
          ) : null}
          {model && schema && formData ? (
            <EngineForm
              model={model}
              formData={formData}
              onChange={setDraft}
              onSubmit={(data) => {
                // Kept whatever the answer, so nothing typed is lost on an error.
                setDraft(data);
                void send(requestBody(schema, data));
              }}
              extraErrors={extraErrors}
            >
              <Group gap="sm" mt="md" justify="flex-end">
                <Button type="button" variant="default" onClick={onClose} disabled={pending}>
                  {t('engine.action.cancel')}
                </Button>
                <Button type="submit" loading={pending || checking}>
                  {label}
                </Button>
              </Group>
            </EngineForm>
          ) : null}
        </Stack>
      </ReasonLabelsScope>
    </Modal>
  );
}
