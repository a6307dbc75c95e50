import { useTranslation } from 'react-i18next';
import { useBusy } from '../progress/busy';
import ui from '../ui/ui.module.css';

/** A centred spinner with a message while the shell gets ready (login, environment, tenant). */
export function FullPageLoader({ messageKey = 'shell.loading' }: { messageKey?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`${ui.center} ${ui.fullPage}`} role="status" aria-live="polite">
      <span className={ui.spinner} aria-hidden />
      <span className={ui.dimmed}>{t(messageKey)}</span>
    </div>
  );
}

/** A spinner inside the main area while a lazily loaded page arrives (global.msg_LoadingForm); runs the progress bar. */
export function PageLoader() {
  const { t } = useTranslation();
  useBusy();
  return (
    <div className={`${ui.center} ${ui.pageLoading}`} role="status" aria-live="polite">
      <span className={`${ui.spinner} ${ui.spinnerSmall}`} aria-hidden />
      <span className={ui.dimmed}>{t('global.msg_LoadingForm')}</span>
    </div>
  );
}
