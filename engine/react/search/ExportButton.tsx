import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { visibleColumnIds } from '../../core/grid';
import type { ExportColumn } from '../../core/grid/exportSheet';
import { useEngine } from '../EngineProvider';
import { fieldValue } from '../grid/useMetadataColumns';
import { useSearchContext } from './SearchContext';

/** Exports the search's whole result (its filter and sort, the visible columns in their order) to XLSX. */
export function ExportButton() {
  const { t, i18n } = useTranslation();
  const { http } = useEngine();
  const { meta, query, grid, total } = useSearchContext();
  const [busy, setBusy] = useState(false);
  const onExport = () => {
    const headers = new Map(grid.columns.map((c) => [c.id, c.header]));
    const columns: ExportColumn[] = visibleColumnIds(grid.settings).flatMap((id) => {
      const def = grid.defs.find((d) => d.key === id);
      if (!def) return [];
      return [{ header: headers.get(id) ?? id, format: def.format, value: (row) => fieldValue(row, id), text: (row) => grid.cellText(row, def) }];
    });
    setBusy(true);
    // The export's code (paging, the sheet, its toast; the XLSX writer after it) loads with the
    // first export. Its toast reports a failed export; a chunk that fails to load is left to the
    // global handler of unhandled rejections.
    void import('../grid/exportXlsx')
      .then(({ exportToXlsx }) =>
        exportToXlsx({
          http,
          api: meta.api,
          filter: query.filter,
          sort: query.sort,
          columns,
          fileBase: t(meta.title),
          language: i18n.resolvedLanguage ?? i18n.language,
          t,
        }).catch(() => undefined),
      )
      .finally(() => setBusy(false));
  };
  return (
    <Button variant="default" size="xs" onClick={onExport} loading={busy} disabled={total === 0}>
      {t('grid.export.button')}
    </Button>
  );
}
