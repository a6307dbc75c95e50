import { useEffect } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { Activity } from '../../engine/core/workflow';
import { ErrorAlert } from '../../engine/react/errors/ErrorAlert';
import { CONTRACT_PROCESS_ENTITIES, REGISTER_ENTITY_TYPE, type ContractProcessEntity } from '../../metadata/contractProcessEntities';
import { WORKFLOW_STEPS } from '../../metadata/workflow/steps';
import { useAppServices } from '../app/AppServices';
import { PageFrame } from '../shell/frame/PageFrame';
import { targetOf } from '../workflow/openActivity';

/** What the by-code API answers (server/zmluva/detailPortal.ts). */
interface Located {
  entityType: string;
  entityId: number;
  cisloZmluvy: string;
  stav: string;
  readPath: string;
  proces: { idProcess: number; uzol: string; vysledok: string | null; zaciatok: string; koniec: string | null; dovodVratenia: string | null; dovodZamietnutia: string | null } | null;
  aktivity: { activityId: number; activityType: string; readOnly: boolean }[];
  idZmluvaRegister: number | null;
}

/**
 * `zmluva/detail-portal/:entityType/:code` (spec 2.2): a contract process's entity opened by its code
 * from the mailbox, an activity or a rejection: the contract read-only with its state, its process
 * (running, approved, returned, declined…) and its open activities. A register contract's number
 * opens the register's detail; an unknown entity type says so (not found), as does an unknown code.
 */
