import { Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EntityMetadata } from '../../../engine/core/metadata';
import { fieldLabelKey } from '../../../engine/core/metadata';
import { ErrorAlert } from '../../../engine/react/errors/ErrorAlert';
import { formatCell } from '../../../engine/react/format/formatCell';
import { entityQueryKeys } from '../../../engine/react/queryKeys';
import { useAppServices } from '../../app/AppServices';
import type { DialogPageProps } from '../dialogPages';
import { entityOf, validRecordId } from '../entityOf';
import { historyFormatOf } from '../historyFormat';
import { BadDialogArguments } from './DialogFrame';

/** One entry as `GET {entity}{id}/history` answers it (server/api/history). */
interface HistoryEntry {
  idHistoria: number;
  akcia: 'CREATE' | 'UPDATE' | 'DELETE';
  zmenil: string | null;
  zmenene: string;
  zmeny: { field: string; from: unknown; to: unknown }[];
}

function History({ meta, id }: { meta: EntityMetadata; id: string }) {
  const { t, i18n } = useTranslation();
  const { http } = useAppServices();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const query = useQuery({
    queryKey: [...entityQueryKeys(meta).all, 'history', id],
    queryFn: ({ signal }) => http.get<HistoryEntry[]>(`${meta.api}${id}/history`, { signal, callerHandles: 'all' }).then((r) => r.data ?? []),
  });
  const value = (field: string, v: unknown) =>
    formatCell(v, historyFormatOf(meta, field), { language, t, entity: meta.entity, field }) || t('dialogs.history.empty');

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('dialogs.history.record', { id })}
        </Text>
        <Button size="xs" variant="default" onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('dialogs.history.refresh')}
        </Button>
      </Group>
      {query.error ? <ErrorAlert error={query.error} titleKey="dialogs.history.failed" /> : null}
      {query.isPending && !query.error ? <Loader size="sm" aria-label={t('dialogs.loading')} /> : null}
      {query.data && query.data.length === 0 ? <Text size="sm">{t('dialogs.history.none')}</Text> : null}
      {query.data && query.data.length > 0 ? (
        <Table striped withTableBorder aria-label={t('dialogs.history.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('dialogs.history.when')}</Table.Th>
              <Table.Th>{t('dialogs.history.who')}</Table.Th>
              <Table.Th>{t('dialogs.history.action')}</Table.Th>
              <Table.Th>{t('dialogs.history.changes')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.map((entry) => (
              <Table.Tr key={entry.idHistoria}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCell(entry.zmenene, 'datetime', { language, t, entity: meta.entity, field: 'zmenene' })}</Table.Td>
                <Table.Td>{entry.zmenil ?? t('dialogs.history.unknownAuthor')}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={entry.akcia === 'DELETE' ? 'red' : entry.akcia === 'CREATE' ? 'green' : 'blue'}>
                    {t(`dialogs.history.akcia.${entry.akcia}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                    {entry.zmeny.map((change) => (
                      <li key={change.field}>
                        <Text span size="sm" fw={600}>
                          {t(fieldLabelKey(meta, change.field))}:
                        </Text>{' '}
                        <Text span size="sm">
                          {entry.akcia === 'UPDATE'
                            ? t('dialogs.history.fromTo', { from: value(change.field, change.from), to: value(change.field, change.to) })
                            : value(change.field, entry.akcia === 'DELETE' ? change.from : change.to)}
                        </Text>
                      </li>
                    ))}
                  </ul>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}

/** dialogs/history: the change history of one record (args: entity, id), newest first. */
export default function HistoryDialog({ args }: DialogPageProps) {
  const meta = entityOf(args.entity);
  if (!meta || !validRecordId(args.id)) {
    return <BadDialogArguments page="history" />;
  }
  return <History meta={meta} id={args.id} />;
}
