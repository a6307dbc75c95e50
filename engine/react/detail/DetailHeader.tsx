import type { ReactNode } from 'react';
import { Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { detailDocumentTitle, recordTitle } from '../../core/metadata';
import type { DetailController } from './useDetailController';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * The detail's heading: the record's name (its title field, else its number) as the page's one
 * h1, the entity's title as a smaller line above it; the browser tab follows.
 */
export function DetailHeader({ c, children }: { c: DetailController; children: ReactNode }) {
  const { t } = useTranslation();
  const entityTitle = t(c.meta.title);
  // The name as stored, not as being typed.
  const named = recordTitle(c.meta, c.record);
  const heading = c.mode === 'create' ? t('engine.detail.newRecord') : (named ?? (c.id !== undefined ? t('engine.detail.recordId', { id: c.id }) : entityTitle));
  useDocumentTitle(c.mode === 'create' || c.record !== undefined ? detailDocumentTitle(heading, entityTitle) : undefined);
  return (
    <Group justify="space-between" align="flex-start">
      <div>
        <Text c="dimmed" size="sm" data-testid="detail-entity-title">
          {entityTitle}
        </Text>
        <Title order={1} size="h2">
          {heading}
        </Title>
        {named !== undefined && c.id !== undefined ? (
          <Text c="dimmed" size="sm">
            {t('engine.detail.recordId', { id: c.id })}
          </Text>
        ) : null}
      </div>
      <Group gap="sm">{children}</Group>
    </Group>
  );
}
