import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../actions/serverFieldErrors';
import type { EntityMetadata } from '../../core/metadata';
import { ErrorAlert } from '../errors/ErrorAlert';
import { MetadataProblems } from '../metadata/MetadataProblems';
import { metadataProblems } from '../metadata/useMetadataProblems';
import { EngineForm } from './EngineForm';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { useDetailController } from './useDetailController';

export interface DetailPageProps {
  /** The entity's metadata; the route parameter named by `entity.id` selects the record (`new` creates). */
  entity: EntityMetadata;
  /** Extra header buttons of a viewed record (e.g. the host's dialog pages: history, rename). */
  actions?: (id: string) => ReactNode;
}

function DetailScreen({ entity, actions }: DetailPageProps) {
  const { t } = useTranslation();
  const c = useDetailController(entity);
  const fieldNames = useMemo(() => Object.keys(c.model?.fields ?? {}), [c.model]);
  const extraErrors = useMemo(
    () => serverFieldErrors(c.saveError, fieldNames, c.savedBody, c.formData),
    [c.saveError, fieldNames, c.savedBody, c.formData],
  );
  const editable = c.mode !== 'view';

  return (
    <Stack gap="md">
      <UnsavedChangesGuard dirty={c.isDirty} />
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2}>{t(entity.title)}</Title>
          <Text c="dimmed" size="sm">
            {c.mode === 'create' ? t('engine.detail.newRecord') : t('engine.detail.recordId', { id: c.id })}
          </Text>
        </div>
        <Group gap="sm">
          <Button variant="default" onClick={c.backToSearch}>
            {t('engine.action.backToSearch')}
          </Button>
          {c.mode === 'view' && c.id !== undefined && c.formData && actions?.(c.id)}
          {c.mode === 'view' && c.canEdit && c.formData && (
            <Button onClick={c.startEdit}>{t('engine.action.edit')}</Button>
          )}
        </Group>
      </Group>
      {c.loadError ? <ErrorAlert error={c.loadError} titleKey="engine.error.load" /> : null}
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
          extraErrors={extraErrors}
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
    </Stack>
  );
}

/** The detail screen of an entity: view, edit (write token) and create (`new`), rendered from schema and metadata. */
export function DetailPage({ entity, actions }: DetailPageProps) {
  const problems = metadataProblems(entity);
  if (problems.length > 0) return <MetadataProblems entity={entity.entity} problems={problems} />;
  return <DetailScreen entity={entity} actions={actions} />;
}

export default DetailPage;
