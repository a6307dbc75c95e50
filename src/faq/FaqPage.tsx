import { useMemo, useState } from 'react';
import { Accordion, Alert, Loader, Text, TextInput, Title, Typography } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { textInLanguage } from '../../engine/core/i18n/textInLanguage';
import { useAppServices } from '../app/AppServices';
import { PageFrame } from '../shell/frame/PageFrame';
import { FaqIcon } from '../shell/icons';
import { answerHtml, fold } from './faqText';

/** A published question of `GET /portal/application/faq/`. */
export interface FaqItem {
  idFaq: number;
  kategoria: string;
  poradie: number;
  otazkaSk: string;
  otazkaEn: string;
  odpovedSk: string;
  odpovedEn: string;
  otazkaCs: string | null;
  odpovedCs: string | null;
}

/** The category order of the page. */
const CATEGORY_ORDER = ['PRIHLASENIE', 'ZMLUVY', 'ZARIADENIA', 'DOKUMENTY', 'OSTATNE'];

/** `/faq`: the published questions in the user's language (Czech where written, else Slovak), searchable, by category. */
export default function FaqPage() {
  const { t, i18n } = useTranslation();
  const { http } = useAppServices();
  const [search, setSearch] = useState('');
  const language = i18n.resolvedLanguage ?? i18n.language;
  // Always asked afresh: a question published in the core shows at the next visit.
  const query = useQuery({
    queryKey: ['faq', 'published'],
    queryFn: async ({ signal }) => (await http.get<FaqItem[]>('/portal/application/faq/', { query: 'limit(500)', signal })).data,
    staleTime: 0,
  });

  const groups = useMemo(() => {
    const items = (query.data ?? []).map((item) => ({
      id: item.idFaq,
      kategoria: item.kategoria,
      question: textInLanguage(language, { sk: item.otazkaSk, en: item.otazkaEn, cs: item.otazkaCs }),
      answer: textInLanguage(language, { sk: item.odpovedSk, en: item.odpovedEn, cs: item.odpovedCs }),
    }));
    const term = fold(search.trim());
    const found = term === '' ? items : items.filter((i) => fold(`${i.question} ${i.answer}`).includes(term));
    const rank = (k: string) => (CATEGORY_ORDER.includes(k) ? CATEGORY_ORDER.indexOf(k) : CATEGORY_ORDER.length);
    const categories = [...new Set(found.map((i) => i.kategoria))].sort((a, b) => rank(a) - rank(b));
    return categories.map((kategoria) => ({ kategoria, items: found.filter((i) => i.kategoria === kategoria) }));
  }, [query.data, language, search]);

  return (
    <PageFrame title={t('shell.faqPage.title')} icon={<FaqIcon size={24} />} breadcrumbs={[{ label: t('shell.menu.dashboard'), to: '/dashboard' }, { label: t('shell.faqPage.title') }]}>
      <TextInput label={t('faq.page.search')} type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} mb="md" maw={480} />
      {query.isPending && <Loader size="sm" aria-label={t('faq.page.loading')} />}
      {query.isError && <Alert color="red">{t('faq.page.error')}</Alert>}
      {query.isSuccess && groups.length === 0 && <Text>{t('faq.page.empty')}</Text>}
      {groups.map((group) => (
        <section key={group.kategoria} aria-label={t(`faq.enum.kategoria.${group.kategoria}`)}>
          <Title order={2} size="h4" mt="md" mb="xs">
            {t(`faq.enum.kategoria.${group.kategoria}`)}
          </Title>
          <Accordion variant="separated" multiple>
            {group.items.map((item) => (
              <Accordion.Item key={item.id} value={String(item.id)}>
                <Accordion.Control>{item.question}</Accordion.Control>
                <Accordion.Panel>
                  {/* Sanitised by answerHtml (DOMPurify, limited tags, safe links). */}
                  <Typography>
                    <div dangerouslySetInnerHTML={{ __html: answerHtml(item.answer) }} />
                  </Typography>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </section>
      ))}
    </PageFrame>
  );
}
