import { Badge, Button, Card, Group, Modal, SegmentedControl, SimpleGrid, Stack, Table, Text, Textarea } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasToken } from '../../engine/core/tokens';
import { ErrorAlert } from '../../engine/react/errors/ErrorAlert';
import { useAppServices } from '../app/AppServices';
import { useEnvironment } from '../environment/EnvironmentContext';
import { startPolling } from '../shell/counters/polling';
import { PageFrame } from '../shell/frame/PageFrame';
import { formatDateTime } from './format';

/** The board is read again this often while visible. */
export const SEMAFOR_REFRESH_MS = 60_000;
const WRITE = 'semafor#write';
const STATES = ['ZELENA', 'ORANZOVA', 'CERVENA'] as const;
const COLOR: Record<string, string> = { ZELENA: 'var(--mantine-color-green-6)', ORANZOVA: 'var(--mantine-color-orange-5)', CERVENA: 'var(--mantine-color-red-7)' };
/** A shape per state as well as a colour, so the light reads without colour vision. */
const SYMBOL: Record<string, string> = { ZELENA: '●', ORANZOVA: '▲', CERVENA: '■' };

interface Light {
  kod: string;
  stav: string;
  dovod: string | null;
  zmenil: string;
  zmeneneKedy: string;
  verzia: number;
}

/** `/semafor`: one light per data flow of the data centre, refreshed every minute; staff set them. */
export default function SemaforPage() {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const { tokens } = useEnvironment();
  const [lights, setLights] = useState<Light[] | undefined>();
  const [error, setError] = useState<unknown>();
  const [editing, setEditing] = useState<Light | undefined>();
  const [history, setHistory] = useState<Light | undefined>();
  const canWrite = hasToken(tokens, WRITE);

  const load = useCallback(async () => {
    try {
      setLights((await http.get<Light[]>('/edc/semafor/', { background: true })).data ?? []);
      setError(undefined);
    } catch (e) {
      setError(e);
    }
  }, [http]);

  useEffect(() => startPolling(load, SEMAFOR_REFRESH_MS), [load]);

  return (
    <PageFrame title={t('semafor.title')} breadcrumbs={[{ label: t('shell.menu.dashboard'), to: '/dashboard' }, { label: t('semafor.title') }]}>
      <Stack>
        <Text size="sm" c="dimmed">{t('semafor.intro')}</Text>
        {error !== undefined && <ErrorAlert error={error} titleKey="semafor.failed" />}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {lights?.map((light) => (
            <Card key={light.kod} withBorder padding="md" data-testid={`semafor-${light.kod}`} style={{ borderLeft: `8px solid ${COLOR[light.stav]}` }}>
              <Stack gap={6}>
                <Text fw={700}>{t(`semafor.flow.${light.kod}`)}</Text>
                <Group gap="xs">
                  <span aria-hidden style={{ color: COLOR[light.stav], fontSize: 22, lineHeight: 1 }}>{SYMBOL[light.stav]}</span>
                  <Badge color={light.stav === 'ZELENA' ? 'green' : light.stav === 'ORANZOVA' ? 'orange' : 'red'} variant="filled" data-testid="semafor-state">
                    {t(`semafor.enum.stav.${light.stav}`)}
                  </Badge>
                </Group>
                <Text size="sm">{light.dovod}</Text>
                <Text size="xs" c="dimmed">{t('semafor.changed', { who: light.zmenil, when: formatDateTime(light.zmeneneKedy) })}</Text>
                <Group gap="xs">
                  <Button size="xs" variant="subtle" onClick={() => setHistory(light)}>{t('semafor.history')}</Button>
                  {canWrite && <Button size="xs" variant="light" onClick={() => setEditing(light)}>{t('semafor.set')}</Button>}
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
      {editing && (
        <SetLightDialog
          light={editing}
          onClose={() => setEditing(undefined)}
          onDone={async () => {
            setEditing(undefined);
            await load();
          }}
        />
      )}
      {history && <HistoryDialog light={history} onClose={() => setHistory(undefined)} />}
    </PageFrame>
  );
}

function SetLightDialog({ light, onClose, onDone }: { light: Light; onClose: () => void; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const [stav, setStav] = useState(light.stav);
  const [dovod, setDovod] = useState('');
  const [error, setError] = useState<unknown>();
  const submit = async () => {
    try {
      await http.post(`/edc/semafor/${light.kod}`, { stav, dovod, verzia: light.verzia }, { callerHandles: 'all' });
      await onDone();
    } catch (e) {
      setError(e);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('semafor.setTitle', { flow: t(`semafor.flow.${light.kod}`) })}>
      <Stack>
        <SegmentedControl value={stav} onChange={setStav} data={STATES.map((s) => ({ value: s, label: `${SYMBOL[s]} ${t(`semafor.enum.stav.${s}`)}` }))} />
        <Textarea label={t('semafor.note')} value={dovod} onChange={(e) => setDovod(e.currentTarget.value)} autosize minRows={3} required />
        {error !== undefined && <ErrorAlert error={error} titleKey="semafor.failed" />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('semafor.cancel')}</Button>
          <Button onClick={() => void submit()}>{t('semafor.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function HistoryDialog({ light, onClose }: { light: Light; onClose: () => void }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const [rows, setRows] = useState<Light[]>([]);
  useEffect(() => {
    void http.get<Light[]>(`/edc/semafor/${light.kod}/history`).then((res) => setRows(res.data ?? []));
  }, [http, light.kod]);
  return (
    <Modal opened onClose={onClose} title={t('semafor.historyTitle', { flow: t(`semafor.flow.${light.kod}`) })} size="xl">
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('semafor.when')}</Table.Th>
            <Table.Th>{t('semafor.state')}</Table.Th>
            <Table.Th>{t('semafor.note')}</Table.Th>
            <Table.Th>{t('semafor.who')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r, i) => (
            <Table.Tr key={i}>
              <Table.Td>{formatDateTime(r.zmeneneKedy)}</Table.Td>
              <Table.Td>{`${SYMBOL[r.stav] ?? ''} ${t(`semafor.enum.stav.${r.stav}`)}`}</Table.Td>
              <Table.Td>{r.dovod}</Table.Td>
              <Table.Td>{r.zmenil}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
