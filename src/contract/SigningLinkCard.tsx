import { Button, Card, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Activity } from '../../engine/core/workflow';
import { useAppServices } from '../app/AppServices';

/** The process entity whose signature step has a signing page (zmluva/podpisanie). */
const SIGNED_ENTITY = 'ZMLUVA_ZO';

/**
 * On a contract's signature step (`/activities/contract-signature/:id`): the way to the contract
 * signing page, where the generated contract is downloaded and the signed copy submitted.
 * Renders nothing for other activities or while the activity loads.
 */
export function SigningLinkCard({ activityId }: { activityId: number }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const activity = useQuery({
    queryKey: ['zmluva-podpisanie', 'activity', activityId],
    queryFn: async ({ signal }) => (await http.get<Activity>(`/bpm/activity/${activityId}`, { signal, callerHandles: 'all' })).data,
  });
  const data = activity.data;
  if (!data || data.entityType?.code !== SIGNED_ENTITY || typeof data.entityId !== 'number') return null;
  return (
    <Card withBorder mb="md" data-testid="signing-link">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm">{t('zmluvaPodpisanie.openSigningHint')}</Text>
        <Button component={Link} to={`/zmluva/podpisanie/${data.entityId}`}>
          {t('zmluvaPodpisanie.openSigning')}
        </Button>
      </Group>
    </Card>
  );
}
