import { useEffect, useRef, useState } from 'react';
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { Activity } from '../../engine/core/workflow';
import { useAppServices } from '../app/AppServices';
import { PageLoader } from '../shell/pages/FullPageLoader';
import { targetOf } from './openActivity';

/** Where a link request is found by its code (server/bpm/processes/ucastnikPrepojenie/routes.ts). */
const BY_CODE = '/portal/zmluvy/ziadost-o-prepojenie/kod/';

/**
 * ucastnik-trhu/ziadost-o-prepojenie-ucastnika-portal/:code: a request to be linked to a market
 * participant opened by its code (e.g. from a mailbox message): opens the step it is at for the
 * caller (the request, the wait for approval, the approval), in place. An unknown code says so.
 */
export default function LinkRequestPage() {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const navigate = useNavigate();
  const { code = '' } = useParams();
  const asked = useRef('');
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (asked.current === code) return;
    asked.current = code;
    if (!/^[A-Za-z0-9-]{1,20}$/.test(code)) {
      setFailed(true);
      return;
    }
    void (async () => {
      try {
        const found = (await http.get<{ activityId: number | null }>(`${BY_CODE}${encodeURIComponent(code)}`, { callerHandles: 'all' })).data;
        if (!found?.activityId) throw new Error('no activity');
        const activity = (await http.get<Activity>(`/bpm/activity/${found.activityId}`, { callerHandles: 'all' })).data;
        const target = targetOf(activity, '/dashboard');
        if (target.kind === 'error') throw new Error(target.message);
        navigate(target.path, { replace: true });
      } catch {
        setFailed(true);
      }
    })();
  }, [code, http, navigate]);
  if (!failed) return <PageLoader />;
  return (
    <Stack>
      <Alert color="yellow" title={t('workflow.prepojenie.byCode.notFoundTitle')}>
        {t('workflow.prepojenie.byCode.notFound', { code })}
      </Alert>
    </Stack>
  );
}
