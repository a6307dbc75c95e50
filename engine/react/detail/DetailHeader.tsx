import type { ReactNode } from 'react';
import { Group, Skeleton, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { detailDocumentTitle, recordNumber, recordTitle } from '../../core/metadata';
import type { DetailController } from './useDetailController';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * The detail's heading: the record's business title (metadata `detail.titleField`, else its
 * number) as the page's one h1, the entity's title as a smaller line above it, the record's number
 * below only where the title does not already show it; the browser tab follows. The route's
 * parameter (`current`, a number) never shows: until the record is there the h1 is a placeholder.
 */
export function DetailHeader({ c, children }: { c: DetailController; children: ReactNode }) {
  const { t } = useTranslation();
  const entityTitle = t(c.meta.title);
  // The name as stored, not as being typed.
  const named = recordTitle(c.meta, c.record);
  const number = recordNumber(c.meta, c.record);
  const heading = c.mode === 'create' ? t('engine.detail.newRecord') : c.record !== undefined ? (named ?? (number !== undefined ? t('engine.detail.recordId', { id: number }) : entityTitle)) : undefined;
  useDocumentTitle(heading !== undefined ? detailDocumentTitle(heading, entityTitle) : undefined);
  return (
    <Group justify="space-between" align="flex-start">
      <div>
        <Text c="dimmed" size="sm" data-testid="detail-entity-title">
          {entityTitle}
        </Text>
        {heading !== undefined ? (
          <Title order={1} size="h2">
            {heading}
          </Title>
        ) : c.loadError ? (
          <Title order={1} size="h2">
            {entityTitle}
          </Title>
        ) : (
          <div aria-busy="true" data-testid="detail-title-placeholder">
            <Title order={1} size="h2">
              <VisuallyHidden>{t('engine.detail.pending')}</VisuallyHidden>
            </Title>
            {/* Block content may not sit in a heading: the bar stands beside the (hidden) text. */}
            <Skeleton height={26} width="16rem" radius="sm" aria-hidden="true" />
          </div>
        )}
        {named !== undefined && number !== undefined ? (
          <Text c="dimmed" size="sm" data-testid="detail-record-number">
            {t('engine.detail.recordId', { id: number })}
          </Text>
        ) : null}
      </div>
      <Group gap="sm">{children}</Group>
    </Group>
  );
}
