import { lazy, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useAppServices } from '../app/AppServices';
import { Rich } from '../app/rich';
import { useEnvironment } from '../environment/EnvironmentContext';
import type { Participant } from '../environment/types';
import { FatalErrorScreen } from '../shell/pages/FatalErrorScreen';
import { FullPageLoader } from '../shell/pages/FullPageLoader';
import { applyTenant, NO_TENANTS_ERROR, readStoredTenant } from './applyTenant';
import { chooseTenant, parseStoredTenant } from './chooseTenant';

// Only users of several participants see the dialog: its select loads when needed.
const TenantDialog = lazy(() => import('./TenantDialog').then((m) => ({ default: m.TenantDialog })));

/** The current tenant (re-renders when it changes). */
export function useCurrentTenant(): Participant | null {
  const { tenant } = useAppServices();
  return useSyncExternalStore(tenant.subscribe, tenant.getSnapshot);
}

/**
 * Portal only: renders the application once a tenant is set (stored, single, or chosen in the
 * dialog that cannot be closed). A portal user without participants gets the fatal error,
 * except a visitor, who needs none.
 */
export function TenantGate({ children }: { children: ReactNode }) {
  const { variant, auth } = useAppServices();
  const environment = useEnvironment();
  const current = useCurrentTenant();

  if (variant !== 'portal' || current) return <>{children}</>;
  if (environment.info.ucastnici.length === 0) {
    if (environment.visitorOnly) return <>{children}</>;
    return <FatalErrorScreen error={NO_TENANTS_ERROR} onLogout={() => void auth.logout()} />;
  }
  return <TenantStartup />;
}

function TenantStartup() {
  const { http, tenant: store } = useAppServices();
  const { info } = useEnvironment();
  const choice = useMemo(() => chooseTenant(info.ucastnici, parseStoredTenant(readStoredTenant(info.login))), [info]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const mutate = useCallback(
    (tenant: Participant) => {
      setPending(true);
      setError(undefined);
      applyTenant(http, store, info.login, tenant).catch((failure: unknown) => {
        setPending(false);
        setError(failure instanceof Error ? failure.message : String(failure));
      });
    },
    [http, store, info.login],
  );
  const started = useRef(false); // strict mode runs effects twice; set the tenant once

  useEffect(() => {
    if (choice.kind !== 'use' || started.current) return;
    started.current = true;
    mutate(choice.tenant);
  }, [choice, mutate]);

  // A failed automatic choice falls back to the dialog so the user can retry.
  if (choice.kind === 'use' && error === undefined) return <FullPageLoader messageKey="shell.tenant.applying" />;
  return (
    <>
      <FullPageLoader messageKey="shell.tenant.waiting" />
      <Rich fallback={null}>
        <TenantDialog
        opened
        closable={false}
        participants={info.ucastnici}
        initialId={choice.kind === 'use' ? choice.tenant.idUcastnikTrhu : undefined}
        onConfirm={mutate}
        pending={pending}
        error={error}
        />
      </Rich>
    </>
  );
}
