import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { recordEditable, type EntityMetadata } from '../../engine/core/metadata';
import { hasToken } from '../../engine/core/tokens/tokens';
import { useAppServices } from '../app/AppServices';
import { useEnvironment } from '../environment/EnvironmentContext';
import { DETAIL_EDITOR_ROUTES } from '../../metadata/routeShapes';
import { WITH_VECTOR_HISTORY } from './vectorHistoryEntities';
import { entityOf } from './entityOf';
import { useDialogPages } from './useDialogPages';
import { fillOpenForm, openFormValues } from '../../engine/react/detail/formFill';

/** Entities with a name field (`nazov`) the rename dialog may change. */
const WITH_NAME: ReadonlySet<string> = new Set(['technologia']);
/** Market participants: the register of legal entities (rpo) and the pending changes (ut-changes). */
const WITH_PARTICIPANT_DIALOGS: ReadonlySet<string> = new Set(['ucastnik-trhu']);

/** Production devices: their technical data can be copied for an active customer (copy-vyr-to-ao). */
const WITH_COPY_TO_AO: ReadonlySet<string> = new Set(['vyrobne-zariadenie']);

/** The create-detail route of a child editor under this entity, if it has one. */
function createDetailOf(entity: string) {
  return DETAIL_EDITOR_ROUTES.find((r) => r.master === entity && r.mode === 'new');
}

/**
 * Core dialog pages opened from a record, with the record id's argument name: a contract's new
 * addendum, a message to a participant's mailbox. The write token of the entity is required.
 */
const CORE_RECORD_DIALOGS: Readonly<Record<string, { page: 'addendum' | 'mail'; arg: string; labelKey: string }>> = {
  zmluva: { page: 'addendum', arg: 'idZmluva', labelKey: 'dialogs.addendum.open' },
  'ucastnik-trhu': { page: 'mail', arg: 'idUcastnikTrhu', labelKey: 'dialogs.mail.open' },
};

type ViewedRecord = Readonly<Record<string, unknown>>;

/**
 * Buttons of a viewed record that open its dialog pages: history (modeless, `detail.history`; the
 * server records the changes, server/api/history) and rename (modal, write token).
 */
function RecordDialogButtons({ entity, id, record }: { entity: EntityMetadata; id: string; record: ViewedRecord }) {
  const { t } = useTranslation();
  const dialogs = useDialogPages();
  const { tokens } = useEnvironment();
  const { variant } = useAppServices();
  // label: what the window titles name (the entity and the record id).
  const args = { entity: entity.entity, id, label: `${t(entity.title)} ${id}` };
  const addChild = createDetailOf(entity.entity);
  const child = addChild ? entityOf(addChild.child) : undefined;
  const core = CORE_RECORD_DIALOGS[entity.entity];
  return (
    <>
      {core && variant === 'core' && hasToken(tokens, entity.tokens.write) && (
        <Button variant="default" onClick={() => dialogs.open(core.page, { [core.arg]: id, label: args.label })}>
          {t(core.labelKey)}
        </Button>
      )}
      {/* The window writes the record: offered only where the server takes a write (detail.editableIf ↔ lockedReason, 409). */}
      {entity.entity === 'zmluva' && hasToken(tokens, entity.tokens.write) && recordEditable(entity, record) && (
        <Button variant="default" onClick={() => dialogs.open('zmluva-kontakty', { idZmluva: id, label: args.label })}>
          {t('dialogs.zmluvaKontakty.open')}
        </Button>
      )}
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
      {addChild && child && hasToken(tokens, child.tokens.create ?? child.tokens.write ?? []) && (
        <Button variant="default" component={Link} to={generatePath(addChild.path, { [addChild.link]: id })}>
          {t(`${child.entity}.page.add`)}
        </Button>
      )}
      {WITH_COPY_TO_AO.has(entity.entity) && hasToken(tokens, entity.tokens.write) && (
        <Button variant="default" onClick={() => dialogs.open('copy-vyr-to-ao', args)}>
          {t(`${entity.entity}.copy.open`)}
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
export function recordDialogActions(entity: EntityMetadata): ((id: string, record: ViewedRecord) => ReactNode) | undefined {
  const none = entity.detail.history !== true && !WITH_NAME.has(entity.entity) && !WITH_VECTOR_HISTORY.has(entity.entity) && !(entity.entity in CORE_RECORD_DIALOGS) && !WITH_PARTICIPANT_DIALOGS.has(entity.entity);
  if (none && !WITH_COPY_TO_AO.has(entity.entity) && !createDetailOf(entity.entity)) return undefined;
  return function RecordActions(id: string, record: ViewedRecord) {
    return <RecordDialogButtons entity={entity} id={id} record={record} />;
  };
}

/**
 * The detail page's extra buttons while a record is edited: for a participant the register of
 * legal entities (rpo), whose values go into the open form (the page's hand-back), not into the record.
 */
export function recordEditActions(entity: EntityMetadata): ((id: string | undefined, formKey: string) => ReactNode) | undefined {
  if (!WITH_PARTICIPANT_DIALOGS.has(entity.entity)) return undefined;
  return function EditActions(id: string | undefined, formKey: string) {
    return <RpoFormButton entity={entity} id={id} formKey={formKey} />;
  };
}

function RpoFormButton({ entity, id, formKey }: { entity: EntityMetadata; id: string | undefined; formKey: string }) {
  const { t } = useTranslation();
  const dialogs = useDialogPages();
  const label = `${t(entity.title)} ${id ?? ''}`.trim();
  return (
    <Button
      variant="default"
      onClick={() =>
        dialogs.open('rpo', { entity: entity.entity, id: id ?? 'new', label }, { values: () => openFormValues(formKey), take: (values) => fillOpenForm(formKey, values) })
      }
    >
      {t('dialogs.rpo.open')}
    </Button>
  );
}
