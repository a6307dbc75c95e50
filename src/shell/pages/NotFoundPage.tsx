import { useTranslation } from 'react-i18next';
import { MessagePage } from './MessagePage';

/** Unknown path inside the application. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return <MessagePage title={t('shell.notFound.title')} message={t('shell.notFound.message')} homeLabel={t('shell.action.home')} />;
}
