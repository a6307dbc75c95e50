import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EntityMetadata } from '../../../engine/core/metadata';
import type { Activity } from '../../../engine/core/workflow';
import { icoProblem } from '../../../engine/core/validation/identifiers';
import { ErrorAlert } from '../../../engine/react/errors/ErrorAlert';
import { entityQueryKeys } from '../../../engine/react/queryKeys';
import { useAppServices } from '../../app/AppServices';
import { variantBasename } from '../../app/variant';
import { targetOf } from '../../workflow/openActivity';
import type { DialogPageProps } from '../dialogPages';
import { entityOf, validRecordId } from '../entityOf';

/** Where the register of legal entities is asked (server/integrations/rpo). */
export const RPO_API = '/portal/zmluvy/rpo/';
/** The participant-change process of the portal (server/bpm/processes/ucastnikZmena/definition.ts). */
const CHANGE_START = '/portal/zmluvy/ucastnik-zmena/start-process';
const CHANGE = '/portal/zmluvy/ucastnik-zmena/';

type EntityRecord = Record<string, unknown>;
type Address = Record<string, string | null | undefined>;

/** An entry of the register as the server answers it. */
interface RpoEntry {
  ico: string;
  nazov: string;
  pravnaForma: string;
  adresa: Address;
  datumVzniku: string;
  datumZmeny: string | null;
}

