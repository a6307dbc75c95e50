import { useUserSub } from '../auth/AuthContext';
import { useEnvironment } from '../environment/EnvironmentContext';
import { useCurrentTenant } from '../tenant/TenantGate';

/**
 * Whose form drafts the browser keeps: the login's `sub` (the server's login where no token says
 * it) and, in the portal, the participant the user works for, so a half-filled new record is
 * never offered under another participant of the same user.
 */
export function useDraftOwner(): string | undefined {
  const { info } = useEnvironment();
  const sub = useUserSub(info.login);
  const tenant = useCurrentTenant();
  if (sub === undefined) return undefined;
  return tenant ? `${sub}@${tenant.idUcastnikTrhu}` : sub;
}
