import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Group, Loader, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fieldReasonsOf, isHttpError } from '../../../engine/core/errors';
import type { JsonSchema, PathErrors } from '../../../engine/core/form';
import { refusedFieldErrors } from '../../../engine/core/form';
import { listQuery, rql } from '../../../engine/core/rql';
import { storedRuleErrors } from '../../../engine/react/detail/storedRuleCheck';
import { ErrorAlert } from '../../../engine/react/errors/ErrorAlert';
import { entityQueryKeys } from '../../../engine/react/queryKeys';
import { useAppServices } from '../../app/AppServices';
import type { DialogPageProps } from '../dialogPages';
import { entityOf, validRecordId } from '../entityOf';
import { BadDialogArguments } from './DialogFrame';
import { marketToday } from '../../../engine/core/validation/marketDay';

const CONTRACTS = '/portal/zmluvy/zmluva/';
const TEMPLATES = '/portal/document/addendum-template/';
/** States in which a contract may get an addendum (server/zmluva/actions.ts IN_FORCE). */
const IN_FORCE = ['AKTIVNA', 'SCHVALENA'];
const NOTE_MAX = 1000;

interface Contract {
  idZmluva: number;
  cisloZmluvy: string;
  typZmluvy: string;
  stav: string;
  platnostOd: string;
  platnostDo: string | null;
}

interface Template {
  idAddendumTemplate: number;
  nazov: string;
  popis: string | null;
}

type Body = { idAddendumTemplate: number; platnostOd: string; popis: string | null };
const BODY_FIELDS = ['idAddendumTemplate', 'platnostOd', 'popis'];

interface Made {
  cisloDodatku: number;
  text: string | null;
}

/** The templates made for a contract type and valid today, by name. */
function templatesQuery(typZmluvy: string, day: string) {
  return listQuery({
    filter: rql.and(rql.eq('typyZmluvy', typZmluvy), rql.le('platnostOd', day), rql.or(rql.eq('platnostDo', null), rql.ge('platnostDo', day))),
    select: ['idAddendumTemplate', 'nazov', 'popis'],
    sort: [rql.asc('nazov')],
    page: 0,
    size: 200,
  });
}

