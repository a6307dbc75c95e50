import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActionDef, EntityMetadata } from '../../core/metadata';
import { actionTextKeys, actionVisible } from '../../core/metadata';
import { useEngine } from '../EngineProvider';
import { useRunAction } from './useRunAction';

export interface RecordActionButtonsProps {
  meta: EntityMetadata;
  /** The viewed record's id and values. */
  id: string;
  record: Readonly<Record<string, unknown>>;
}

const NO_ACTIONS: readonly ActionDef[] = [];

/** The header buttons of a viewed record's actions (`detail.actions`) the user may run on it now. */
export function RecordActionButtons({ meta, id, record }: RecordActionButtonsProps) {
  const { t } = useTranslation();
  const { tokens, variant } = useEngine();
  const related = meta.detail.related?.map((r) => r.entity) ?? [];
  const run = useRunAction(meta, related);
  const shown = (meta.detail.actions ?? NO_ACTIONS).filter((action) => actionVisible(meta, action, { tokens, variant }, record));
  return (
    <>
      {shown.map((action) => (
        <Button
          key={action.code}
          variant="light"
          data-action={action.code}
          loading={run.pendingCode === action.code}
          onClick={() => void run.start({ action, id, record })}
        >
          {t(actionTextKeys(meta, action).label)}
        </Button>
      ))}
      {run.dialogs}
    </>
  );
}
