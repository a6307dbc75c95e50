import { Anchor, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../../engine/core/form';
import type { EntityMetadata } from '../../../engine/core/metadata';
import type { Activity } from '../../../engine/core/workflow';
import { ErrorAlert } from '../../../engine/react/errors/ErrorAlert';
import { entityQueryKeys } from '../../../engine/react/queryKeys';
import { WORKFLOW_STEPS } from '../../../metadata/workflow/steps';
import { useAppServices } from '../../app/AppServices';
import { variantBasename } from '../../app/variant';
import { targetOf } from '../../workflow/openActivity';
import type { DialogPageProps } from '../dialogPages';
import { entityOf, validRecordId } from '../entityOf';
import { BadDialogArguments } from './DialogFrame';

function Changes({ meta, id }: { meta: EntityMetadata; id: string }) {
  const { t, i18n } = useTranslation();
  const { http, variant } = useAppServices();
  const query = useQuery({
    queryKey: [...entityQueryKeys(meta).all, 'zmeny', id],
    queryFn: ({ signal }) => http.get<Activity[]>(`${meta.api}${id}/zmeny`, { signal, callerHandles: 'all' }).then((r) => r.data ?? []),
  });
  // The dialog sits beside the router (it outlives a navigation): a step opens by its address.
  const base = variantBasename(variant);
  const here = typeof window === 'undefined' ? '/' : window.location.pathname.slice(base.length) || '/';
  if (query.error) return <ErrorAlert error={query.error} titleKey="dialogs.utChanges.failed" />;
  if (!query.data) return <Loader size="sm" aria-label={t('dialogs.loading')} />;
  const rows = query.data;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('dialogs.utChanges.intro')}
        </Text>
        <Button size="xs" variant="default" onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('dialogs.utChanges.refresh')}
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Text>{t('dialogs.utChanges.none')}</Text>
      ) : (
        <Table withTableBorder striped aria-label={t('dialogs.utChanges.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('dialogs.utChanges.subject')}</Table.Th>
              <Table.Th>{t('dialogs.utChanges.step')}</Table.Th>
              <Table.Th>{t('dialogs.utChanges.assignee')}</Table.Th>
              <Table.Th>{t('dialogs.utChanges.created')}</Table.Th>
              <Table.Th>{t('dialogs.utChanges.due')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((activity) => {
              const target = targetOf(activity, here);
              const step = target.kind === 'step' ? WORKFLOW_STEPS[target.step] : undefined;
              const person = [activity.idAssignedUser?.meno, activity.idAssignedUser?.priezvisko].filter(Boolean).join(' ');
              // A task of a department's queue names no person.
              const assignee = person || (activity.userRole ? t('dialogs.utChanges.queue') : '–');
              return (
                <Table.Tr key={activity.activityId}>
                  <Table.Td>
                    {target.kind === 'step' ? (
                      <Anchor href={`${base}${target.path}`}>{activity.entityLabel ?? activity.code ?? activity.activityId}</Anchor>
                    ) : (
                      (activity.entityLabel ?? activity.code ?? activity.activityId)
                    )}
                  </Table.Td>
                  <Table.Td>{step ? t(step.titleKey) : (activity.activityType ?? '–')}</Table.Td>
                  <Table.Td>{assignee}</Table.Td>
                  <Table.Td>{activity.created ? formatIsoDate(activity.created.slice(0, 10), i18n.language) : '–'}</Table.Td>
                  <Table.Td>{activity.process?.dueDate ? formatIsoDate(activity.process.dueDate, i18n.language) : '–'}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/**
 * dialogs/ut-changes: a participant's pending changes (args: entity, id; `current` on the portal):
 * the open activities of its processes that have not ended, each opening its step. Modeless, one
 * window per participant.
 */
export default function UtChangesDialog({ args }: DialogPageProps) {
  const meta = entityOf(args.entity);
  if (!meta || !(validRecordId(args.id) || args.id === 'current')) {
    return <BadDialogArguments page="ut-changes" />;
  }
  return <Changes meta={meta} id={args.id} />;
}
