import { Accordion, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../shell/frame/PageFrame';
import { FaqIcon } from '../shell/icons';

/** The questions shown, in order (texts `shell.faqPage.q.{key}` and `.a.{key}`). */
export const FAQ_KEYS = ['login', 'tenant', 'session', 'password', 'news', 'support'] as const;

/** `/faq`: frequently asked questions about working in the application. */
export default function FaqPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('shell.faqPage.title')} icon={<FaqIcon size={24} />} breadcrumbs={[{ label: t('shell.menu.dashboard'), to: '/dashboard' }, { label: t('shell.faqPage.title') }]}>
      <Accordion variant="separated" multiple>
        {FAQ_KEYS.map((key) => (
          <Accordion.Item key={key} value={key}>
            <Accordion.Control>{t(`shell.faqPage.q.${key}`)}</Accordion.Control>
            <Accordion.Panel>
              <Text size="sm">{t(`shell.faqPage.a.${key}`)}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </PageFrame>
  );
}
