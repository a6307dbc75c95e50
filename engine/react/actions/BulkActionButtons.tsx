import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EntityMetadata } from '../../core/metadata';
import { actionTextKeys, actionVisible } from '../../core/metadata';
import { useEngine } from '../EngineProvider';
import { useRunAction } from './useRunAction';

export interface BulkActionButtonsProps {
  meta: EntityMetadata;
  /** Ids of the selected rows. */
  selected: ReadonlySet<string>;
  /** The rows of the page: the ids are sent as the rows hold them (numbers stay numbers). */
  rows: readonly Record<string, unknown>[];
}

/** The selected ids as the rows hold them; an id of a row no longer shown stays text. */
function selectedIdValues(idField: string, selected: ReadonlySet<string>, rows: readonly Record<string, unknown>[]): (string | number)[] {
  const byText = new Map<string, string | number>();
  for (const row of rows) {
    const value = row[idField];
    if (typeof value === 'string' || typeof value === 'number') byText.set(String(value), value);
  }
  return [...selected].map((id) => byText.get(id) ?? id);
}

/**
 * Buttons of the search's bulk actions (`search.actions`), enabled while rows are selected; an
 * action of the whole list (`withoutSelection`) is always enabled and sends no ids.
 */
export function BulkActionButtons({ meta, selected, rows }: BulkActionButtonsProps) {
  const { t } = useTranslation();
  const { tokens, variant } = useEngine();
  const run = useRunAction(meta);
  const shown = (meta.search.actions ?? []).filter((action) => actionVisible(meta, action, { tokens, variant }));
  if (shown.length === 0) return null;
  return (
    <Group gap="xs" data-testid="bulk-actions">
      {shown.map((action) => (
        <Button
          key={action.code}
          variant="light"
          data-action={action.code}
          disabled={!action.withoutSelection && selected.size === 0}
          loading={run.pendingCode === action.code}
          onClick={() => void run.start(action.withoutSelection ? { action } : { action, ids: selectedIdValues(meta.id, selected, rows) })}
        >
          {t(actionTextKeys(meta, action).label)}
        </Button>
      ))}
      {run.dialogs}
    </Group>
  );
}
