import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityMetadata } from '../../engine/core/metadata';
import { hasToken } from '../../engine/core/tokens/tokens';
import { useEnvironment } from '../environment/EnvironmentContext';
import { WITH_VECTOR_HISTORY } from './pages/VectorHistoryDialog';
import { useDialogPages } from './useDialogPages';

/** Entities with a name field (`nazov`) the rename dialog may change. */
const WITH_NAME: ReadonlySet<string> = new Set(['technologia']);
/** Market participants: the register of legal entities (rpo) and the pending changes (ut-changes). */
const WITH_PARTICIPANT_DIALOGS: ReadonlySet<string> = new Set(['ucastnik-trhu']);

/**
 * Buttons of a viewed record that open its dialog pages: history (modeless, `detail.history`; the
 * server records the changes, server/api/history) and rename (modal, write token).
 */
export function RecordDialogButtons({ entity, id }: { entity: EntityMetadata; id: string }) {
  const { t } = useTranslation();
  const dialogs = useDialogPages();
  const { tokens } = useEnvironment();
  // label: what the window titles name (the entity and the record id).
  const args = { entity: entity.entity, id, label: `${t(entity.title)} ${id}` };
  return (
    <>
      {entity.detail.history === true && (
        <Button variant="default" onClick={() => dialogs.open('history', args)}>
          {t('dialogs.history.open')}
        </Button>
      )}
      {WITH_VECTOR_HISTORY.has(entity.entity) && (
        <Button variant="default" onClick={() => dialogs.open('vector-history', args)}>
          {t('dialogs.vectorHistory.open')}
        </Button>
      )}
      {WITH_PARTICIPANT_DIALOGS.has(entity.entity) && (
        <>
          <Button variant="default" onClick={() => dialogs.open('rpo', { ...args, write: hasToken(tokens, entity.tokens.write) ? '1' : '0' })}>
            {t('dialogs.rpo.open')}
          </Button>
          <Button variant="default" onClick={() => dialogs.open('ut-changes', args)}>
            {t('dialogs.utChanges.open')}
          </Button>
        </>
      )}
      {WITH_NAME.has(entity.entity) && hasToken(tokens, entity.tokens.write) && (
        <Button variant="default" onClick={() => dialogs.open('name', args)}>
          {t('dialogs.name.open')}
        </Button>
      )}
    </>
  );
}

/** The detail page's extra buttons for an entity, when it has dialog pages. */
export function recordDialogActions(entity: EntityMetadata): ((id: string) => ReactNode) | undefined {
  if (entity.detail.history !== true && !WITH_NAME.has(entity.entity) && !WITH_VECTOR_HISTORY.has(entity.entity) && !WITH_PARTICIPANT_DIALOGS.has(entity.entity)) return undefined;
  return function RecordActions(id: string) {
    return <RecordDialogButtons entity={entity} id={id} />;
  };
}
