import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { generatePath, useLocation, useNavigate, useParams } from 'react-router';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { DraftOffer, FormMode, FormModel, JsonSchema } from '../../core/form';
import { buildFormModel, entityDraftVariant, initialCreateData, requestBody, resolveWidgets, sameValues, secretFields } from '../../core/form';
import type { EntityMetadata } from '../../core/metadata';
import { recordEditable, refreshesWhile } from '../../core/metadata';
import { hasToken } from '../../core/tokens';
import { useEngine } from '../EngineProvider';
import { entityQueryKeys } from '../queryKeys';
import type { FromSearchState } from '../search/useSearchController';
import { SKIP_DIRTY_CHECK } from './UnsavedChangesGuard';
import { useFormDraft } from './useFormDraft';

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
  /** The record as stored (view and edit). */
  record: EntityRecord | undefined;
  /** The record is read again every 2 s (`detail.refreshWhile` holds). */
  refreshing: boolean;
  /** What the form shows: the record in view mode, the user's draft otherwise. */
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
  /** The body of the last save (to tell which fields changed since it failed). */
  savedBody: EntityRecord | undefined;
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
  const { http, tokens, widgets } = useEngine();
  const { t } = useTranslation();
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const keys = entityQueryKeys(meta);

  const routeId = routeOptions.create ? NEW_ID : params[meta.id];
  const isNew = routeId === NEW_ID;
  const id = isNew ? undefined : routeId;
  const [editing, setEditing] = useState<{ id: string | undefined; draft: EntityRecord; baseline?: EntityRecord } | undefined>(undefined);
  // A draft belongs to the record it was started on; navigating to another id drops it.
  const draft = editing && editing.id === id ? editing.draft : undefined;
  const mode: FormMode = isNew ? 'create' : draft ? 'edit' : 'view';

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

  const model = useMemo(() => {
    if (!schemaQuery.data) return undefined;
    return resolveWidgets(buildFormModel(schemaQuery.data, meta, mode, { tokens }), widgets.entries);
  }, [schemaQuery.data, meta, mode, tokens, widgets]);

  // The create form starts from schema defaults (required booleans false); it lives in `editing` once touched.
  const createStart = useMemo(() => (schemaQuery.data ? initialCreateData(schemaQuery.data) : undefined), [schemaQuery.data]);
  const createStartRef = useRef(createStart);
  createStartRef.current = isNew ? createStart : undefined;
  const formData = isNew ? (draft ?? createStart) : (draft ?? recordQuery.data);

  const mayWrite = meta.tokens.write !== undefined && hasToken(tokens, meta.tokens.write);
  // A stored record its state locks (the server refuses its edit too) is only viewed.
  const locked = mayWrite && !isNew && recordQuery.data !== undefined && !recordEditable(meta, recordQuery.data);
  const canEdit = mayWrite && !locked;
  // The record as the unedited form holds it: what a draft is compared with.
  const saved = useMemo(
    () => (isNew ? createStart : schemaQuery.data && recordQuery.data ? requestBody(schemaQuery.data, recordQuery.data) : undefined),
    [isNew, createStart, schemaQuery.data, recordQuery.data],
  );
  const secrets = useMemo(() => (model ? secretFields(model) : new Set<string>()), [model]);
  const formDraft = useFormDraft({
    variant: canEdit && routeId !== undefined ? entityDraftVariant(meta.entity, id) : undefined,
    saved,
    editing: mode === 'view' ? undefined : draft,
    secrets,
  });

  const searchUrl = (location.state as Partial<FromSearchState> | null)?.searchUrl ?? meta.routes.search;
  const backToSearch = useCallback(() => navigate(searchUrl), [navigate, searchUrl]);
  // The edit route has done its job once editing ends: back to the record's own detail.
  const leaveEditRoute = useCallback(() => {
    if (!routeOptions.edit || id === undefined) return;
    navigate(generatePath(meta.routes.detail, { [meta.id]: id }), { replace: true, state: { ...(location.state as object | null), [SKIP_DIRTY_CHECK]: true } });
  }, [routeOptions.edit, id, navigate, meta.routes.detail, meta.id, location.state]);

  const mutation = useMutation({
    mutationFn: (body: EntityRecord) =>
      http.post<EntityRecord>(id === undefined ? meta.api : `${meta.api}${encodeURIComponent(id)}`, body, { callerHandles: 'explained' }).then((r) => r.data),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: keys.lists });
      const savedId = saved?.[meta.id];
      if (savedId !== undefined && savedId !== null) queryClient.setQueryData(keys.record(String(savedId)), saved);
      formDraft.clear();
      setEditing(undefined);
      if (isNew) {
        notifications.show({ color: 'green', message: t('engine.detail.created') });
        if (savedId !== undefined && savedId !== null) {
          navigate(generatePath(meta.routes.detail, { [meta.id]: String(savedId) }), {
            replace: true,
            // Saved: nothing is lost by this navigation, even though the draft is cleared only on the next render.
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
  });

  const setFormData = useCallback(
    (data: EntityRecord) => {
      if (mode === 'view') return;
      setEditing((current) => ({ id, draft: data, baseline: current && current.id === id ? (current.baseline ?? current.draft) : createStartRef.current }));
    },
    [mode, id],
  );

  const startEdit = useCallback(() => {
    if (!recordQuery.data || !schemaQuery.data) return;
    mutation.reset();
    // Only what the update schema knows: extra read-only fields would fail its additionalProperties.
    const start = requestBody(schemaQuery.data, recordQuery.data);
    setEditing({ id, draft: start, baseline: start });
  }, [recordQuery.data, schemaQuery.data, id, mutation]);

  const cancel = useCallback(() => {
    mutation.reset();
    setEditing(undefined);
    formDraft.discard();
    // Cancel discards on purpose: no unsaved-changes question.
    if (isNew) navigate(searchUrl, { state: { [SKIP_DIRTY_CHECK]: true } });
    else leaveEditRoute();
  }, [mutation, isNew, navigate, searchUrl, leaveEditRoute, formDraft]);

  const restoreDraft = useCallback(() => {
    const data = formDraft.restore();
    if (!data) return;
    mutation.reset();
    setEditing({ id, draft: data, baseline: saved });
  }, [formDraft, mutation, id, saved]);
  // The edit route starts editing as soon as record and schema are there (once per record; a reader only views).
  const autoEdited = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!routeOptions.edit || !canEdit || id === undefined || autoEdited.current === id || !recordQuery.data || !schemaQuery.data) return;
    autoEdited.current = id;
    startEdit();
  }, [routeOptions.edit, canEdit, id, recordQuery.data, schemaQuery.data, startEdit]);

  const save = useCallback(
    (data: EntityRecord) => {
      if (!schemaQuery.data) return;
      // Keep the user's data as the draft whatever the answer, so nothing typed is lost on an error.
      setEditing((current) => ({ id, draft: data, baseline: current?.baseline }));
      mutation.mutate(requestBody(schemaQuery.data, data));
    },
    [schemaQuery.data, mutation, id],
  );

  const loadError = schemaQuery.error ?? recordQuery.error;
  return {
    meta,
    id,
    mode,
    model,
    record: id === undefined ? undefined : recordQuery.data,
    refreshing: id !== undefined && refreshesWhile(meta, recordQuery.data),
    formData,
    setFormData,
    // Compared as drafts are: a fresh form's empty object fields and '' for null are no change.
    isDirty: draft !== undefined && editing?.baseline !== undefined && !sameValues(draft, editing.baseline),
    isLoading: schemaQuery.isPending || (id !== undefined && recordQuery.isPending),
    loadError: loadError ?? null,
    saveError: mutation.error,
    savedBody: mutation.variables,
    isSaving: mutation.isPending,
    canEdit,
    locked,
    startEdit,
    cancel,
    save,
    backToSearch,
    draftOffer: formDraft.offer,
    restoreDraft,
    discardDraft: formDraft.discard,
  };
}
