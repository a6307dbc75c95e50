import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DraftOffer as Offer } from '../../core/form';
import { formatIsoDateTime } from '../../core/form';

export interface DraftOfferProps {
  offer: Offer | undefined;
  onRestore: () => void;
  onDiscard: () => void;
}

/** "You have unsaved changes from <time>. Restore / Discard", and whether the record changed since. */
export function DraftOffer({ offer, onRestore, onDiscard }: DraftOfferProps) {
  const { t, i18n } = useTranslation();
  if (!offer) return null;
  const time = formatIsoDateTime(new Date(offer.savedAt).toISOString(), i18n.resolvedLanguage ?? i18n.language);
  return (
    <Alert color={offer.stale ? 'orange' : 'yellow'} title={t('engine.draft.title')} data-testid="draft-offer" role="region" aria-label={t('engine.draft.title')}>
      <Text size="sm">{t('engine.draft.message', { time })}</Text>
      {offer.stale ? (
        <Text size="sm" mt={4} data-testid="draft-offer-stale">
          {t('engine.draft.stale')}
        </Text>
      ) : null}
      <Group gap="sm" mt="sm">
        <Button size="xs" onClick={onRestore}>
          {t('engine.draft.restore')}
        </Button>
        <Button size="xs" variant="default" onClick={onDiscard}>
          {t('engine.draft.discard')}
        </Button>
      </Group>
    </Alert>
  );
}
