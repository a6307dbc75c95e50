import { useMutation } from '@tanstack/react-query';
import { useAppServices } from '../app/AppServices';
import { useEnvironment } from '../environment/EnvironmentContext';
import type { Participant } from '../environment/types';
import { applyTenant } from './applyTenant';
import { tenantChannel } from './tenantBroadcast';
import { TenantDialog } from './TenantDialog';
import { useTenantChanged } from './useTenantChanged';

/**
 * The closable participant dialog from the user menu; after a change the user goes home with a
 * message, and the user's other tabs follow.
 */
export default function ChangeTenantDialog({ onClose }: { onClose: () => void }) {
  const { http, tenant: store } = useAppServices();
  const { info } = useEnvironment();
  const changed = useTenantChanged();
  const mutation = useMutation({
    mutationFn: (tenant: Participant) => applyTenant(http, store, info.login, tenant),
    onSuccess: (tenant) => {
      onClose();
      tenantChannel().post({ login: info.login, tenant });
      changed(tenant);
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
