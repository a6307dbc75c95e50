import { Button, Group, Loader, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EntityMetadata } from '../../../engine/core/metadata';
import { ErrorAlert } from '../../../engine/react/errors/ErrorAlert';
import { formatCell } from '../../../engine/react/format/formatCell';
import { entityQueryKeys } from '../../../engine/react/queryKeys';
import { useAppServices } from '../../app/AppServices';
import type { DialogPageProps } from '../dialogPages';
import { entityOf, validRecordId } from '../entityOf';
import { VectorChart } from './VectorChart';
import { BadDialogArguments } from './DialogFrame';
import { WITH_VECTOR_HISTORY } from '../vectorHistoryEntities';

/** One day as `GET {entity}{id}/vector-history` answers it (server/api/vectorHistory). */
interface VectorPoint {
  den: string;
  flexibilnyVykonKw: number;
  aktivovanyVykonKw: number;
  pocetClenov: number;
}

function VectorHistory({ meta, id }: { meta: EntityMetadata; id: string }) {
  const { t, i18n } = useTranslation();
  const { http } = useAppServices();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const query = useQuery({
    queryKey: [...entityQueryKeys(meta).all, 'vector-history', id],
    queryFn: ({ signal }) => http.get<VectorPoint[]>(`${meta.api}${id}/vector-history`, { signal, callerHandles: 'all' }).then((r) => r.data ?? []),
  });
  const cell = (value: unknown, format: 'date' | 'number0' | 'number3') => formatCell(value, format, { language, t, entity: meta.entity, field: 'vectorHistory' });
  const points = query.data ?? [];
  const flexible = t('dialogs.vectorHistory.flexible');
  const activated = t('dialogs.vectorHistory.activated');
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('dialogs.vectorHistory.record', { id })}
        </Text>
        <Button size="xs" variant="default" onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('dialogs.vectorHistory.refresh')}
        </Button>
      </Group>
      {query.error ? <ErrorAlert error={query.error} titleKey="dialogs.vectorHistory.failed" /> : null}
      {query.isPending && !query.error ? <Loader size="sm" aria-label={t('dialogs.loading')} /> : null}
      {query.data && points.length === 0 ? <Text size="sm">{t('dialogs.vectorHistory.none')}</Text> : null}
      {points.length > 0 ? (
        <>
          <VectorChart
            labels={points.map((p) => cell(p.den, 'date'))}
            series={[
              { name: flexible, color: 'var(--mantine-color-blue-6)', values: points.map((p) => p.flexibilnyVykonKw) },
              { name: activated, color: 'var(--mantine-color-orange-6)', values: points.map((p) => p.aktivovanyVykonKw), dashed: true },
            ]}
            title={t('dialogs.vectorHistory.chart')}
            description={t('dialogs.vectorHistory.chartDescription', {
              from: cell(points[0]?.den, 'date'),
              to: cell(points[points.length - 1]?.den, 'date'),
              count: points.length,
            })}
            format={(v) => cell(v, 'number0')}
          />
          <Group gap="md" aria-hidden>
            <Text size="xs" c="blue.7">— {flexible}</Text>
            <Text size="xs" c="orange.7">- - {activated}</Text>
          </Group>
          <ScrollArea.Autosize mah={260}>
            <Table striped withTableBorder stickyHeader aria-label={t('dialogs.vectorHistory.table')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('dialogs.vectorHistory.day')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{flexible}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{activated}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('dialogs.vectorHistory.members')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...points].reverse().map((p) => (
                  <Table.Tr key={p.den}>
                    <Table.Td>{cell(p.den, 'date')}</Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>{cell(p.flexibilnyVykonKw, 'number3')}</Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>{cell(p.aktivovanyVykonKw, 'number3')}</Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>{cell(p.pocetClenov, 'number0')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </>
      ) : null}
    </Stack>
  );
}

/** dialogs/vector-history: how a record's values moved over time (args: entity, id), chart and table. */
export default function VectorHistoryDialog({ args }: DialogPageProps) {
  const meta = entityOf(args.entity);
  if (!meta || !WITH_VECTOR_HISTORY.has(meta.entity) || !validRecordId(args.id)) {
    return <BadDialogArguments page="vector-history" />;
  }
  return <VectorHistory meta={meta} id={args.id} />;
}
