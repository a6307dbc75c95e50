import { useReducer, useState } from 'react';
import { Alert, Badge, Button, Fieldset, Group, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditorConfig, EditorEvent, EditorState } from '../../engine/core/editor';
import { editorActions, editorReducer, initialEditorState } from '../../engine/core/editor';
import type { EngineWidgetProps } from '../../engine/react';
import { useConfirm } from '../../engine/react/dialogs/useConfirm';
import { useEngine } from '../../engine/react/EngineProvider';
import type { TokenRequirement } from '../../engine/core/tokens';
import { hasToken } from '../../engine/core/tokens';
import { formatFileSize } from '../../engine/core/validation';
import { FileUploadWidget } from '../file-upload/FileUploadWidget';
import type { DocumentRow, EditorVariant } from './documentRules';
import { availableTypes, changeDocumentType, extensionsOf, FILE_FIELDS, mayChangeRow, NOTE_MAX_LENGTH, putRow, rowProblems, showsCoreColumns, withUploadedFile } from './documentRules';
import { useDocumentTypes } from './useDocumentTypes';
import { DocumentDownload } from './DocumentDownload';

/** The portal confirmation flow (forms-data.md 4): saving this type offers to add the next one. */
export const PRODUCTION_CONFIRMATION = 'ucastnik.potvrdenieOVyrobe';
export const FULFILMENT_CONFIRMATION = 'ucastnik.potvrdenieOSplneni';

function rowsOf(value: unknown): DocumentRow[] {
  return Array.isArray(value) ? (value.filter((r) => typeof r === 'object' && r !== null) as DocumentRow[]) : [];
}

/**
 * The document editor: a grid of a record's documents and a form for one (closed, detail, edit,
 * new, as the form editor). The type comes first; a change of type clears the file; the upload
 * takes only that type's extensions; each type once. Portal users cannot edit or delete stored or
 * generated rows; core users also see the generated and note columns. Options: `variant`
 * (portal|core, default portal), `coreToken` (the core variant for users holding it),
 * `rootDocumentType`, `maxSize`. A file name downloads the document (DocumentDownload).
 */
