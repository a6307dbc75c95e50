import { Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../engine/react/errors/ErrorAlert';
import { useAppServices } from '../../app/AppServices';
import { CHAIN_API, CHAIN_STATE_COLOR, type ChainLink } from '../../kontrola/chainLink';
import { onChainChanged } from '../../kontrola/chainEvents';
import { formatDateTime, formatIsoDate } from '../../kontrola/format';
import { useCurrentTenant } from '../../tenant/TenantGate';
import type { DialogPageProps } from '../dialogPages';
import { validRecordId } from '../entityOf';
import { useDialogPages } from '../useDialogPages';
import { BadDialogArguments } from './DialogFrame';

/** One entry of `GET {chain}{id}/history` (server/api/history): a create, or what an update changed. */
interface HistoryEntry {
  idHistoria: number;
  akcia: 'CREATE' | 'UPDATE' | 'DELETE';
  zmenil: string | null;
  zmenene: string;
  zmeny: { field: string; from: unknown; to: unknown }[];
}

/** Fields of a link worth showing in its history (ids and versions are not). */
const HISTORY_FIELDS = new Set(['stav', 'platnostOd', 'platnostDo', 'poznamka', 'dovodOdmietnutia', 'rozhodol']);

function Detail({ id }: { id: string }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const tenant = useCurrentTenant();
  const dialogs = useDialogPages();
  const link = useQuery({
    queryKey: ['retazenie-odchylok', id],
    queryFn: ({ signal }) => http.get<ChainLink>(`${CHAIN_API}${id}`, { signal, callerHandles: 'all' }).then((r) => r.data),
  });
  const history = useQuery({
    queryKey: ['retazenie-odchylok', id, 'history'],
    queryFn: ({ signal }) => http.get<HistoryEntry[]>(`${CHAIN_API}${id}/history`, { signal, callerHandles: 'all' }).then((r) => r.data ?? []),
  });
  // A decision taken in the consent window shows here at once.
  const { refetch: refetchLink } = link;
  const { refetch: refetchHistory } = history;
  useEffect(() => onChainChanged(() => void Promise.all([refetchLink(), refetchHistory()])), [refetchLink, refetchHistory]);

  if (link.error) return <ErrorAlert error={link.error} titleKey="retazenieOdchylok.failed" />;
  if (!link.data) return <Loader size="sm" aria-label={t('dialogs.loading')} />;
  const l = link.data;
  const value = (field: string, v: unknown): string => {
    if (v === null || v === undefined || v === '') return '—';
    if (field === 'stav') return t(`retazenieOdchylok.enum.stav.${String(v)}`);
    if (field === 'platnostOd' || field === 'platnostDo') return formatIsoDate(String(v));
    return String(v);
  };
  const line = (key: string, text: string | null | undefined) => (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" fw={600} w={220}>{t(`retazenieOdchylok.field.${key}`)}</Text>
      <Text size="sm" data-field={key}>{text || '—'}</Text>
    </Group>
  );
  const decides = tenant !== null && l.idUcastnikTrhu === tenant.idUcastnikTrhu && l.stav === 'CAKA';
  return (
    <Stack gap={6} data-testid="chain-detail">
      <Group justify="space-between">
        <Badge color={CHAIN_STATE_COLOR[l.stav]} variant="light">{t(`retazenieOdchylok.enum.stav.${l.stav}`)}</Badge>
        {decides && (
          <Button size="xs" onClick={() => dialogs.open('retazenie-odchylok-suhlas', { id, name: l.nazovZiadatel })}>
            {t('retazenieOdchylok.action.decide')}
          </Button>
        )}
      </Group>
      {line('nazovZiadatel', `${l.nazovZiadatel} (${l.eicZiadatel})`)}
      {line('nazovUcastnik', `${l.nazovUcastnik} (${l.eicUcastnik})`)}
      {line('obdobie', `${formatIsoDate(l.platnostOd)} – ${l.platnostDo ? formatIsoDate(l.platnostDo) : t('retazenieOdchylok.openEnded')}`)}
      {line('poznamka', l.poznamka)}
      {line('vytvoril', `${l.vytvoril}, ${formatDateTime(l.vytvoreneKedy)}`)}
      {l.rozhodol && line('rozhodol', `${l.rozhodol}, ${formatDateTime(l.rozhodnuteKedy)}`)}
      {l.dovodOdmietnutia && line('dovodOdmietnutia', l.dovodOdmietnutia)}
      <Title order={5} mt="sm">{t('retazenieOdchylok.history')}</Title>
      {history.error ? <ErrorAlert error={history.error} titleKey="retazenieOdchylok.failed" /> : null}
      {history.data && (
        <Table striped withTableBorder data-testid="chain-history" aria-label={t('retazenieOdchylok.history')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('dialogs.history.when')}</Table.Th>
              <Table.Th>{t('dialogs.history.who')}</Table.Th>
              <Table.Th>{t('dialogs.history.action')}</Table.Th>
              <Table.Th>{t('dialogs.history.changes')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.data.map((entry) => (
              <Table.Tr key={entry.idHistoria}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.zmenene)}</Table.Td>
                <Table.Td>{entry.zmenil ?? t('dialogs.history.unknownAuthor')}</Table.Td>
                <Table.Td>{t(`dialogs.history.akcia.${entry.akcia}`)}</Table.Td>
                <Table.Td>
                  {entry.zmeny
                    .filter((c) => HISTORY_FIELDS.has(c.field))
                    .map((c) => (
                      <Text key={c.field} size="sm">
                        <Text span fw={600} size="sm">{t(`retazenieOdchylok.field.${c.field}`)}:</Text>{' '}
                        {entry.akcia === 'UPDATE' ? t('dialogs.history.fromTo', { from: value(c.field, c.from), to: value(c.field, c.to) }) : value(c.field, c.to)}
                      </Text>
                    ))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** `dialogs/retazenie-odchylok-detail` (spec 2.5): a chain link and its history (args: id); modeless, one window per link. */
export default function ChainDetailDialog({ args }: DialogPageProps) {
  if (!validRecordId(args.id)) {
    return <BadDialogArguments page="retazenie-odchylok-detail" />;
  }
  return <Detail id={args.id} />;
}
