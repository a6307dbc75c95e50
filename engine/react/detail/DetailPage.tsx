import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EntityMetadata } from '../../core/metadata';
import { RecordActionButtons } from '../actions/ActionButtons';
import { ErrorAlert } from '../errors/ErrorAlert';
import { ReasonLabelsScope } from '../errors/reasonLabels';
import { MetadataProblems } from '../metadata/MetadataProblems';
import { metadataProblems } from '../metadata/useMetadataProblems';
import { DetailHeader } from './DetailHeader';
import { DraftOffer } from './DraftOffer';
import { EngineForm } from './EngineForm';
import { detailFormKey } from './formFill';
import { RelatedLists, useRelatedTabContent } from './RelatedLists';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { useDetailController } from './useDetailController';
import type { DetailRouteOptions } from './useDetailController';

export interface DetailPageProps {
  /** The entity's metadata; the route parameter named by `entity.id` selects the record (`new` creates). */
  entity: EntityMetadata;
  /**
   * Extra header buttons of a viewed record (e.g. the host's dialog pages: history, rename), with
   * the record as read, so that a button may follow the record's own rules (recordEditable).
   */
  actions?: (id: string, record: Readonly<Record<string, unknown>>) => ReactNode;
  /**
   * Extra header buttons while the record is edited (or created), with the key of the open form:
   * a window they open can hand values into it with fillOpenForm (unsaved until the user saves).
   */
  editActions?: (id: string | undefined, formKey: string) => ReactNode;
  /** The route that opened it: the own create route or the edit route. */
  route?: DetailRouteOptions;
}

function DetailScreen({ entity, actions, editActions, route }: DetailPageProps) {
  const { t } = useTranslation();
  const c = useDetailController(entity, route);
  const editable = c.mode !== 'view';
  const viewed = c.mode === 'view' && c.id !== undefined && c.record !== undefined ? c.record : undefined;
  const tabIds = useMemo(() => (c.model?.tabs ?? []).map((tab) => tab.id), [c.model]);
  const relatedOnTabs = useRelatedTabContent(entity, viewed, c.refreshing, tabIds);
  const formKey = detailFormKey(entity.entity, c.id);

  return (
    <ReasonLabelsScope>
      <Stack gap="md">
        <UnsavedChangesGuard dirty={c.isDirty} />
        <DetailHeader c={c}>
          <Button variant="default" onClick={c.backToSearch}>
            {t('engine.action.backToSearch')}
          </Button>
          {viewed && c.id !== undefined && <RecordActionButtons meta={entity} id={c.id} record={viewed} />}
          {viewed && c.id !== undefined && actions?.(c.id, viewed)}
          {editable && c.formData && editActions?.(c.id, formKey)}
          {c.mode === 'view' && c.canEdit && c.formData && <Button onClick={c.startEdit}>{t('engine.action.edit')}</Button>}
        </DetailHeader>
        {c.mode === 'view' && c.locked ? (
          <Text size="sm" c="dimmed" data-testid="detail-locked">
            {t(entity.detail.lockedKey ?? 'engine.detail.locked')}
          </Text>
        ) : null}
        {c.loadError ? <ErrorAlert error={c.loadError} titleKey="engine.error.load" /> : null}
        <DraftOffer offer={c.draftOffer} onRestore={c.restoreDraft} onDiscard={c.discardDraft} />
        {/* Reasons every field already shows are still listed: the alert is the one place that names them all. */}
        {c.saveError ? <ErrorAlert error={c.saveError} titleKey="engine.error.save" scrollIntoView /> : null}
        {c.isLoading && !c.loadError ? (
          <Group gap="sm">
            <Loader size="sm" />
            <Text size="sm">{t('engine.detail.loading')}</Text>
          </Group>
        ) : null}
        {c.model && c.formData ? (
          <EngineForm
            key={`${c.mode}:${c.id ?? 'new'}`}
            model={c.model}
            formData={c.formData}
            onChange={c.setFormData}
            onSubmit={c.save}
            extraErrors={c.serverErrors}
            store={c.store}
            tabContent={relatedOnTabs}
            fillKey={editable ? formKey : undefined}
          >
            {editable ? (
              <Group gap="sm" mt="md">
                <Button type="submit" loading={c.isSaving}>
                  {t('engine.action.save')}
                </Button>
                <Button type="button" variant="default" onClick={c.cancel} disabled={c.isSaving}>
                  {t('engine.action.cancel')}
                </Button>
              </Group>
            ) : (
              <></>
            )}
          </EngineForm>
        ) : null}
        {viewed && c.model ? <RelatedLists meta={entity} record={viewed} refreshing={c.refreshing} tabIds={tabIds} /> : null}
      </Stack>
    </ReasonLabelsScope>
  );
}

/** The detail screen of an entity: view, edit (write token) and create (`new`), rendered from schema and metadata. */
export function DetailPage({ entity, actions, editActions, route }: DetailPageProps) {
  const problems = metadataProblems(entity);
  if (problems.length > 0) return <MetadataProblems entity={entity.entity} problems={problems} />;
  return <DetailScreen entity={entity} actions={actions} editActions={editActions} route={route} />;
}

