import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ErrorSchema } from '@rjsf/utils';
import { generatePath, useLocation, useNavigate, useParams } from 'react-router';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { DraftOffer, FormMode, FormModel, FormStore, JsonSchema } from '../../core/form';
import { entityDraftVariant } from '../../core/form';
import type { EntityMetadata } from '../../core/metadata';
import { detailParam, recordEditable, refreshesWhile } from '../../core/metadata';
import { hasToken } from '../../core/tokens';
import { storedRulesOf } from '../../core/validation';
import { useEngine } from '../EngineProvider';
import { entityQueryKeys } from '../queryKeys';
import type { FromSearchState } from '../search/useSearchController';
import { SKIP_DIRTY_CHECK } from './UnsavedChangesGuard';
import { storedRuleErrors } from './storedRuleCheck';
import { useEntityForm } from './useEntityForm';

/** A record as the API returns it. */
type EntityRecord = Record<string, unknown>;

/** The id route value that opens the create form. */
export const NEW_ID = 'new';

/** How often a record is read again while `detail.refreshWhile` holds (ms). */
export const REFRESH_INTERVAL_MS = 2000;

/** Which route opened the detail. */
export interface DetailRouteOptions {
  /** The own create route (`routes.create`): no id parameter, always the create form. */
  create?: boolean;
  /** The edit route (`routes.edit`): the record opens in edit mode; saving or cancelling returns to its detail. */
  edit?: boolean;
}

/** Everything the detail screen shows and does. */
export interface DetailController {
  meta: EntityMetadata;
  /** Route id, or undefined when creating. */
  id: string | undefined;
  mode: FormMode;
  /** The merged form, once the schema has loaded. */
  model: FormModel | undefined;
  /** The open form's store (values, touched, dirty, save state). */
  store: FormStore | undefined;
  /** The record as stored (view and edit). */
  record: EntityRecord | undefined;
  /** The record is read again every 2 s (`detail.refreshWhile` holds). */
  refreshing: boolean;
  /** What the form shows (read from the form's store): the record in view mode, the user's edit otherwise. */
  formData: EntityRecord | undefined;
  /** The form changed (edit and create only). */
  setFormData: (data: EntityRecord) => void;
  /** The draft differs from what editing started with (leaving asks first). */
  isDirty: boolean;
  isLoading: boolean;
  /** Loading the schema or the record failed. */
  loadError: unknown;
  /** The last save failed; the draft is kept. */
  saveError: unknown;
  /** The last save's refusal under the fields the answer names, while they hold the refused values. */
  serverErrors: ErrorSchema<Record<string, unknown>> | undefined;
  isSaving: boolean;
  canEdit: boolean;
  /** The viewer may write the entity but this record is locked now (detail.editableIf), e.g. a contract in process. */
  locked: boolean;
  startEdit: () => void;
  /** Edit: back to view with the original record. Create: back to the search. */
  cancel: () => void;
  /** Sends the form data (already validated by the form). */
  save: (data: EntityRecord) => void;
  backToSearch: () => void;
  /** Unsaved changes from an earlier visit (a reload, a new login, a crashed tab), not yet restored or discarded. */
  draftOffer: DraftOffer | undefined;
  /** Opens the offered changes in the form (edit or create). */
  restoreDraft: () => void;
  /** Forgets the offered changes. */
  discardDraft: () => void;
}