export default function ContractByCodePage() {
  const { t, i18n } = useTranslation();
  const { http } = useAppServices();
  const navigate = useNavigate();
  const location = useLocation();
  const { entityType = '', code = '' } = useParams();
  const entity: ContractProcessEntity | undefined = CONTRACT_PROCESS_ENTITIES[entityType];
  const known = entity !== undefined || entityType === REGISTER_ENTITY_TYPE;
  const located = useQuery({
    queryKey: ['zmluva-detail-portal', entityType, code],
    queryFn: async ({ signal }) =>
      (await http.get<Located>(`/portal/zmluvy/detail-portal/${encodeURIComponent(entityType)}/${encodeURIComponent(code)}`, { signal, callerHandles: 'all' })).data,
    enabled: known && code !== '',
  });
  const found = located.data;
  const record = useQuery({
    queryKey: ['zmluva-detail-portal', 'record', found?.readPath, found?.entityId],
    queryFn: async ({ signal }) => (await http.get<Record<string, unknown>>(`${found?.readPath ?? ''}${found?.entityId ?? ''}`, { signal, callerHandles: 'all' })).data,
    enabled: found !== undefined && entity !== undefined,
  });
  // A register contract has its own detail.
  useEffect(() => {
    if (found && entityType === REGISTER_ENTITY_TYPE) navigate(`/zmluva/detail/${found.entityId}`, { replace: true });
  }, [entityType, found, navigate]);

  const language = i18n.resolvedLanguage ?? i18n.language;
  const title = t('zmluvaDetailPortal.titleOf', { code: found?.cisloZmluvy ?? code });
  const crumbs = [{ label: t('shell.menu.dashboard'), to: '/dashboard' }, { label: title }];
  if (!known) {
    return (
      <PageFrame title={t('zmluvaDetailPortal.title')} breadcrumbs={crumbs}>
        <Alert color="red" title={t('zmluvaDetailPortal.notFound')} data-testid="detail-portal-unknown">
          {t('zmluvaDetailPortal.unknownType', { type: entityType.slice(0, 60) })}
        </Alert>
      </PageFrame>
    );
  }

  const show = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '–';
    if (!entity) return String(value);
    if (entity.enums.includes(field)) return t(`${entity.i18n}.enum.${field}.${String(value)}`, { defaultValue: String(value) });
    if (entity.money?.includes(field) && typeof value === 'number') return `${value.toLocaleString(language, { minimumFractionDigits: 2 })} EUR`;
    if (entity.dates?.includes(field) && typeof value === 'string') return new Date(`${value}T00:00:00`).toLocaleDateString(language);
    return String(value);
  };
  const dateTime = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' }) : '–');
  const here = `${location.pathname}${location.search}`;
  const processState = (p: NonNullable<Located['proces']>) => (p.koniec ? t(`zmluvaDetailPortal.outcome.${p.vysledok ?? 'completed'}`, { defaultValue: p.vysledok ?? '' }) : t('zmluvaDetailPortal.running'));

  return (
    <PageFrame title={title} breadcrumbs={crumbs}>
      <Stack gap="md" data-testid="contract-detail-portal">
        {(located.isLoading || record.isLoading) && <Loader size="sm" aria-label={t('zmluvaDetailPortal.loading')} />}
        {located.error ? <ErrorAlert error={located.error} titleKey="zmluvaDetailPortal.notFound" /> : null}
        {record.error ? <ErrorAlert error={record.error} titleKey="zmluvaDetailPortal.loadFailed" /> : null}
        {found && entity && (
          <>
            <Card withBorder>
              <Group justify="space-between" wrap="wrap">
                <Group gap="xs">
                  <Text c="dimmed">{t('zmluvaDetailPortal.entityType')}:</Text>
                  <Text>{t(`zmluvaDetailPortal.type.${found.entityType}`)}</Text>
                </Group>
                <Badge size="lg" variant="light" data-testid="detail-portal-state">{t(`${entity.i18n}.enum.stav.${found.stav}`, { defaultValue: found.stav })}</Badge>
              </Group>
            </Card>
            {record.data && (
              <Card withBorder>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="detail-portal-fields">
                  {entity.fields.map((field) => (
                    <div key={field}>
                      <Text size="xs" c="dimmed">{t(`${entity.i18n}.field.${field}`)}</Text>
                      <Text data-field={field}>{show(field, record.data?.[field])}</Text>
                    </div>
                  ))}
                </SimpleGrid>
              </Card>
            )}
            {found.proces && (
              <Card withBorder>
                <Stack gap="xs">
                  <Title order={2} size="h4">{t('zmluvaDetailPortal.process')}</Title>
                  <Group gap="xl" wrap="wrap">
                    <Text><Text span c="dimmed">{t('zmluvaDetailPortal.processState')}: </Text><span data-testid="detail-portal-process">{processState(found.proces)}</span></Text>
                    <Text><Text span c="dimmed">{t('zmluvaDetailPortal.started')}: </Text>{dateTime(found.proces.zaciatok)}</Text>
                    {found.proces.koniec && <Text><Text span c="dimmed">{t('zmluvaDetailPortal.ended')}: </Text>{dateTime(found.proces.koniec)}</Text>}
                  </Group>
                  {/* A decision on record, not a live error: a note, so it is not announced as one. */}
                  {found.proces.dovodZamietnutia && <Alert color="red" role="note" title={t('zmluvaDetailPortal.declineReason')}>{found.proces.dovodZamietnutia}</Alert>}
                  {!found.proces.dovodZamietnutia && found.proces.dovodVratenia && <Alert color="yellow" role="note" title={t('zmluvaDetailPortal.returnReason')}>{found.proces.dovodVratenia}</Alert>}
                  {found.aktivity.map((a) => {
                    const target = targetOf({ activityId: a.activityId, activityType: a.activityType, entityType: { code: found.entityType } } as Activity, here);
                    const label = target.kind === 'step' && WORKFLOW_STEPS[target.step] ? t(WORKFLOW_STEPS[target.step]?.titleKey ?? '') : a.activityType;
                    return (
                      <Group key={a.activityId} justify="space-between" wrap="nowrap">
                        <Text size="sm">{label}</Text>
                        {target.kind === 'step' && (
                          <Button component={Link} to={target.path} size="xs" variant="light">
                            {t('zmluvaDetailPortal.openActivity')}
                          </Button>
                        )}
                      </Group>
                    );
                  })}
                </Stack>
              </Card>
            )}
            <Group>
              {found.entityType === 'ZMLUVA_ZO' && (
                <Button component={Link} to={`/zmluva/podpisanie/${found.entityId}`} variant="light">
                  {t('zmluvaDetailPortal.signing')}
                </Button>
              )}
              {found.idZmluvaRegister !== null && (
                <Button component={Link} to={`/zmluva/detail/${found.idZmluvaRegister}`} variant="light">
                  {t('zmluvaDetailPortal.register')}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </PageFrame>
  );
}
