import { useEffect } from 'react';
import { useAppServices } from '../app/AppServices';
import { useEnvironment } from '../environment/EnvironmentContext';
import { tenantChannel } from './tenantBroadcast';
import { useTenantChanged } from './useTenantChanged';

/**
 * Follows tenant changes made in the user's other tabs: the same participant becomes current
 * here (the server already knows it), then home with the message.
 */
export function TenantSync() {
  const { tenant: store, variant } = useAppServices();
  const { info } = useEnvironment();
  const changed = useTenantChanged();

  useEffect(() => {
    if (variant !== 'portal') return undefined;
    return tenantChannel().subscribe((message) => {
      if (message.login !== info.login) return;
      const tenant = info.ucastnici.find((p) => p.idUcastnikTrhu === message.tenant.idUcastnikTrhu);
      if (!tenant || store.current?.idUcastnikTrhu === tenant.idUcastnikTrhu) return;
      store.set(tenant);
      changed(tenant);
    });
  }, [variant, info, store, changed]);
  return null;
}