/** An address on one line: street and numbers, PSČ and town. */
function addressLine(address: Address | null | undefined): string {
  if (!address) return '';
  const numbers = [address.PopisneCislo, address.OrientacneCislo].filter(Boolean).join('/');
  const street = [address.Ulica, numbers].filter(Boolean).join(' ');
  const psc = address.Psc && /^\d{5}$/.test(address.Psc) ? `${address.Psc.slice(0, 3)} ${address.Psc.slice(3)}` : address.Psc;
  return [street, [psc, address.Mesto].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** The HTTP status of a failed call (the http client's errors carry it), else undefined. */
function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

function RpoForm({ meta, id, canWrite, handBack, close, requestClose }: { meta: EntityMetadata; id: string; canWrite: boolean } & Pick<DialogPageProps, 'handBack' | 'close' | 'requestClose'>) {
  const { t } = useTranslation();
  const { http, variant } = useAppServices();
  const queryClient = useQueryClient();
  const keys = entityQueryKeys(meta);
  const url = `${meta.api}${id}`;
  // Opened from an edit form: the form's values (unsaved ones included) instead of the stored record.
  const intoForm = handBack !== undefined;
  const [formValues] = useState(() => (handBack ? ((handBack.values() as EntityRecord | undefined) ?? {}) : undefined));
  const [formGone, setFormGone] = useState(false);
  const record = useQuery({
    queryKey: keys.record(id),
    queryFn: ({ signal }) => http.get<EntityRecord>(url, { signal, callerHandles: 'all' }).then((r) => r.data as EntityRecord),
    enabled: !intoForm,
  });
  const current = formValues ?? record.data;
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const ico = typed ?? (typeof current?.ico === 'string' ? current.ico : '');
  const lookup = useMutation({
    mutationFn: (value: string) => http.get<RpoEntry>(`${RPO_API}${encodeURIComponent(value)}`, { callerHandles: 'all' }).then((r) => r.data as RpoEntry),
  });
  const apply = useMutation({
    mutationFn: (entry: RpoEntry) => {
      const { mesto: _mesto, ...stored } = record.data ?? {};
      const adresa = { ...((stored.adresa as Address | null) ?? {}), ...entry.adresa };
      return http
        .post<EntityRecord>(url, { ...stored, ico: entry.ico, nazov: entry.nazov, pravnaForma: entry.pravnaForma, adresa }, { callerHandles: 'explained' })
        .then((r) => r.data);
    },
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(keys.record(id), saved);
      // The lists and the record's history show the register's values.
      void queryClient.invalidateQueries({ queryKey: keys.all });
      close();
    },
  });

  // Portal: the participant is never written directly; the register's values start a change process.
  const propose = useMutation({
    mutationFn: async (entry: RpoEntry) => {
      const started = (await http.post<{ activityId: number }>(CHANGE_START, {}, { callerHandles: 'explained' })).data;
      const activity = (await http.get<Activity>(`/bpm/activity/${started?.activityId ?? ''}`, { callerHandles: 'all' })).data as Activity;
      const path = `${CHANGE}${activity.entityId ?? ''}`;
      const proposal = (await http.get<EntityRecord>(path, { callerHandles: 'all' })).data ?? {};
      const adresa = { ...((proposal.adresa as Address | null) ?? {}), ...entry.adresa };
      await http.post(path, { nazov: entry.nazov, pravnaForma: entry.pravnaForma, adresa, acerKod: proposal.acerKod ?? null, verzia: proposal.verzia }, { callerHandles: 'explained' });
      void queryClient.invalidateQueries({ queryKey: keys.all });
      const target = targetOf(activity, '/ucastnik-trhu/detail/current');
      return { code: String(proposal.kod ?? ''), href: target.kind === 'step' ? `${variantBasename(variant)}${target.path}` : undefined };
    },
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    const value = ico.replace(/\s+/g, '');
    // The catalogue's own rule and message, as the server checks it.
    const found = icoProblem(value);
    setProblem(found ? t(found.key, found.params) : undefined);
    if (!found) lookup.mutate(value);
  };

  // Into the open form: the user sees the values there, unsaved, and saves or discards them.
  const fillForm = (entry: RpoEntry) => {
    if (!handBack) return;
    const adresa = { ...((current?.adresa as Address | null) ?? {}), ...entry.adresa };
    if (handBack.take({ ico: entry.ico, nazov: entry.nazov, pravnaForma: entry.pravnaForma, adresa })) close();
    else setFormGone(true);
  };

  if (record.error) return <ErrorAlert error={record.error} titleKey="dialogs.rpo.loadFailed" />;
  if (!current) return <Loader size="sm" aria-label={t('dialogs.loading')} />;
  const entry = lookup.data;
  const notFound = statusOf(lookup.error) === 404;
  const rows: { key: string; label: string; now: string; register: string }[] = entry
    ? [
        { key: 'ico', label: t('ucastnik-trhu.field.ico'), now: String(current.ico ?? ''), register: entry.ico },
        { key: 'nazov', label: t('ucastnik-trhu.field.nazov'), now: String(current.nazov ?? ''), register: entry.nazov },
        { key: 'pravnaForma', label: t('ucastnik-trhu.field.pravnaForma'), now: String(current.pravnaForma ?? ''), register: entry.pravnaForma },
        { key: 'adresa', label: t('ucastnik-trhu.field.adresa'), now: addressLine(current.adresa as Address), register: addressLine(entry.adresa) },
      ]
    : [];
  const differs = rows.some((row) => row.now !== row.register);
  return (
    <Stack gap="sm">
      <form onSubmit={search} noValidate>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('ucastnik-trhu.field.ico')}
            value={ico}
            onChange={(event) => {
              setTyped(event.currentTarget.value.slice(0, 12));
              setProblem(undefined);
            }}
            error={problem}
            inputMode="numeric"
            maxLength={12}
            data-autofocus
          />
          <Button type="submit" loading={lookup.isPending}>
            {t('dialogs.rpo.search')}
          </Button>
        </Group>
      </form>
      {notFound ? (
        <Alert color="yellow" title={t('dialogs.rpo.notFoundTitle')}>
          {t('dialogs.rpo.notFound', { ico: ico.replace(/\s+/g, '') })}
        </Alert>
      ) : lookup.error ? (
        <ErrorAlert error={lookup.error} titleKey="dialogs.rpo.failed" />
      ) : null}
      {entry ? (
        <>
          <Text size="sm" c="dimmed">
            {t('dialogs.rpo.entry', { pravnaForma: entry.pravnaForma, datumVzniku: entry.datumVzniku })}
          </Text>
          <Table withTableBorder aria-label={t('dialogs.rpo.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dialogs.rpo.field')}</Table.Th>
                <Table.Th>{t('dialogs.rpo.now')}</Table.Th>
                <Table.Th>{t('dialogs.rpo.register')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key} data-changed={row.now !== row.register}>
                  <Table.Td>{row.label}</Table.Td>
                  <Table.Td>{row.now || t('dialogs.history.empty')}</Table.Td>
                  <Table.Td fw={row.now !== row.register ? 700 : undefined}>{row.register}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {!differs ? <Text size="sm">{t('dialogs.rpo.same')}</Text> : null}
          {!canWrite && !intoForm ? <Text size="sm">{t('dialogs.rpo.readOnly')}</Text> : null}
        </>
      ) : null}
      {formGone ? (
        <Alert color="yellow" title={t('dialogs.rpo.formClosedTitle')}>
          {t('dialogs.rpo.formClosed')}
        </Alert>
      ) : null}
      {apply.error ? <ErrorAlert error={apply.error} titleKey="dialogs.rpo.saveFailed" /> : null}
      {propose.error ? <ErrorAlert error={propose.error} titleKey="dialogs.rpo.proposeFailed" /> : null}
      {propose.data ? (
        <Alert color="green" title={t('dialogs.rpo.proposedTitle')}>
          {t('dialogs.rpo.proposed', { code: propose.data.code })}{' '}
          {propose.data.href ? <Anchor href={propose.data.href}>{t('dialogs.rpo.openChange')}</Anchor> : null}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={requestClose} disabled={apply.isPending}>
          {t('dialogs.rpo.cancel')}
        </Button>
        {intoForm ? (
          <Button onClick={() => entry && fillForm(entry)} disabled={!entry || !differs || formGone}>
            {t('dialogs.rpo.fillForm')}
          </Button>
        ) : canWrite ? (
          <Button onClick={() => entry && apply.mutate(entry)} disabled={!entry || !differs} loading={apply.isPending}>
            {t('dialogs.rpo.apply')}
          </Button>
        ) : (
          <Button onClick={() => entry && propose.mutate(entry)} disabled={!entry || !differs || propose.isSuccess} loading={propose.isPending}>
            {t('dialogs.rpo.propose')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/**
 * dialogs/rpo: the register of legal entities (RPO) by IČO for a participant (args: entity, id;
 * `write=1` when the opener holds the write token: the windows sit outside the environment).
 * Shows the register's name and seat beside the record's and takes them over into the record
 * (the server checks the token again and records the change in the history); without the write
 * token (the portal's `detail/current`) they start the participant-change process instead.
 * Opened from an edit form with a hand-back (the open form: engine/react/detail/formFill) the values
 * go into that form instead, unsaved: the user saves or discards them there. Modal.
 */
export default function RpoDialog({ args, handBack, close, requestClose }: DialogPageProps) {
  const { t } = useTranslation();
  const meta = entityOf(args.entity);
  if (!meta || !(validRecordId(args.id) || args.id === 'current' || (handBack && args.id === 'new'))) {
    return (
      <Alert color="red" title={t('dialogs.badArguments')}>
        {t('dialogs.badArgumentsText', { page: 'dialogs/rpo' })}
      </Alert>
    );
  }
  return <RpoForm meta={meta} id={args.id} canWrite={args.write === '1'} handBack={handBack} close={close} requestClose={requestClose} />;
}
