import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppServices } from '../app/AppServices';
import { useEnvironment } from '../environment/EnvironmentContext';
import { ENVIRONMENT_QUERY_KEY } from '../environment/environmentQuery';
import type { Participant } from '../environment/types';
import { applyTenant } from './applyTenant';
import { TenantDialog } from './TenantDialog';

/** The closable participant dialog from the user menu; after a change the user goes home with a message. */
export function ChangeTenantDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { http, tenant: store } = useAppServices();
  const { info } = useEnvironment();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: (tenant: Participant) => applyTenant(http, store, info.login, tenant),
    onSuccess: (tenant) => {
      onClose();
      // Everything loaded so far belonged to the previous participant.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ENVIRONMENT_QUERY_KEY[0] });
      navigate('/', { replace: true });
      notifications.show({ message: t('shell.tenant.changed', { name: tenant.nazov }), color: 'teal' });
    },
  });

  return (
    <TenantDialog
      opened
      closable
      participants={info.ucastnici}
      initialId={store.current?.idUcastnikTrhu}
      onClose={onClose}
      onConfirm={(participant) => mutation.mutate(participant)}
      pending={mutation.isPending}
      error={mutation.error?.message}
    />
  );
}
