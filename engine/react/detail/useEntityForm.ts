import { useCallback, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ErrorSchema } from '@rjsf/utils';
import type { DraftOffer, FormMode, FormModel, FormSource, JsonSchema, PathErrors, SubmitState } from '../../core/form';
import { FormCheckFailed, FormStore, buildFormModel, initialCreateData, requestBody, resolveWidgets, secretFields } from '../../core/form';
import { serverFieldErrors } from '../actions/serverFieldErrors';
import { useEngine } from '../EngineProvider';
import { useFormDraft } from './useFormDraft';
import { withSchemaDefaults } from './schemaDefaults';

type Data = Record<string, unknown>;

export interface EntityFormOptions {
  /** The server's request schema; undefined while it loads. */
  schema: JsonSchema | undefined;
  /** The entity's metadata, or a workflow step's form of a process entity (`stepFormSource`). */
  source: FormSource;
  /**
   * create: the form starts from the schema's defaults. view: it shows the record and follows it
   * (a refreshed record opens it anew). edit: it starts from the record as it was when editing
   * began (what dirty, drafts and a discard go back to), which a refetch while the user types does
   * not change and a save's answer replaces. Every start gets the schema's defaults RJSF computes.
   */
  mode: FormMode;
  /** The stored record (view and edit); undefined when creating or while it loads. */
  record: Data | undefined;
  /** The record's identity (its id): editing another record starts from that one. */
  recordKey?: string | number;
  /**
   * Editing starts from the request body of the record (only what the request schema knows: a
   * record's read-only extras would fail its additionalProperties) instead of the whole record.
   */
  editsBody?: boolean;
  /**
   * Which form keeps drafts (`entityDraftVariant`, `stepDraftVariant`); undefined: none (the user
   * cannot edit). In view mode an earlier draft is offered, and written only while editing.
   */
  draftVariant: string | undefined;
  /** Sends a body; resolves with what the server saved. */
  send: (body: Data) => Promise<Data>;
  /**
   * Checks a body that passed the schema against stored records before it is sent (the shared
   * rules the schema names, `storedRuleErrors`): problems by path stop the send under their fields.
   */
  checkStored?: (body: Data) => Promise<PathErrors>;
}

export interface EntityForm {
  model: FormModel | undefined;
  /** The owner of the values, touched, errors and save state of the open form. */
  store: FormStore | undefined;
  /** The values now (re-rendered on change). */
  values: Data | undefined;
  /** Takes the form's whole data (the form's change). */
  setValues: (data: Data) => void;
  /** The values differ from the start (edit and create). */
  isDirty: boolean;
  submit: SubmitState;
  /** The refused save's reasons under the fields the answer names, while they hold the refused values. */
  serverErrors: ErrorSchema<Record<string, unknown>> | undefined;
  /**
   * Builds the body from the values (the one body rule) and sends it. The values stay whatever
   * the answer; a success clears the draft. Resolves with the saved record; rejects with the error.
   */
  save: (data?: Data) => Promise<Data>;
  draftOffer: DraftOffer | undefined;
  /** Opens the offered draft in the form (after the host switched to editing, if it does). */
  restoreDraft: () => boolean;
  discardDraft: () => void;
}

const NO_VALUES = (): undefined => undefined;
const IDLE: SubmitState = { submitting: false, count: 0, error: undefined, sent: undefined };
const idle = () => IDLE;
const noSubscription = () => () => undefined;

/** What editing a record starts from: its request body (editsBody) or the whole record. */
function editStartOf(schema: JsonSchema | undefined, record: Data, editsBody: boolean): Data {
  return editsBody && schema ? requestBody(schema, record) : record;
}

/**
 * One form that saves an entity, for the detail screen and a workflow step's form alike: the form
 * model from schema and metadata, a FormStore that owns the values (the host reads them there;
 * no copy of the data is kept elsewhere), dirty, the draft kept in the browser, the request body
 * and the server's refusal mapped to the fields from the answer's hints.
 */
