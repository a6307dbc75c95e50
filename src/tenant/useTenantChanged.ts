import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loadedQueryClient } from '../app/queryCache';
import { ENVIRONMENT_QUERY_KEY } from '../environment/environmentQuery';
import type { Participant } from '../environment/types';
import { showToast } from '../shell/toasts/toast';

/**
 * What follows a tenant change, here or in another tab: everything loaded for the previous
 * participant is dropped, the user goes home and is told (spec 4.3 and 8).
 */
export function useTenantChanged(): (tenant: Participant) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    (tenant: Participant) => {
      loadedQueryClient()?.removeQueries({ predicate: (query) => query.queryKey[0] !== ENVIRONMENT_QUERY_KEY[0] });
      navigate('/', { replace: true });
      showToast({ id: 'tenant-changed', message: t('shell.tenant.changed', { name: tenant.nazov }), color: 'teal' });
    },
    [navigate, t],
  );
}
