import { Alert, Button, Group, Loader, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../engine/react/errors/ErrorAlert';
import { useAppServices } from '../../app/AppServices';
import { useCurrentTenant } from '../../tenant/TenantGate';
import { CHAIN_API, type ChainLink } from '../../kontrola/chainLink';
import { notifyChainChanged } from '../../kontrola/chainEvents';
import { formatIsoDate } from '../../kontrola/format';
import type { DialogPageProps } from '../dialogPages';
import { validRecordId } from '../entityOf';

function Decide({ id, close, requestClose }: { id: string; close: () => void; requestClose: () => void }) {
  const { t } = useTranslation();
  const { http, variant } = useAppServices();
  const tenant = useCurrentTenant();
  const [decision, setDecision] = useState<'consent' | 'refuse'>('consent');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const link = useQuery({
    queryKey: ['retazenie-odchylok', id],
    queryFn: ({ signal }) => http.get<ChainLink>(`${CHAIN_API}${id}`, { signal, callerHandles: 'all' }).then((r) => r.data),
  });
  if (link.error) return <ErrorAlert error={link.error} titleKey="retazenieOdchylok.failed" />;
  if (!link.data) return <Loader size="sm" aria-label={t('dialogs.loading')} />;
  const l = link.data;
  if (l.stav !== 'CAKA') return <Alert color="yellow">{t('retazenieOdchylok.alreadyDecided', { stav: t(`retazenieOdchylok.enum.stav.${l.stav}`) })}</Alert>;

  const question = (
    <Text size="sm">
      {t('retazenieOdchylok.consentQuestion', {
        requester: l.nazovZiadatel,
        od: formatIsoDate(l.platnostOd),
        do: l.platnostDo ? formatIsoDate(l.platnostDo) : t('retazenieOdchylok.openEnded'),
      })}
    </Text>
  );
  // Only the party the responsibility is handed to decides (the server refuses anyone else with a
  // 403): operator staff and other participants read the request and learn who decides.
  const decides = variant === 'portal' && tenant !== null && tenant.idUcastnikTrhu === l.idUcastnikTrhu;
  if (!decides) {
    return (
      <Stack data-testid="chain-consent">
        {question}
        {l.poznamka && <Text size="sm" c="dimmed">{l.poznamka}</Text>}
        <Alert color="blue" data-testid="chain-consent-readonly">
          {t(variant === 'core' ? 'retazenieOdchylok.decidesPartyStaff' : 'retazenieOdchylok.decidesParty', { party: l.nazovUcastnik, eic: l.eicUcastnik })}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>{t('retazenieOdchylok.close')}</Button>
        </Group>
      </Stack>
    );
  }

  const submit = async () => {
    setBusy(true);
    try {
      if (decision === 'consent') await http.post(`${CHAIN_API}${id}/consent`, {}, { callerHandles: 'all' });
      else await http.post(`${CHAIN_API}${id}/refuse`, { dovod: reason.trim() }, { callerHandles: 'all' });
      notifyChainChanged();
      close();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };
  return (
    <Stack data-testid="chain-consent">
      {question}
      {l.poznamka && <Text size="sm" c="dimmed">{l.poznamka}</Text>}
      <Radio.Group value={decision} onChange={(v) => setDecision(v === 'refuse' ? 'refuse' : 'consent')} label={t('retazenieOdchylok.decision')}>
        <Group mt={4}>
          <Radio value="consent" label={t('retazenieOdchylok.action.consent')} />
          <Radio value="refuse" label={t('retazenieOdchylok.action.refuse')} />
        </Group>
      </Radio.Group>
      {decision === 'refuse' && (
        <Textarea label={t('retazenieOdchylok.field.dovodOdmietnutia')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} minRows={3} autosize required maxLength={500} />
      )}
      {error !== undefined && <ErrorAlert error={error} titleKey="retazenieOdchylok.failed" />}
      <Group justify="flex-end">
        <Button variant="default" onClick={requestClose}>{t('retazenieOdchylok.cancel')}</Button>
        <Button color={decision === 'refuse' ? 'red' : 'green'} loading={busy} disabled={decision === 'refuse' && reason.trim().length < 3} onClick={() => void submit()}>
          {t(decision === 'refuse' ? 'retazenieOdchylok.action.refuse' : 'retazenieOdchylok.action.consent')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * `dialogs/retazenie-odchylok-suhlas` (spec 2.5): the balance-responsible party consents to a chain
 * link or refuses it with a reason (args: id). Modal; the server lets only the party decide, so
 * anyone else (operator staff: the spec gives core no token to decide on a participant's behalf)
 * sees it read-only with who must decide.
 */
export default function ChainConsentDialog({ args, close, requestClose }: DialogPageProps) {
  const { t } = useTranslation();
  if (!validRecordId(args.id)) {
    return (
      <Alert color="red" title={t('dialogs.badArguments')}>
        {t('dialogs.badArgumentsText', { page: 'dialogs/retazenie-odchylok-suhlas' })}
      </Alert>
    );
  }
  return <Decide id={args.id} close={close} requestClose={requestClose} />;
}