export function useEntityForm({ schema, source, mode, record, recordKey, editsBody = false, draftVariant, send, checkStored }: EntityFormOptions): EntityForm {
  const { tokens, widgets } = useEngine();
  const model = useMemo(
    () => (schema ? resolveWidgets(buildFormModel(schema, source, mode, { tokens }), widgets.entries) : undefined),
    [schema, source, mode, tokens, widgets],
  );

  // Edit mode: the record as editing began, kept per record (another record starts anew) until
  // editing ends or a save answers; leaving edit mode drops it.
  const [editSnapshot, setEditSnapshot] = useState<{ key: string | number | undefined; start: Data } | undefined>(undefined);
  let editStart = mode === 'edit' && editSnapshot?.key === recordKey ? editSnapshot?.start : undefined;
  if (mode === 'edit' && !editStart && record && (!editsBody || schema)) {
    editStart = editStartOf(schema, record, editsBody);
    setEditSnapshot({ key: recordKey, start: editStart });
  } else if (mode !== 'edit' && editSnapshot) setEditSnapshot(undefined);
  const createStart = useMemo(() => (mode === 'create' && schema ? initialCreateData(schema) : undefined), [mode, schema]);
  const start = mode === 'create' ? createStart : mode === 'edit' ? editStart : record;

  // One store per start: a new start is a new form (the old store's values belong to the old one).
  // It opens once the schema is there, with the schema's defaults filled in as RJSF computes them
  // (a loaded value stays): they are the form's start, so they make nothing dirty and are sent
  // with the body even when the user never touches their fields.
  const [session, setSession] = useState<{ start: Data; store: FormStore } | undefined>(undefined);
  let current = session;
  if (start && model && current?.start !== start) {
    current = { start, store: new FormStore(withSchemaDefaults(model.schema, start)) };
    setSession(current);
  }
  if (!start || !model) current = undefined;
  const store = current?.store;

  const subscribe = useMemo(() => (store ? (listener: () => void) => store.subscribe(listener) : noSubscription), [store]);
  const values = useSyncExternalStore(subscribe, store ? store.getValues : NO_VALUES, store ? store.getValues : NO_VALUES);
  const submit = useSyncExternalStore(subscribe, store ? store.submitState : idle, store ? store.submitState : idle);
  const editable = mode !== 'view';

  const saved = useMemo(() => (schema && store ? requestBody(schema, store.getInitial()) : undefined), [schema, store]);
  const secrets = useMemo(() => (model ? secretFields(model) : new Set<string>()), [model]);
  // Drafts hold what a save would send: a record's own extra fields (its id, state) are no edit.
  const editing = useMemo(() => (editable && schema && values ? requestBody(schema, values) : undefined), [editable, schema, values]);
  const draft = useFormDraft({ variant: draftVariant, saved, editing, secrets });

  // A restored draft reaches the store the host opens for editing (it may open a new one first).
  const restored = useRef<Data | undefined>(undefined);
  useLayoutEffect(() => {
    if (!restored.current || !store) return;
    store.setValues({ ...store.getValues(), ...restored.current });
    restored.current = undefined;
  });
  const restoreDraft = useCallback(() => {
    const data = draft.restore();
    if (!data) return false;
    restored.current = data;
    // Re-render even when the host's mode stays (create), so the layout effect applies it.
    setSession((s) => (s ? { ...s } : s));
    return true;
  }, [draft]);

  const setValues = useCallback((data: Data) => store?.setValues(data), [store]);
  // save keeps one identity for the whole form, so a host that registered it (a step's pending
  // save) does not register it anew while it runs: the save itself opens a new store (the answer).
  const latest = useRef({ store, schema, send, clearDraft: draft.clear, editsBody, checkStored });
  latest.current = { store, schema, send, clearDraft: draft.clear, editsBody, checkStored };
  const save = useCallback(async (data?: Data) => {
    const { store, schema, send, clearDraft, editsBody, checkStored } = latest.current;
    if (!store || !schema) throw new Error('The form has not loaded');
    if (data) store.setValues(data);
    // The served schema's rules first: a body the server would refuse is not sent.
    const errors = store.checkBeforeSend();
    if (errors > 0) throw new FormCheckFailed(errors);
    const body = requestBody(schema, store.getValues());
    // Then the shared rules over stored records, with the facts the server's write reads.
    const refused = Object.entries((await checkStored?.(body)) ?? {}).filter(([, texts]) => texts.length > 0);
    if (refused.length > 0) {
      for (const [path, texts] of refused) store.setClientErrorsWithin(path, { [path]: texts });
      throw new FormCheckFailed(refused.length);
    }
    store.beginSubmit();
    try {
      const answer = await send(body);
      store.endSubmit(body, undefined);
      clearDraft();
      // Still editing (a step's form): the form starts anew from the record as saved.
      setEditSnapshot((snapshot) => (snapshot ? { key: snapshot.key, start: editStartOf(schema, answer, editsBody) } : snapshot));
      return answer;
    } catch (error) {
      store.endSubmit(body, error);
      throw error;
    }
  }, []);

  const fieldNames = useMemo(() => Object.keys(model?.fields ?? {}), [model]);
  const serverErrors = useMemo(() => serverFieldErrors(submit.error, fieldNames, submit.sent, values), [submit.error, submit.sent, fieldNames, values]);

  return {
    model,
    store,
    values,
    setValues,
    isDirty: editable && store !== undefined && values !== undefined && store.isDirty(),
    submit,
    serverErrors,
    save,
    draftOffer: draft.offer,
    restoreDraft,
    discardDraft: draft.discard,
  };
}