export function DocumentEditorWidget(props: EngineWidgetProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { id, label, value, onChange, disabled, readonly, required, options, rawErrors } = props;
  const { tokens } = useEngine();
  // Core staff are told apart by a token the metadata names (`coreToken`), or the variant is fixed.
  const coreToken = options.coreToken as TokenRequirement | undefined;
  const variant: EditorVariant = options.variant === 'core' || (coreToken !== undefined && hasToken(tokens, coreToken)) ? 'core' : 'portal';
  const core = showsCoreColumns(variant);
  const rows = rowsOf(value);
  const { types, failed } = useDocumentTypes(typeof options.rootDocumentType === 'string' ? options.rootDocumentType : undefined);
  const locked = Boolean(disabled || readonly);
  const config: EditorConfig = {
    allowNewRecord: !locked,
    allowEdit: !locked,
    allowDelete: !locked,
    closeOnSubmit: true,
    canEditRow: (row) => mayChangeRow(row, variant),
    canDeleteRow: (row) => mayChangeRow(row, variant),
  };
  const [state, dispatch] = useReducer((s: EditorState, e: EditorEvent) => editorReducer(s, e, config), initialEditorState);
  const [submitted, setSubmitted] = useState(false);
  const { confirm, dialog } = useConfirm();
  const actions = editorActions(state, config);
  const editing = state.mode === 'new' || state.mode === 'edit';
  const row = (state.formValue ?? {}) as DocumentRow;
  const index = state.mode === 'new' ? -1 : state.selectedRowIndex;
  const problems = rowProblems(row, rows, index);
  const shownProblem = (field: keyof typeof problems) => (submitted && problems[field] ? t(problems[field] as string) : undefined);
  const typeName = (code: string | null | undefined) => types.find((type) => type.kod === code)?.nazov ?? code ?? '';
  // The form's check of the whole body names a row's type (e.g. a second document of one type, the
  // schema's oneDocumentPerType): shown in that row, under its type.
  const partErrors = (options.partErrors ?? {}) as Readonly<Record<string, readonly string[]>>;
  const typeError = (index: number) => {
    const key = `${index}.documentType`;
    return Object.hasOwn(partErrors, key) ? partErrors[key]?.[0] : undefined;
  };
  const offered = availableTypes(types, rows, index);
  const change = (next: DocumentRow) => dispatch({ type: 'change', value: next as Record<string, unknown> });

  const start = (event: EditorEvent) => {
    setSubmitted(false);
    dispatch(event);
  };

  async function save() {
    if (Object.keys(problems).length > 0) {
      setSubmitted(true);
      return;
    }
    const saved: DocumentRow = { ...row };
    const next = putRow(rows, index, saved);
    onChange(next);
    dispatch({ type: 'saved', record: saved as Record<string, unknown>, index: index < 0 ? next.length - 1 : index });
    setSubmitted(false);
    if (variant === 'portal' && saved.documentType === PRODUCTION_CONFIRMATION && !next.some((r) => r.documentType === FULFILMENT_CONFIRMATION)) {
      await confirm({ title: t('widgets.documents.infoTitle'), message: t('widgets.documents.msgInfoPotvrdenieOVyrobe'), okOnly: true });
      const yes = await confirm({ title: t('widgets.documents.confirmTitle'), message: t('widgets.documents.msgConfirmPotvrdenieOVyrobe') });
      if (yes) start({ type: 'add', initial: { documentType: FULFILMENT_CONFIRMATION } });
    }
  }

  async function remove() {
    const yes = await confirm({ title: t('widgets.documents.deleteTitle'), message: t('widgets.documents.deleteMessage', { name: row.fileName ?? typeName(row.documentType) }), danger: true });
    if (!yes) return;
    onChange(rows.filter((_, i) => i !== state.selectedRowIndex));
    dispatch({ type: 'deleted' });
  }

  const file = row.dmsId && row.fileName ? { dmsId: row.dmsId, fileName: row.fileName, fileSize: row.fileSize ?? 0, contentType: row.contentType ?? '' } : undefined;
  return (
    <Fieldset legend={<span id={`${id}-legend`}>{label}{required ? ' *' : ''}</span>} variant="unstyled" data-testid={`${id}-documents`}>
      <Stack gap="xs">
        {failed ? <Alert color="red">{t('widgets.documents.typesFailed')}</Alert> : null}
        <Table highlightOnHover withTableBorder aria-labelledby={`${id}-legend`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('widgets.documents.type')}</Table.Th>
              <Table.Th>{t('widgets.documents.fileName')}</Table.Th>
              <Table.Th>{t('widgets.documents.fileSize')}</Table.Th>
              {core ? <Table.Th>{t('widgets.documents.generated')}</Table.Th> : null}
              {core ? <Table.Th>{t('widgets.documents.note')}</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={core ? 5 : 3}>
                  <Text c="dimmed" size="sm">{t('widgets.documents.none')}</Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {rows.map((r, i) => (
              <Table.Tr
                key={`${r.documentType ?? ''}-${i}`}
                aria-selected={state.selectedRowIndex === i}
                bg={state.selectedRowIndex === i ? 'var(--mantine-color-blue-light)' : undefined}
                style={{ cursor: actions.canSelect ? 'pointer' : undefined }}
                tabIndex={actions.canSelect ? 0 : -1}
                onClick={() => actions.canSelect && start({ type: 'select', row: r as Record<string, unknown>, index: i })}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && actions.canSelect) start({ type: 'select', row: r as Record<string, unknown>, index: i });
                }}
                onDoubleClick={() => start({ type: 'doubleClick', row: r as Record<string, unknown>, index: i })}
                data-testid={`${id}-row-${i}`}
              >
                <Table.Td>
                  {typeName(r.documentType)}
                  {typeError(i) ? (
                    <Text c="red" size="sm" role="status" data-testid={`${id}-row-${i}-type-error`}>
                      {typeError(i)}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <DocumentDownload row={r} id={`${id}-download-${i}`} />
                </Table.Td>
                <Table.Td>{typeof r.fileSize === 'number' ? formatFileSize(r.fileSize, language) : ''}</Table.Td>
                {core ? <Table.Td>{r.generated ? <Badge size="sm">{t('widgets.documents.generatedYes')}</Badge> : null}</Table.Td> : null}
                {core ? <Table.Td>{r.poznamka ?? ''}</Table.Td> : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {rawErrors && rawErrors.length > 0 ? <Text c="red" size="sm">{rawErrors[0]}</Text> : null}
        {locked ? null : (
          <Group gap="xs">
            <Button size="xs" variant="light" disabled={!actions.canAdd} onClick={() => start({ type: 'add', initial: {} })}>
              {t('widgets.documents.add')}
            </Button>
            <Button size="xs" variant="light" disabled={!actions.canEdit} onClick={() => start({ type: 'edit' })}>
              {t('widgets.documents.edit')}
            </Button>
            <Button size="xs" variant="light" color="red" disabled={!actions.canDelete} onClick={() => void remove()}>
              {t('widgets.documents.delete')}
            </Button>
          </Group>
        )}
        {state.mode === 'closed' ? null : (
          <Fieldset legend={t(state.mode === 'new' ? 'widgets.documents.newTitle' : 'widgets.documents.detailTitle')} data-testid={`${id}-form`}>
            <Stack gap="xs">
              <Select
                id={`${id}-type`}
                label={t('widgets.documents.type')}
                required
                readOnly={!editing}
                searchable
                data={(editing ? offered : types).map((type) => ({ value: type.kod, label: type.nazov }))}
                value={row.documentType ?? null}
                error={shownProblem('documentType')}
                nothingFoundMessage={t('widgets.documents.noTypeLeft')}
                onChange={(code) => change(changeDocumentType(row, code))}
              />
              <FileUploadWidget
                id={`${id}-file`}
                name="file"
                label={t('widgets.documents.file')}
                required
                readonly={!editing}
                value={file}
                schema={{ type: 'object', fileRules: { extensions: extensionsOf(types, row.documentType), ...(typeof options.maxSize === 'number' ? { maxSize: options.maxSize } : {}) } }}
                options={{ documentType: row.documentType ?? undefined }}
                rawErrors={shownProblem('fileName') ? [shownProblem('fileName') as string] : undefined}
                onChange={(uploaded) => {
                  if (uploaded) change(withUploadedFile(row, uploaded as Parameters<typeof withUploadedFile>[1]));
                  else {
                    const cleared: DocumentRow = { ...row };
                    for (const field of FILE_FIELDS) delete cleared[field];
                    change(cleared);
                  }
                }}
              />
              {core ? (
                <Textarea
                  id={`${id}-note`}
                  label={t('widgets.documents.note')}
                  readOnly={!editing}
                  maxLength={NOTE_MAX_LENGTH}
                  autosize
                  minRows={2}
                  value={row.poznamka ?? ''}
                  error={shownProblem('poznamka')}
                  onChange={(event) => change({ ...row, poznamka: event.currentTarget.value === '' ? null : event.currentTarget.value })}
                />
              ) : null}
              <Group gap="xs" justify="flex-end">
                {editing ? (
                  <>
                    <Button size="xs" variant="default" onClick={() => start({ type: 'cancel' })}>
                      {t('widgets.documents.cancel')}
                    </Button>
                    <Button size="xs" onClick={() => void save()}>
                      {t('widgets.documents.save')}
                    </Button>
                  </>
                ) : (
                  <Button size="xs" variant="default" onClick={() => start({ type: 'close' })}>
                    {t('widgets.documents.close')}
                  </Button>
                )}
              </Group>
            </Stack>
          </Fieldset>
        )}
      </Stack>
      {dialog}
    </Fieldset>
  );
}
