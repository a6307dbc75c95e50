import { useCallback, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EditorConfig, EditorEvent, EditorRecord, EditorState } from '../../core/editor';
import { editorActions, editorReducer, initialEditorState } from '../../core/editor';
import type { JsonSchema, PathErrors } from '../../core/form';
import { buildFormModel, initialCreateData, requestBody, resolveWidgets } from '../../core/form';
import type { EntityMetadata } from '../../core/metadata';
import { parseSortSpec } from '../../core/metadata';
import { formatRql, listQuery } from '../../core/rql';
import type { RqlFilter } from '../../core/rql';
import { errorSchemaOf } from '../detail/errorPaths';
import { storedRuleErrors } from '../detail/storedRuleCheck';
import { useEngine } from '../EngineProvider';
import { entityQueryKeys } from '../queryKeys';

/** Rows an editor grid shows at once (child lists are short; more would need a pager). */
export const EDITOR_PAGE_SIZE = 100;

export interface EditorOptions {
  /** Limits the rows to one parent (master-detail), e.g. eq(idTechnologia, 5). */
  parentFilter?: RqlFilter;
  /** Values every new row starts with (the parent's id). */
  parentValues?: EditorRecord;
  /** Behaviour and permissions from the host screen. */
  config?: EditorConfig;
}

