import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../app/AppServices';
import { useEnvironment } from '../../environment/EnvironmentContext';
import { startPolling } from '../counters/polling';
import { showToast } from '../toasts/toast';
import { buildCheckInterval, isNewVersion, loadBuildInfo, type BuildInfo } from './buildInfo';

/** Notification id of the new-version warning (one at a time). */
export const NEW_VERSION_NOTIFICATION = 'new-version';

/**
 * Looks for a new deployment every 5 minutes (15 locally) while the page is visible; when the
 * deployed build differs from the one the page started with, warns with newVersionMsg2 until
 * the user dismisses it.
 */
export function BuildWatch() {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const { info } = useEnvironment();
  const environment = info.appConfig?.environment;

  useEffect(() => {
    let started: BuildInfo | undefined;
    let warned = false;
    const stop = startPolling(async () => {
      if (warned) return;
      let deployed: BuildInfo;
      try {
        deployed = await loadBuildInfo(http);
      } catch (error) {
        console.warn('versionCheckFailed', error);
        return;
      }
      if (!started) {
        started = deployed;
        return;
      }
      if (!isNewVersion(started, deployed)) return;
      warned = true;
      showToast({
        id: NEW_VERSION_NOTIFICATION,
        title: t('shell.version.newVersionTitle'),
        color: 'orange',
        persistent: true,
        message: t('shell.version.newVersionMsg2'),
        action: { label: t('shell.fatal.reload'), onSelect: () => window.location.reload() },
      });
    }, buildCheckInterval(environment));
    return stop;
  }, [http, environment, t]);
  return null;
}
