import { Badge, Button, Group, Modal, Select, SegmentedControl, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasToken } from '../../engine/core/tokens';
import { ErrorAlert } from '../../engine/react/errors/ErrorAlert';
import { useAppServices } from '../app/AppServices';
import { useEnvironment } from '../environment/EnvironmentContext';
import { PageFrame } from '../shell/frame/PageFrame';
import { useCounters } from '../shell/counters/CountersContext';
import { useCurrentTenant } from '../tenant/TenantGate';
import { useSearchParams } from 'react-router';
import { useDialogPages } from '../dialogs/useDialogPages';
import { onChainChanged } from './chainEvents';
import { CHAIN_API, CHAIN_STATE_COLOR, type ChainLink } from './chainLink';
import { formatIsoDate } from './format';

const API = CHAIN_API;
const WRITE = 'zodpovednost-za-odchylku#write';

/**
 * `/retazenie-odchylok`: links of the balance-responsibility chain where the current participant is
 * either side (core staff: all). A participant asks a party to take over its imbalance for a
 * period; the party consents or refuses with a reason in the dialog pages retazenie-odchylok-suhlas
 * and retazenie-odchylok-detail. The shell's counter follows at once.
 */
export default function ChainPage() {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const { tokens } = useEnvironment();
  const tenant = useCurrentTenant();
  const { reload } = useCounters();
  const [filter, setFilter] = useState('ALL');
  const [rows, setRows] = useState<ChainLink[] | undefined>();
  const [error, setError] = useState<unknown>();
  const [asking, setAsking] = useState(false);
  const dialogs = useDialogPages();
  const [params, setParams] = useSearchParams();

  const load = useCallback(async () => {
    const query = `${filter === 'ALL' ? '' : `eq(stav,${filter})&`}sort(-platnostOd)&limit(200)`;
    try {
      setRows((await http.get<ChainLink[]>(`${API}?${query}`, { callerHandles: 'all' })).data ?? []);
      setError(undefined);
    } catch (e) {
      setError(e);
    }
  }, [http, filter]);

  useEffect(() => {
    void load();
  }, [load, tenant?.idUcastnikTrhu]);

  const changed = useCallback(async () => {
    await load();
    reload('deviations');
  }, [load, reload]);

  // Decisions are taken in the dialog windows (src/dialogs/pages/Chain*Dialog.tsx).
  useEffect(() => onChainChanged(() => void changed()), [changed]);

  // `?detail=ID` and `?suhlas=ID` open a link's window: the address an activity or a message links to.
  useEffect(() => {
    const detail = params.get('detail');
    const suhlas = params.get('suhlas');
    if (!detail && !suhlas) return;
    if (detail && /^\d{1,9}$/.test(detail)) dialogs.open('retazenie-odchylok-detail', { id: detail });
    if (suhlas && /^\d{1,9}$/.test(suhlas)) dialogs.open('retazenie-odchylok-suhlas', { id: suhlas, name: '' });
    setParams({}, { replace: true });
  }, [params, setParams, dialogs]);

  const isParty = (link: ChainLink) => tenant !== null && link.idUcastnikTrhu === tenant.idUcastnikTrhu && link.stav === 'CAKA';

  return (
    <PageFrame title={t('retazenieOdchylok.title')} breadcrumbs={[{ label: t('shell.menu.dashboard'), to: '/dashboard' }, { label: t('retazenieOdchylok.title') }]}>
      <Stack>
        <Text size="sm" c="dimmed">{t('retazenieOdchylok.intro')}</Text>
        <Group justify="space-between">
          <SegmentedControl
            value={filter}
            onChange={setFilter}
            data={['ALL', 'CAKA', 'SUHLAS', 'NESUHLAS'].map((value) => ({ value, label: value === 'ALL' ? t('retazenieOdchylok.filter.all') : t(`retazenieOdchylok.enum.stav.${value}`) }))}
            aria-label={t('retazenieOdchylok.field.stav')}
          />
          {tenant && hasToken(tokens, WRITE) && <Button onClick={() => setAsking(true)}>{t('retazenieOdchylok.action.ask')}</Button>}
        </Group>
        {error !== undefined && <ErrorAlert error={error} titleKey="retazenieOdchylok.failed" />}
        <Table striped highlightOnHover data-testid="chain-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('retazenieOdchylok.field.nazovZiadatel')}</Table.Th>
              <Table.Th>{t('retazenieOdchylok.field.nazovUcastnik')}</Table.Th>
              <Table.Th>{t('retazenieOdchylok.field.platnostOd')}</Table.Th>
              <Table.Th>{t('retazenieOdchylok.field.platnostDo')}</Table.Th>
              <Table.Th>{t('retazenieOdchylok.field.stav')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows?.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6}>{t('retazenieOdchylok.empty')}</Table.Td>
              </Table.Tr>
            )}
            {rows?.map((link) => (
              <Table.Tr key={link.idRetazenie} data-testid={`chain-row-${link.idRetazenie}`}>
                <Table.Td>{link.nazovZiadatel}</Table.Td>
                <Table.Td>{link.nazovUcastnik}</Table.Td>
                <Table.Td>{formatIsoDate(link.platnostOd)}</Table.Td>
                <Table.Td>{link.platnostDo ? formatIsoDate(link.platnostDo) : t('retazenieOdchylok.openEnded')}</Table.Td>
                <Table.Td>
                  <Badge color={CHAIN_STATE_COLOR[link.stav]} variant="light">{t(`retazenieOdchylok.enum.stav.${link.stav}`)}</Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    {isParty(link) && (
                      <Button size="xs" onClick={() => dialogs.open('retazenie-odchylok-suhlas', { id: String(link.idRetazenie), name: link.nazovZiadatel })}>
                        {t('retazenieOdchylok.action.decide')}
                      </Button>
                    )}
                    <Button size="xs" variant="subtle" onClick={() => dialogs.open('retazenie-odchylok-detail', { id: String(link.idRetazenie) })}>
                      {t('retazenieOdchylok.action.detail')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
      {asking && (
        <AskDialog
          onClose={() => setAsking(false)}
          onDone={async () => {
            setAsking(false);
            await changed();
          }}
        />
      )}
    </PageFrame>
  );
}

/** Asks a balance-responsible party to take over the current participant's imbalance for a period. */
function AskDialog({ onClose, onDone }: { onClose: () => void; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const tenant = useCurrentTenant();
  const [parties, setParties] = useState<{ value: string; label: string }[]>([]);
  const [party, setParty] = useState<string | null>(null);
  const [od, setOd] = useState('');
  const [to, setTo] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<unknown>();
  useEffect(() => {
    void http.get<{ idUcastnikTrhu: number; nazov: string; eic: string }[]>('/edc/zmluvy/ucastnik-trhu/?sort(+nazov)&limit(500)', { callerHandles: 'all' }).then(
      (res) => setParties((res.data ?? []).filter((p) => p.idUcastnikTrhu !== tenant?.idUcastnikTrhu).map((p) => ({ value: String(p.idUcastnikTrhu), label: `${p.nazov} (${p.eic})` }))),
      setError,
    );
  }, [http, tenant?.idUcastnikTrhu]);
  const submit = async () => {
    try {
      await http.post(API, { idUcastnikTrhu: party === null ? undefined : Number(party), platnostOd: od || undefined, platnostDo: to || null, poznamka: note || null }, { callerHandles: 'all' });
      await onDone();
    } catch (e) {
      setError(e);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('retazenieOdchylok.askTitle')} size="lg">
      <Stack>
        <Select label={t('retazenieOdchylok.field.nazovUcastnik')} data={parties} value={party} onChange={setParty} searchable required />
        <Group grow>
          <TextInput type="date" label={t('retazenieOdchylok.field.platnostOd')} value={od} onChange={(e) => setOd(e.currentTarget.value)} required />
          <TextInput type="date" label={t('retazenieOdchylok.field.platnostDo')} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
        </Group>
        <Textarea label={t('retazenieOdchylok.field.poznamka')} value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={2} />
        {error !== undefined && <ErrorAlert error={error} titleKey="retazenieOdchylok.failed" />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('retazenieOdchylok.cancel')}</Button>
          <Button onClick={() => void submit()}>{t('retazenieOdchylok.action.send')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
