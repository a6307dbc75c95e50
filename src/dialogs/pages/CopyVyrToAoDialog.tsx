import { useMemo, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { Button, Group, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { detailParam } from '../../../engine/core/metadata/rowLink';
import { rql } from '../../../engine/core/rql';
import { isValidEic } from '../../../engine/core/validation/eicCheck';
import { ErrorAlert } from '../../../engine/react/errors/ErrorAlert';
import { entityQueryKeys } from '../../../engine/react/queryKeys';
import { useAppServices } from '../../app/AppServices';
import type { DialogPageProps } from '../dialogPages';
import { navigateFromDialog } from '../dialogNavigation';
import { entityOf, validRecordId } from '../entityOf';
import { BadDialogArguments } from './DialogFrame';

const DEVICE = 'vyrobne-zariadenie';
const PARTICIPANTS = '/edc/zmluvy/ucastnik-trhu/';

type Row = Record<string, unknown>;

/** The key of what is wrong with a typed EIC of the given prefix (undefined: nothing). */
export function eicProblem(value: string, prefix: string, required: boolean): { key: string; params?: Record<string, string> } | undefined {
  if (value === '') return required ? { key: 'vyrobne-zariadenie.copy.required' } : undefined;
  if (!value.startsWith(prefix)) return { key: 'validation.invalidEicPrefix', params: { prefix } };
  if (!isValidEic(value)) return { key: 'validation.invalidEic' };
  return undefined;
}

/** Participants by a part of their name, for core staff naming the active customer. */
function useParticipantOptions(text: string) {
  const { http } = useAppServices();
  return useQuery({
    queryKey: ['copy-vyr-to-ao', 'participants', text],
    queryFn: ({ signal }) =>
      http
        .list<Row>(PARTICIPANTS, { filter: text ? rql.contains('nazov', text) : undefined, sort: [{ field: 'nazov', dir: 'asc' }], limit: { count: 20, offset: 0 }, count: false }, { signal })
        .then(({ rows }) => rows.map((r) => ({ value: String(r.idUcastnikTrhu), label: `${String(r.nazov)} (${String(r.eic)})` }))),
    enabled: text.length >= 2,
    staleTime: 60_000,
  });
}

function CopyForm({ id, close, requestClose }: { id: string } & Pick<DialogPageProps, 'close' | 'requestClose'>) {
  const { t } = useTranslation();
  const { http, variant } = useAppServices();
  const queryClient = useQueryClient();
  const meta = entityOf(DEVICE);
  const keys = entityQueryKeys(meta ?? { entity: DEVICE, api: '' });
  const api = meta?.api ?? '';
  const source = useQuery({
    queryKey: keys.record(id),
    queryFn: ({ signal }) => http.get<Row>(`${api}${id}`, { signal, callerHandles: 'all' }).then((r) => r.data as Row),
  });
  const [typed, setTyped] = useState<{ eic?: string; nazov?: string; eicOdberneMiesto?: string }>({});
  const [participant, setParticipant] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [touched, setTouched] = useState(false);
  const participants = useParticipantOptions(search);
  const core = variant === 'core';

  // Prefilled from the source: the name marked as the active customer's, the same metering point.
  const values = {
    eic: typed.eic ?? '',
    nazov: typed.nazov ?? (source.data ? `${String(source.data.nazov)} – ${t('vyrobne-zariadenie.copy.suffix')}`.slice(0, 200) : ''),
    eicOdberneMiesto: typed.eicOdberneMiesto ?? (typeof source.data?.eicOdberneMiesto === 'string' ? source.data.eicOdberneMiesto : ''),
  };
  const problems = useMemo(
    () => ({
      eic: eicProblem(values.eic, '24W', true),
      nazov: values.nazov.trim() === '' ? { key: 'vyrobne-zariadenie.copy.required' } : undefined,
      eicOdberneMiesto: eicProblem(values.eicOdberneMiesto, '24Z', false),
      idUcastnikTrhu: core && !participant ? { key: 'vyrobne-zariadenie.copy.required' } : undefined,
    }),
    [values.eic, values.nazov, values.eicOdberneMiesto, core, participant],
  );
  const shown = (problem: { key: string; params?: Record<string, string> } | undefined) => (touched && problem ? t(problem.key, problem.params) : undefined);

  const copy = useMutation({
    mutationFn: (body: Row) => http.post<{ idZariadVyr: number }>(`${api}${id}/copy-to-ao`, body, { callerHandles: 'explained' }).then((r) => r.data),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: keys.lists });
      close();
      if (meta && answer?.idZariadVyr) navigateFromDialog(generatePath(meta.routes.detail, { [detailParam(meta)]: String(answer.idZariadVyr) }));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.values(problems).some(Boolean)) return;
    copy.mutate({
      eic: values.eic,
      nazov: values.nazov.trim(),
      eicOdberneMiesto: values.eicOdberneMiesto || null,
      ...(core ? { idUcastnikTrhu: Number(participant) } : {}),
    });
  };
  const upper = (field: 'eic' | 'eicOdberneMiesto') => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value.toUpperCase().replace(/[^A-Z0-9-]/g, '').slice(0, 16);
    setTyped((v) => ({ ...v, [field]: value }));
  };

  if (source.error) return <ErrorAlert error={source.error} titleKey="engine.error.load" />;
  if (!source.data) return <Loader size="sm" aria-label={t('dialogs.loading')} />;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('vyrobne-zariadenie.copy.intro')}</Text>
        <TextInput label={t('vyrobne-zariadenie.copy.eic')} value={values.eic} onChange={upper('eic')} required error={shown(problems.eic)} data-autofocus />
        <TextInput
          label={t('vyrobne-zariadenie.copy.nazov')}
          value={values.nazov}
          onChange={(event) => {
            const value = event.currentTarget.value.slice(0, 200);
            setTyped((v) => ({ ...v, nazov: value }));
          }}
          required
          error={shown(problems.nazov)}
        />
        <TextInput label={t('vyrobne-zariadenie.copy.eicOdberneMiesto')} value={values.eicOdberneMiesto} onChange={upper('eicOdberneMiesto')} error={shown(problems.eicOdberneMiesto)} />
        {core ? (
          <Select
            label={t('vyrobne-zariadenie.copy.idUcastnikTrhu')}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            data={participants.data ?? []}
            value={participant}
            onChange={setParticipant}
            required
            error={shown(problems.idUcastnikTrhu)}
          />
        ) : null}
        {copy.error ? <ErrorAlert error={copy.error} titleKey="engine.error.save" /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={requestClose} disabled={copy.isPending}>
            {t('dialogs.name.cancel')}
          </Button>
          <Button type="submit" loading={copy.isPending}>
            {t('vyrobne-zariadenie.copy.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * dialogs/copy-vyr-to-ao (spec 2.5): copies a production device's technical data and generators
 * into a new device of an active customer (args: id), then opens the new record. Modal.
 */
export default function CopyVyrToAoDialog({ args, close, requestClose }: DialogPageProps) {
  if (!validRecordId(args.id) || !entityOf(DEVICE)) {
    return <BadDialogArguments page="copy-vyr-to-ao" />;
  }
  return <CopyForm id={args.id} close={close} requestClose={requestClose} />;
}