/** All the logic of a form editor with grid; the component renders it. */
export function useEditorController(meta: EntityMetadata, options: EditorOptions = {}) {
  const { http, tokens, widgets } = useEngine();
  const queryClient = useQueryClient();
  const config = useMemo(() => options.config ?? {}, [options.config]);
  const [state, dispatchRaw] = useReducer((s: EditorState, e: EditorEvent) => editorReducer(s, e, config), initialEditorState);
  const keys = entityQueryKeys(meta);

  const query = useMemo(
    () => listQuery({ filter: options.parentFilter, sort: parseSortSpec(meta.search.sort), page: 0, size: EDITOR_PAGE_SIZE, count: true }),
    [options.parentFilter, meta.search.sort],
  );
  const list = useQuery({
    queryKey: keys.list(formatRql(query)),
    queryFn: ({ signal }) => http.list<EditorRecord>(meta.api, query, { signal }),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.rows ?? NO_ROWS;

  const recordId = state.mode === 'new' ? undefined : state.formOrig?.[meta.id];
  const schemaPath = recordId === undefined || recordId === null ? `${meta.api}schema/post/request` : `${meta.api}${encodeURIComponent(String(recordId))}/schema/post/request`;
  const schema = useQuery({
    queryKey: keys.schema(recordId === undefined || recordId === null ? 'new' : String(recordId)),
    queryFn: ({ signal }) => http.get<JsonSchema>(schemaPath, { signal }).then((r) => r.data),
    enabled: state.mode !== 'closed',
    staleTime: 5 * 60_000,
  });
  const formMode = state.mode === 'new' ? 'create' : state.mode === 'edit' ? 'edit' : 'view';
  const model = useMemo(
    () => (schema.data ? resolveWidgets(buildFormModel(schema.data, meta, formMode, { tokens }), widgets.entries) : undefined),
    [schema.data, meta, formMode, tokens, widgets],
  );

  const { t } = useTranslation();
  const [refused, setRefused] = useState<{ errors: PathErrors; values: EditorRecord } | undefined>(undefined);
  const save = useMutation({
    mutationFn: ({ body, id }: { body: EditorRecord; id: unknown }) =>
      http.post<EditorRecord>(id === undefined || id === null ? meta.api : `${meta.api}${encodeURIComponent(String(id))}`, body, { callerHandles: 'explained' }).then((r) => r.data),
  });
  const remove = useMutation({
    mutationFn: (id: unknown) => http.delete(`${meta.api}${encodeURIComponent(String(id))}`, { callerHandles: 'explained' }),
  });

  const dispatch = useCallback((event: EditorEvent) => {
    // Leaving a form drops the previous call's error with it.
    if (event.type !== 'change') {
      save.reset();
      remove.reset();
      setRefused(undefined);
    }
    dispatchRaw(event);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset functions are stable
  }, []);

  const refreshList = () => queryClient.invalidateQueries({ queryKey: keys.lists });

  const add = useCallback(async () => {
    const createSchema = await queryClient.fetchQuery({
      queryKey: keys.schema('new'),
      queryFn: ({ signal }) => http.get<JsonSchema>(`${meta.api}schema/post/request`, { signal }).then((r) => r.data),
      staleTime: 5 * 60_000,
    });
    dispatch({ type: 'add', initial: { ...initialCreateData(createSchema), ...options.parentValues } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keys derive from meta
  }, [http, meta, options.parentValues, queryClient, dispatch]);

  // The shared rules over stored records the schema names, run before a row is sent: their
  // problems show under their fields while those hold the refused values.
  const submit = useCallback(
    async (data: EditorRecord) => {
      if (!schema.data) return;
      dispatchRaw({ type: 'change', value: data });
      const id = state.mode === 'edit' ? state.formOrig?.[meta.id] : undefined;
      const body = requestBody(schema.data, { ...data, ...(state.mode === 'new' ? options.parentValues : {}) });
      const errors = await storedRuleErrors(http, meta.api, schema.data, body, id === null ? undefined : (id as string | number | undefined), t);
      if (Object.keys(errors).length > 0) {
        setRefused({ errors, values: data });
        return;
      }
      setRefused(undefined);
      save.mutate(
        { body, id },
        {
          onSuccess: async (record) => {
            await refreshList();
            void queryClient.invalidateQueries({ queryKey: keys.schema(String(record[meta.id])) });
            const fresh = queryClient.getQueryData<{ rows: EditorRecord[] }>(keys.list(formatRql(query)))?.rows ?? [];
            const index = fresh.findIndex((r) => r[meta.id] === record[meta.id]);
            dispatchRaw({ type: 'saved', record: index >= 0 ? (fresh[index] as EditorRecord) : record, index });
          },
        },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keys derive from meta
    [schema.data, state, meta.id, meta.api, options.parentValues, save, query, queryClient, http, t],
  );
  const ruleErrors = useMemo(() => {
    if (!refused || !state.formValue) return undefined;
    const held = Object.keys(refused.errors).every((field) => JSON.stringify(state.formValue?.[field]) === JSON.stringify(refused.values[field]));
    return held ? errorSchemaOf(refused.errors, '') : undefined;
  }, [refused, state.formValue]);

  /** Deletes a row (already confirmed by the user). */
  const deleteRow = useCallback(
    (row: EditorRecord) => {
      remove.mutate(row[meta.id], {
        onSuccess: async () => {
          await refreshList();
          dispatchRaw({ type: 'deleted' });
        },
      });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keys derive from meta
    [remove, meta.id],
  );

  // Only what the schema knows goes into an editable form: read-only extras would fail additionalProperties.
  const formData = useMemo(
    () => (state.mode === 'edit' && schema.data && state.formValue ? requestBody(schema.data, state.formValue) : state.formValue),
    [state.mode, state.formValue, schema.data],
  );

  return {
    meta,
    state,
    formData,
    config,
    actions: editorActions(state, config),
    dispatch,
    add,
    submit,
    deleteRow,
    rows,
    isFetching: list.isFetching,
    listError: list.error,
    model,
    schemaError: schema.error,
    saveError: save.error,
    /** Problems of the shared rules over stored records found before sending, by field (for the form's extraErrors). */
    ruleErrors,
    deleteError: remove.error,
    saving: save.isPending,
  };
}

const NO_ROWS: EditorRecord[] = [];

/** What the editor component renders. */
export type EditorController = ReturnType<typeof useEditorController>;
