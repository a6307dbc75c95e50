import { useCallback, useMemo } from 'react';
import { ActionIcon, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditorRecord } from '../../core/editor';
import { gridSettingsStorageKey } from '../../core/grid';
import { EngineForm } from '../detail/EngineForm';
import { useConfirm } from '../dialogs/useConfirm';
import { ErrorAlert } from '../errors/ErrorAlert';
import { ReasonLabelsScope } from '../errors/reasonLabels';
import { GridTable } from '../grid/GridTable';
import { EDIT_BUTTON_COLUMN_WIDTH } from '../grid/gridConstants';
import type { GridColumn, GridRow } from '../grid/types';
import { useGridSettings } from '../grid/useGridSettings';
import { useMetadataColumns } from '../grid/useMetadataColumns';
import type { EditorController } from './useEditorController';

export interface EditorGridProps {
  controller: EditorController;
  /** Storage key part of the grid's settings (route is added). */
  gridId: string;
  /** Route path, for the settings key. */
  pathname: string;
}

/**
 * The form editor with grid (forms-data.md 4): a grid of records, add/edit/delete actions
 * (in a toolbar or as 35 px button columns), and below it the record's form in detail, edit
 * or new mode. Add, edit and delete are disabled while a form is being edited.
 */
export function EditorGrid({ controller, gridId, pathname }: EditorGridProps) {
  const { t } = useTranslation();
  const { meta, state, actions, config, dispatch, rows } = controller;
  const { columns } = useMetadataColumns(meta);
  const columnIds = useMemo(() => columns.map((c) => c.id), [columns]);
  const grid = useGridSettings(gridSettingsStorageKey(pathname, gridId), columnIds);
  const { confirm, dialog } = useConfirm();
  const getRowId = useCallback((row: GridRow, index: number) => String(row[meta.id] ?? index), [meta.id]);
  const indexOf = (row: EditorRecord) => rows.findIndex((r) => r[meta.id] === row[meta.id]);

  const askDelete = async (row: EditorRecord) => {
    const yes = await confirm({ message: t('editor.confirmRecordDelete'), danger: true });
    if (yes) controller.deleteRow(row);
  };

  const leadingColumns: GridColumn[] = config.editButtonsAsColumns
    ? [
        {
          id: '__edit',
          header: '',
          width: EDIT_BUTTON_COLUMN_WIDTH,
          hideable: false,
          render: (row) => (
            <ActionIcon
              size="sm"
              variant="subtle"
              aria-label={t('editor.editRow')}
              disabled={!actions.canEditRowButton(row)}
              onClick={(event) => {
                event.stopPropagation();
                dispatch({ type: 'editRow', row, index: indexOf(row) });
              }}
            >
              ✎
            </ActionIcon>
          ),
        },
        {
          id: '__delete',
          header: '',
          width: EDIT_BUTTON_COLUMN_WIDTH,
          hideable: false,
          render: (row) => (
            <ActionIcon
              size="sm"
              variant="subtle"
              color="red"
              aria-label={t('editor.deleteRow')}
              disabled={!actions.canDeleteRowButton(row)}
              onClick={(event) => {
                event.stopPropagation();
                void askDelete(row);
              }}
            >
              ✕
            </ActionIcon>
          ),
        },
      ]
    : [];

  const selected = state.mode === 'detail' || state.mode === 'edit' ? state.formOrig : undefined;
  const editing = state.mode === 'edit' || state.mode === 'new';
  return (
    <Stack gap="sm" data-editor-mode={state.mode}>
      <Group gap="xs">
        <Button size="xs" onClick={() => void controller.add()} disabled={!actions.canAdd}>
          {t('editor.add')}
        </Button>
        {!config.editButtonsAsColumns && (
          <>
            <Button size="xs" variant="default" onClick={() => dispatch({ type: 'edit' })} disabled={!actions.canEdit}>
              {t('editor.edit')}
            </Button>
            <Button size="xs" variant="default" color="red" onClick={() => selected && void askDelete(selected)} disabled={!actions.canDelete}>
              {t('editor.delete')}
            </Button>
          </>
        )}
      </Group>
      {controller.listError && <ErrorAlert error={controller.listError} titleKey="engine.error.load" />}
      {controller.deleteError && <ErrorAlert error={controller.deleteError} titleKey="editor.deleteFailed" />}
      <GridTable
        label={t(meta.title)}
        columns={columns}
        rows={rows}
        getRowId={getRowId}
        settings={grid.settings}
        onSettingsChange={grid.setSettings}
        leadingColumns={leadingColumns}
        activeRowId={selected ? String(selected[meta.id]) : undefined}
        onRowClick={(row) => actions.canSelect && dispatch({ type: 'select', row, index: indexOf(row) })}
        onRowDoubleClick={(row) => dispatch({ type: 'doubleClick', row, index: indexOf(row) })}
        loading={controller.isFetching}
      />
      {state.mode !== 'closed' && (
        <ReasonLabelsScope>
          <Paper withBorder p="md" role="region" aria-label={t(`editor.mode.${state.mode}`)}>
            <Group justify="space-between" mb="sm">
              <Title order={4}>{t(`editor.mode.${state.mode}`)}</Title>
              {state.mode === 'detail' && (
                <Button size="xs" variant="subtle" onClick={() => dispatch({ type: 'close' })}>
                  {t('editor.close')}
                </Button>
              )}
            </Group>
            {controller.schemaError && <ErrorAlert error={controller.schemaError} titleKey="engine.error.schema" />}
            {controller.saveError && <ErrorAlert error={controller.saveError} titleKey="engine.error.save" />}
            {!controller.model ? (
              <Group gap="xs">
                <Loader size="sm" />
                <Text size="sm">{t('engine.detail.loading')}</Text>
              </Group>
            ) : (
              <EngineForm
                // A new form per record and mode, so RJSF starts from the right values (cancel restores the originals).
                key={`${state.mode}:${String(state.formOrig?.[meta.id] ?? 'new')}`}
                model={controller.model}
                formData={controller.formData}
                onChange={(value) => editing && dispatch({ type: 'change', value })}
                onSubmit={(data) => void controller.submit(data)}
                extraErrors={controller.ruleErrors}
              >
                {editing ? (
                  <Group mt="md" gap="sm">
                    <Button type="submit" loading={controller.saving}>
                      {t('engine.action.save')}
                    </Button>
                    <Button variant="default" onClick={() => dispatch({ type: 'cancel' })} disabled={controller.saving}>
                      {t('engine.action.cancel')}
                    </Button>
                  </Group>
                ) : (
                  <></>
                )}
              </EngineForm>
            )}
          </Paper>
        </ReasonLabelsScope>
      )}
      {dialog}
    </Stack>
  );
}
