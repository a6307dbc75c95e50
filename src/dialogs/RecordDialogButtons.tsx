import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityMetadata } from '../../engine/core/metadata';
import { hasToken } from '../../engine/core/tokens/tokens';
import { useEnvironment } from '../environment/EnvironmentContext';
import { useDialogPages } from './useDialogPages';

/** Entities whose changes the server records (server/api/history): their detail offers the history window. */
const WITH_HISTORY: ReadonlySet<string> = new Set(['technologia', 'app-config']);

/** Entities with a name field (`nazov`) the rename dialog may change. */
const WITH_NAME: ReadonlySet<string> = new Set(['technologia']);

/** Buttons of a viewed record that open its dialog pages: history (modeless) and rename (modal, write token). */
export function RecordDialogButtons({ entity, id }: { entity: EntityMetadata; id: string }) {
  const { t } = useTranslation();
  const dialogs = useDialogPages();
  const { tokens } = useEnvironment();
  // label: what the window titles name (the entity and the record id).
  const args = { entity: entity.entity, id, label: `${t(entity.title)} ${id}` };
  return (
    <>
      {WITH_HISTORY.has(entity.entity) && (
        <Button variant="default" onClick={() => dialogs.open('history', args)}>
          {t('dialogs.history.open')}
        </Button>
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
  if (!WITH_HISTORY.has(entity.entity) && !WITH_NAME.has(entity.entity)) return undefined;
  return function RecordActions(id: string) {
    return <RecordDialogButtons entity={entity} id={id} />;
  };
}
