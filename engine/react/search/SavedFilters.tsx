import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatSortSpec, parseSortSpec } from '../../core/metadata';
import { LazyModal } from '../dialogs/LazyModal';
import { useConfirm } from '../dialogs/useConfirm';
import { ErrorAlert } from '../errors/ErrorAlert';
import { LazyMenuButton } from '../lazy/LazyMenuButton';
import { LazySelect } from '../lazy/LazySelect';
import { useSearchContext } from './SearchContext';
import { useSavedFilters } from './savedFilters';
import { SEARCH_QUEUE, searchPageCache } from './searchPageCache';
import type { SavedFilter } from './savedFilters';
import type { NameDialog } from './SavedFilterNameForm';

// The name form shows only in the dialog: its code loads with the dialog's (both start on the first open).
const loadNameForm = () => import('./SavedFilterNameForm');
const NameForm = lazy(loadNameForm);

/**
 * The user's saved filters of this grid: apply one, save the current filter and sort under a
 * name, rename, overwrite, set or clear the default, delete. The default is applied when the
 * search opens without filters of its own in the URL.
 */
export function SavedFilters() {
  const { t } = useTranslation();
  const { gridKey, state, applySearch, meta } = useSearchContext();
  const { list, create, update, remove } = useSavedFilters(gridKey);
  const { confirm, dialog: confirmDialog } = useConfirm();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [nameDialog, setNameDialog] = useState<NameDialog | null>(null);
  // The dialog's code loads when it first opens (LazyModal) and stays mounted from then on.
  const [modalWanted, setModalWanted] = useState(false);
  if (nameDialog !== null && !modalWanted) {
    setModalWanted(true);
    void loadNameForm();
  }
  const filters = list.data ?? [];
  const selected = filters.find((f) => f.idSavedFilter === selectedId);
  const error = create.error ?? update.error ?? remove.error;

  const settingsNow = () => ({ filter: state.filters, sort: formatSortSpec(state.sort) });
  const apply = (filter: SavedFilter) => {
    setSelectedId(filter.idSavedFilter);
    applySearch(filter.settings.filter, parseSortSpec(filter.settings.sort));
  };

  // The default filter, once, when the search opened without a filter of its own.
  // A page coming back from the cache keeps its own filter.
  const entryPlain = useRef(meta.search.filters.every((d) => state.filters[d.key] === undefined) && !searchPageCache.has(SEARCH_QUEUE, gridKey));
  const appliedDefault = useRef(false);
  useEffect(() => {
    if (appliedDefault.current || !list.data) return;
    appliedDefault.current = true;
    const fallback = list.data.find((f) => f.predvoleny);
    if (fallback && entryPlain.current) apply(fallback);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once when the list arrives
  }, [list.data]);

  const onName = (nazov: string, predvoleny: boolean) => {
    if (!nameDialog) return;
    if (nameDialog.mode === 'create') {
      create.mutate({ nazov, predvoleny, settings: settingsNow() }, { onSuccess: (f) => (setSelectedId(f.idSavedFilter), setNameDialog(null)) });
    } else {
      update.mutate({ id: nameDialog.filter.idSavedFilter, patch: { nazov } }, { onSuccess: () => setNameDialog(null) });
    }
  };
  const onDelete = async () => {
    if (!selected) return;
    const yes = await confirm({ message: t('grid.savedFilter.confirmDelete', { name: selected.nazov }), danger: true });
    if (yes) remove.mutate(selected.idSavedFilter, { onSuccess: () => setSelectedId(null) });
  };

  return (
    <>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <LazySelect
          label={t('grid.savedFilter.label')}
          placeholder={list.isError ? t('grid.savedFilter.loadFailed') : t('grid.savedFilter.placeholder')}
          data={filters.map((f) => ({ value: String(f.idSavedFilter), label: f.predvoleny ? `${f.nazov} ★` : f.nazov }))}
          value={selectedId === null ? null : String(selectedId)}
          // Choosing applies, even the filter already chosen (after the search was changed by hand).
          onOptionSubmit={(v) => {
            const filter = filters.find((f) => String(f.idSavedFilter) === v);
            if (filter) apply(filter);
          }}
          onChange={(v) => v === null && setSelectedId(null)}
          allowDeselect={false}
          nothingFoundMessage={t('grid.savedFilter.none')}
          comboboxProps={{ withinPortal: true }}
          w={240}
          clearable
        />
        <Button variant="default" onClick={() => setNameDialog({ mode: 'create' })}>
          {t('grid.savedFilter.save')}
        </Button>
        <LazyMenuButton
          label={t('grid.savedFilter.actions')}
          disabled={!selected}
          items={[
            { label: t('grid.savedFilter.rename'), onClick: () => selected && setNameDialog({ mode: 'rename', filter: selected }) },
            { label: t('grid.savedFilter.overwrite'), onClick: () => selected && update.mutate({ id: selected.idSavedFilter, patch: { settings: settingsNow() } }) },
            {
              label: selected?.predvoleny ? t('grid.savedFilter.clearDefault') : t('grid.savedFilter.setDefault'),
              onClick: () => selected && update.mutate({ id: selected.idSavedFilter, patch: { predvoleny: !selected.predvoleny } }),
            },
            { label: t('grid.savedFilter.delete'), color: 'red', onClick: () => void onDelete() },
          ]}
        />
      </Group>
      {error && !nameDialog && <ErrorAlert error={error} titleKey="grid.savedFilter.failed" />}
      {modalWanted && (
        <Suspense fallback={null}>
          <LazyModal
            opened={nameDialog !== null}
            onClose={() => {
              create.reset();
              update.reset();
              setNameDialog(null);
            }}
            title={nameDialog?.mode === 'rename' ? t('grid.savedFilter.rename') : t('grid.savedFilter.save')}
            centered
          >
            {nameDialog && (create.error ?? update.error) && <ErrorAlert error={create.error ?? update.error} titleKey="grid.savedFilter.failed" />}
            {nameDialog && <NameForm dialog={nameDialog} busy={create.isPending || update.isPending} onSubmit={onName} onCancel={() => setNameDialog(null)} />}
          </LazyModal>
        </Suspense>
      )}
      {confirmDialog}
    </>
  );
}
