import { Button, Card, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Activity } from '../../engine/core/workflow';
import { contractCodePath, hasContractCodePage } from '../../metadata/contractCodeLinks';
import { useAppServices } from '../app/AppServices';

/** The process entity whose signature step has a signing page (zmluva/podpisanie). */
const SIGNED_ENTITY = 'ZMLUVA_ZO';

/**
 * Above a contract process's activity: the contract's own page (zmluva/detail-portal, by its number)
 * and, on the signature step of an imbalance settlement contract, the signing page where the
 * generated contract is downloaded and the signed copy submitted. Renders nothing for other
 * activities or while the activity loads.
 */
export function ContractActivityCard({ activityId, step }: { activityId: number; step: string }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const activity = useQuery({
    queryKey: ['zmluva-podpisanie', 'activity', activityId],
    queryFn: async ({ signal }) => (await http.get<Activity>(`/bpm/activity/${activityId}`, { signal, callerHandles: 'all' })).data,
  });
  const data = activity.data;
  const entityType = data?.entityType?.code;
  if (!data || !entityType || !hasContractCodePage(entityType) || typeof data.entityId !== 'number') return null;
  const signing = step === 'contract-signature' && entityType === SIGNED_ENTITY;
  return (
    <Card withBorder mb="md" data-testid={signing ? 'signing-link' : 'contract-link'}>
      <Group justify="space-between" wrap="wrap">
        <Text size="sm">{signing ? t('zmluvaPodpisanie.openSigningHint') : (data.entityLabel ?? '')}</Text>
        <Group gap="xs">
          {data.entityLabel && (
            <Button component={Link} variant="light" to={contractCodePath(entityType, data.entityLabel)}>
              {t('zmluvaDetailPortal.openFromActivity')}
            </Button>
          )}
          {signing && (
            <Button component={Link} to={`/zmluva/podpisanie/${data.entityId}`}>
              {t('zmluvaPodpisanie.openSigning')}
            </Button>
          )}
        </Group>
      </Group>
    </Card>
  );
}