function AddendumForm({ contract, close, requestClose }: { contract: Contract } & Pick<DialogPageProps, 'close' | 'requestClose'>) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const day = marketToday();
  const [template, setTemplate] = useState<string | null>(null);
  const [platnostOd, setPlatnostOd] = useState(day);
  const [popis, setPopis] = useState('');
  const [touched, setTouched] = useState(false);
  // The shared rules over the contract (its period) the server runs too, checked before sending.
  const [checked, setChecked] = useState<{ body: Body; errors: PathErrors } | undefined>(undefined);
  const [checking, setChecking] = useState(false);
  const actionPath = `${CONTRACTS}${contract.idZmluva}/addendum`;
  const schema = useQuery({
    queryKey: ['addendum-schema', contract.idZmluva],
    queryFn: ({ signal }) => http.get<JsonSchema>(`${actionPath}/schema/post/request`, { signal, callerHandles: 'all' }).then((r) => r.data as JsonSchema),
    staleTime: 5 * 60_000,
  });
  const templates = useQuery({
    queryKey: ['addendum-templates', contract.typZmluvy, day],
    queryFn: () => http.list<Template>(TEMPLATES, templatesQuery(contract.typZmluvy, day)).then((r) => r.rows),
  });
  const make = useMutation({
    mutationFn: (body: Body) => http.post<Made>(actionPath, body, { callerHandles: 'explained' }).then((r) => r.data as Made),
    onSuccess: () => {
      // The contract's addenda list (and the contract's history) show the new one.
      for (const name of ['zmluva-dodatok', 'zmluva']) {
        const meta = entityOf(name);
        if (meta) void queryClient.invalidateQueries({ queryKey: entityQueryKeys(meta).all });
      }
    },
  });

  if (make.data) {
    return (
      <Stack gap="sm">
        <Text role="status">{t('dialogs.addendum.done', { number: make.data.cisloDodatku, contract: contract.cisloZmluvy })}</Text>
        <Textarea label={t('dialogs.addendum.text')} value={make.data.text ?? ''} readOnly autosize minRows={8} maxRows={16} data-testid="addendum-text" />
        <Group justify="flex-end">
          <Button onClick={close}>{t('dialogs.addendum.close')}</Button>
        </Group>
      </Stack>
    );
  }
  if (templates.error) return <ErrorAlert error={templates.error} titleKey="dialogs.addendum.loadFailed" />;
  if (!templates.data) return <Loader size="sm" aria-label={t('dialogs.loading')} />;
  const dateMissing = !/^\d{4}-\d{2}-\d{2}$/.test(platnostOd);
  const chosen = templates.data.find((x) => String(x.idAddendumTemplate) === template);
  const current: Body = { idAddendumTemplate: Number(template), platnostOd, popis: popis.trim() || null };
  // The reasons under the fields while they hold the values refused: the check's before sending, the server's after.
  const refused = {
    ...(checked ? refusedFieldErrors(checked.errors, BODY_FIELDS, checked.body, current) : {}),
    ...(isHttpError(make.error) ? refusedFieldErrors(fieldReasonsOf(make.error.responseBody), BODY_FIELDS, make.variables, current) : {}),
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!template || dateMissing) return;
    const body = current;
    if (schema.data) {
      setChecking(true);
      const errors = await storedRuleErrors(http, CONTRACTS, schema.data, body, contract.idZmluva, t).finally(() => setChecking(false));
      setChecked({ body, errors });
      if (Object.keys(errors).length > 0) return;
    }
    make.mutate(body);
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Select
          label={t('dialogs.addendum.template')}
          description={t('dialogs.addendum.forType', { type: t(`zmluva.enum.typZmluvy.${contract.typZmluvy}`, { defaultValue: contract.typZmluvy }) })}
          data={templates.data.map((x) => ({ value: String(x.idAddendumTemplate), label: x.nazov }))}
          value={template}
          onChange={setTemplate}
          searchable
          required
          nothingFoundMessage={t('dialogs.addendum.none')}
          error={touched && !template ? t('dialogs.addendum.templateRequired') : refused.idAddendumTemplate?.[0]}
          comboboxProps={{ withinPortal: true, zIndex: 10000 }}
          data-autofocus
        />
        {chosen?.popis ? <Text size="sm">{chosen.popis}</Text> : null}
        {templates.data.length === 0 ? <Alert color="orange">{t('dialogs.addendum.none')}</Alert> : null}
        <TextInput
          type="date"
          label={t('dialogs.addendum.platnostOd')}
          value={platnostOd}
          min={contract.platnostOd}
          max={contract.platnostDo ?? undefined}
          onChange={(event) => setPlatnostOd(event.currentTarget.value)}
          required
          error={touched && dateMissing ? t('dialogs.addendum.dateRequired') : refused.platnostOd?.[0]}
        />
        <Textarea label={t('dialogs.addendum.popis')} value={popis} onChange={(event) => setPopis(event.currentTarget.value.slice(0, NOTE_MAX))} maxLength={NOTE_MAX} autosize minRows={2} />
        {make.error ? <ErrorAlert error={make.error} titleKey="dialogs.addendum.failed" /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={requestClose} disabled={make.isPending}>
            {t('dialogs.addendum.cancel')}
          </Button>
          <Button type="submit" loading={make.isPending || checking}>
            {t('dialogs.addendum.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * dialogs/addendum (spec 2.5, core): a new addendum of a contract in force (args: idZmluva, label)
 * from a template made for the contract's type (sprava-dodatkov); the server fills the template
 * with the contract's data and the dialog shows the text it made.
 */
export default function AddendumDialog({ args, close, requestClose }: DialogPageProps) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const valid = validRecordId(args.idZmluva);
  const contract = useQuery({
    queryKey: ['addendum-contract', args.idZmluva],
    enabled: valid,
    queryFn: ({ signal }) => http.get<Contract>(`${CONTRACTS}${args.idZmluva}`, { signal, callerHandles: 'all' }).then((r) => r.data as Contract),
  });
  if (!valid) {
    return <BadDialogArguments page="addendum" />;
  }
  if (contract.error) return <ErrorAlert error={contract.error} titleKey="dialogs.addendum.loadFailed" />;
  if (!contract.data) return <Loader size="sm" aria-label={t('dialogs.loading')} />;
  if (!IN_FORCE.includes(contract.data.stav)) {
    return <Alert color="orange">{t('dialogs.addendum.notInForce', { state: t(`zmluva.enum.stav.${contract.data.stav}`, { defaultValue: contract.data.stav }) })}</Alert>;
  }
  return <AddendumForm contract={contract.data} close={close} requestClose={requestClose} />;
}
