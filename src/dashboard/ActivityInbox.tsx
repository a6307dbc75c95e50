import { useState } from 'react';
import { Badge, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatIsoDate } from '../../engine/core/form';
import type { Activity, ActivityCount } from '../../engine/core/workflow';
import { ErrorAlert } from '../../engine/react/errors/ErrorAlert';
import { WORKFLOW_STEPS } from '../../metadata/workflow/steps';
import { useAppServices } from '../app/AppServices';
import { targetOf } from '../workflow/openActivity';
import { ChoiceGroup } from './ChoiceGroup';
import classes from './InboxTable.module.css';

type List = 'mine' | 'department' | 'approval';
type Department = 'all' | 'ZMLUVNE' | 'BILANCNE';
const PRIORITY = ['low', 'medium', 'high'] as const;
const PRIORITY_COLOR = ['gray', 'blue', 'red'] as const;

/**
 * The dashboard's work: counts per category, and the user's open activities (mine, my
 * department's or participant's, approvals only); core filters by the contractual and balancing
 * department. A row opens its step with `ref` back to the dashboard.
 */
export function ActivityInbox() {
  const { t, i18n } = useTranslation();
  const { http, variant } = useAppServices();
  const navigate = useNavigate();
  const [list, setList] = useState<List>('mine');
  const [department, setDepartment] = useState<Department>('all');
  const query = new URLSearchParams({ list, ...(variant === 'core' && department !== 'all' ? { department } : {}) }).toString();
  const counts = useQuery({
    queryKey: ['workflow', 'counts'],
    queryFn: async ({ signal }) => (await http.get<ActivityCount[]>('/bpm/dashboard/activity-count', { signal, background: true })).data ?? [],
  });
  const rows = useQuery({
    queryKey: ['workflow', 'inbox', query],
    queryFn: async ({ signal }) => (await http.get<Activity[]>(`/bpm/dashboard/activities?${query}`, { signal, callerHandles: 'all' })).data ?? [],
  });

  const open = (activity: Activity) => {
    const target = targetOf(activity, '/dashboard');
    if (target.kind === 'step') navigate(target.path);
    else if (target.kind === 'redirect') navigate(target.path);
    else notifications.show({ color: 'red', title: t('workflow.noScreen'), message: target.message });
  };
  const stepTitle = (activity: Activity) => {
    const target = targetOf(activity, '/dashboard');
    return target.kind === 'step' && WORKFLOW_STEPS[target.step] ? t(WORKFLOW_STEPS[target.step]?.titleKey ?? '') : (activity.activityType ?? '–');
  };

  return (
    <Stack gap="sm" data-testid="activity-inbox">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          {t('workflow.inbox.title')}
        </Title>
        <Group gap="xs" data-testid="activity-counts">
          {(counts.data ?? []).map((c) => (
            <Badge key={c.activityCategory} variant="light" data-category={c.activityCategory}>
              {t(`workflow.category.${c.activityCategory}`, { defaultValue: c.activityCategory })}: {c.count}
            </Badge>
          ))}
        </Group>
      </Group>
      <Group gap="md">
        <ChoiceGroup<List>
          value={list}
          onChange={setList}
          data={[
            { value: 'mine', label: t('workflow.inbox.mine') },
            { value: 'department', label: t(variant === 'core' ? 'workflow.inbox.department' : 'workflow.inbox.participant') },
            { value: 'approval', label: t('workflow.inbox.approval') },
          ]}
          aria-label={t('workflow.inbox.list')}
        />
        {variant === 'core' && (
          <ChoiceGroup<Department>
            value={department}
            onChange={setDepartment}
            data={[
              { value: 'all', label: t('workflow.department.all') },
              { value: 'ZMLUVNE', label: t('workflow.department.ZMLUVNE') },
              { value: 'BILANCNE', label: t('workflow.department.BILANCNE') },
            ]}
            aria-label={t('workflow.inbox.departmentView')}
          />
        )}
      </Group>
      {rows.error ? (
        <ErrorAlert error={rows.error} titleKey="workflow.loadFailed" />
      ) : rows.isLoading ? (
        <Loader size="sm" aria-label={t('workflow.loading')} />
      ) : (rows.data ?? []).length === 0 ? (
        <Text c="dimmed">{t('workflow.inbox.empty')}</Text>
      ) : (
        <table className={classes.table}>
          <thead>
            <tr>
              <th>{t('workflow.field.code')}</th>
              <th>{t('workflow.field.step')}</th>
              <th>{t('workflow.field.subject')}</th>
              {variant === 'core' && <th>{t('workflow.field.participant')}</th>}
              <th>{t('workflow.field.priority')}</th>
              <th>{t('workflow.field.dueDate')}</th>
            </tr>
          </thead>
          <tbody>
            {(rows.data ?? []).map((a) => {
              const priority = a.priority ?? 1;
              return (
                <tr key={a.activityId} data-activity-code={a.code ?? ''}>
                  <td>
                    <UnstyledButton onClick={() => open(a)} c="blue" td="underline">
                      {a.code ?? a.activityId}
                    </UnstyledButton>
                  </td>
                  <td>{stepTitle(a)}</td>
                  <td>{a.entityLabel ?? a.entityType?.code ?? '–'}</td>
                  {variant === 'core' && <td>{a.ucastnikNazov ?? '–'}</td>}
                  <td>
                    <Badge color={PRIORITY_COLOR[priority]} variant="light">
                      {t(`workflow.priority.${PRIORITY[priority] ?? 'medium'}`)}
                    </Badge>
                  </td>
                  <td>{a.process?.dueDate ? formatIsoDate(a.process.dueDate, i18n.language) : '–'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Stack>
  );
}
