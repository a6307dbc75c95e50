import { useTranslation } from 'react-i18next';
import { MessagePage } from './MessagePage';

/** A page the user's tokens do not allow. */
export function AccessDeniedPage() {
  const { t } = useTranslation();
  return <MessagePage title={t('shell.accessDenied.title')} message={t('shell.accessDenied.message')} homeLabel={t('shell.action.home')} />;
}