/** All the logic of a detail screen: schema and record from TanStack Query, view → edit → save, create. */
export function useDetailController(meta: EntityMetadata, routeOptions: DetailRouteOptions = {}): DetailController {
  const { http, tokens } = useEngine();
  const { t } = useTranslation();
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const keys = entityQueryKeys(meta);

  const routeId = routeOptions.create ? NEW_ID : params[detailParam(meta)];
  const isNew = routeId === NEW_ID;
  const id = isNew ? undefined : routeId;
  // Which record is being edited (the form keeps what editing started from); navigating to
  // another id leaves edit mode.
  const [editingId, setEditingId] = useState<string | undefined>(undefined);
  const mode: FormMode = isNew ? 'create' : editingId !== undefined && editingId === id ? 'edit' : 'view';

  const schemaQuery = useQuery({
    queryKey: keys.schema(id ?? NEW_ID),
    queryFn: ({ signal }) =>
      http.get<JsonSchema>(id === undefined ? `${meta.api}schema/post/request` : `${meta.api}${encodeURIComponent(id)}/schema/post/request`, { signal, callerHandles: 'explained' })
        .then((r) => r.data),
    enabled: routeId !== undefined,
    staleTime: 5 * 60_000,
  });
  const recordQuery = useQuery({
    queryKey: keys.record(id ?? NEW_ID),
    queryFn: ({ signal }) => http.get<EntityRecord>(`${meta.api}${encodeURIComponent(id ?? '')}`, { signal, callerHandles: 'explained' }).then((r) => r.data),
    enabled: id !== undefined,
    // A running job's figures: read again while the record says it is still running.
    refetchInterval: (query) => (refreshesWhile(meta, query.state.data) ? REFRESH_INTERVAL_MS : false),
  });

  const mayWrite = meta.tokens.write !== undefined && hasToken(tokens, meta.tokens.write);
  // A stored record its state locks (the server refuses its edit too) is only viewed.
  const locked = mayWrite && !isNew && recordQuery.data !== undefined && !recordEditable(meta, recordQuery.data);
  const canEdit = mayWrite && !locked;
  // Editing needs the record and the schema it is edited with.
  const editReady = schemaQuery.data !== undefined && recordQuery.data !== undefined;

  const send = useCallback(
    (body: EntityRecord) => http.post<EntityRecord>(id === undefined ? meta.api : `${meta.api}${encodeURIComponent(id)}`, body, { callerHandles: 'explained' }).then((r) => r.data),
    [http, meta.api, id],
  );
  const schema = schemaQuery.data;
  const checkStored = useMemo(
    () => (schema && storedRulesOf(schema).length > 0 ? (body: EntityRecord) => storedRuleErrors(http, meta.api, schema, body, id, t) : undefined),
    [schema, http, meta.api, id, t],
  );
  const form = useEntityForm({
    checkStored,
    schema: schemaQuery.data,
    source: meta,
    mode,
    record: id === undefined ? undefined : recordQuery.data,
    recordKey: id,
    editsBody: true,
    draftVariant: canEdit && routeId !== undefined ? entityDraftVariant(meta.entity, id) : undefined,
    send,
  });

  const searchUrl = (location.state as Partial<FromSearchState> | null)?.searchUrl ?? meta.routes.search;
  const backToSearch = useCallback(() => navigate(searchUrl), [navigate, searchUrl]);
  // The edit route has done its job once editing ends: back to the record's own detail.
  const leaveEditRoute = useCallback(() => {
    if (!routeOptions.edit || id === undefined) return;
    navigate(generatePath(meta.routes.detail, { [detailParam(meta)]: id }), { replace: true, state: { ...(location.state as object | null), [SKIP_DIRTY_CHECK]: true } });
  }, [routeOptions.edit, id, navigate, meta, location.state]);

  const onSaved = useCallback(
    (saved: EntityRecord) => {
      void queryClient.invalidateQueries({ queryKey: keys.lists });
      const savedId = saved?.[meta.id];
      if (savedId !== undefined && savedId !== null) queryClient.setQueryData(keys.record(String(savedId)), saved);
      setEditingId(undefined);
      if (isNew) {
        notifications.show({ color: 'green', message: t('engine.detail.created') });
        if (savedId !== undefined && savedId !== null) {
          navigate(generatePath(meta.routes.detail, { [detailParam(meta)]: String(savedId) }), {
            replace: true,
            // Saved: nothing is lost by this navigation, even though the form closes only on the next render.
            state: { ...(location.state as object | null), [SKIP_DIRTY_CHECK]: true },
          });
        }
      } else {
        notifications.show({ color: 'green', message: t('engine.detail.saved') });
        leaveEditRoute();
        // The update schema may depend on the record (e.g. its version): fetch it anew next time.
        void queryClient.invalidateQueries({ queryKey: keys.schema(id ?? NEW_ID) });
      }
    },
    [queryClient, keys, meta, isNew, t, navigate, location.state, leaveEditRoute, id],
  );

  const { setValues } = form;
  const setFormData = useCallback(
    (data: EntityRecord) => {
      if (mode !== 'view') setValues(data);
    },
    [mode, setValues],
  );

  const startEdit = useCallback(() => {
    if (editReady) setEditingId(id);
  }, [editReady, id]);

  const { discardDraft, restoreDraft: restoreOffered } = form;
  const cancel = useCallback(() => {
    setEditingId(undefined);
    discardDraft();
    // Cancel discards on purpose: no unsaved-changes question.
    if (isNew) navigate(searchUrl, { state: { [SKIP_DIRTY_CHECK]: true } });
    else leaveEditRoute();
  }, [isNew, navigate, searchUrl, leaveEditRoute, discardDraft]);

  const restoreDraft = useCallback(() => {
    if (!restoreOffered()) return;
    // The draft opens over the record as saved now (create keeps its own start).
    if (!isNew && editReady) setEditingId(id);
  }, [restoreOffered, isNew, editReady, id]);
  // The edit route starts editing as soon as record and schema are there (once per record; a reader only views).
  const autoEdited = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!routeOptions.edit || !canEdit || id === undefined || autoEdited.current === id || !editReady) return;
    autoEdited.current = id;
    startEdit();
  }, [routeOptions.edit, canEdit, id, editReady, startEdit]);

  const { save: saveForm } = form;
  const save = useCallback(
    (data: EntityRecord) => {
      // The values stay in the form whatever the answer, so nothing typed is lost on an error,
      // which the screen shows from the form's save state.
      saveForm(data).then(onSaved, () => undefined);
    },
    [saveForm, onSaved],
  );

  const loadError = schemaQuery.error ?? recordQuery.error;
  return {
    meta,
    id,
    mode,
    model: form.model,
    store: form.store,
    record: id === undefined ? undefined : recordQuery.data,
    refreshing: id !== undefined && refreshesWhile(meta, recordQuery.data),
    formData: form.values,
    setFormData,
    isDirty: form.isDirty,
    isLoading: schemaQuery.isPending || (id !== undefined && recordQuery.isPending),
    loadError: loadError ?? null,
    saveError: form.submit.error ?? null,
    serverErrors: form.serverErrors,
    isSaving: form.submit.submitting,
    canEdit,
    locked,
    startEdit,
    cancel,
    save,
    backToSearch,
    draftOffer: form.draftOffer,
    restoreDraft,
    discardDraft,
  };
}
