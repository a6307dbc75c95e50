import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Loader, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createRuleContext, expiredContactsProblem } from '../../../engine/core/validation';
import { ErrorAlert } from '../../../engine/react/errors/ErrorAlert';
import { entityQueryKeys } from '../../../engine/react/queryKeys';
import { useAppServices } from '../../app/AppServices';
import type { DialogPageProps } from '../dialogPages';
import { entityOf, validRecordId } from '../entityOf';
import { BadDialogArguments, DialogFormFrame } from './DialogFrame';

type Contact = Record<string, unknown>;
type ContractRecord = Record<string, unknown> & { kontakty?: Contact[] };

/** The contact fields this window edits; the others a contact has (function, phone) are kept as they are. */
type Edited = 'meno' | 'priezvisko' | 'email' | 'datDo';
/** As the contract's schema allows. */
const MAX_CONTACTS = 20;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A contact as sent: empty optional values are null, names trimmed. */
function cleaned(contact: Contact): Contact {
  const out: Contact = { ...contact, meno: text(contact.meno).trim(), priezvisko: text(contact.priezvisko).trim() };
  for (const field of ['email', 'datDo'] as const) out[field] = text(contact[field]).trim() === '' ? null : text(contact[field]).trim();
  return out;
}

function ContactsForm({ id, close, requestClose }: { id: string } & Pick<DialogPageProps, 'close' | 'requestClose'>) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const meta = entityOf('zmluva');
  const keys = meta ? entityQueryKeys(meta) : undefined;
  const url = `/portal/zmluvy/zmluva/${id}`;
  const record = useQuery({
    queryKey: keys ? keys.record(id) : ['zmluva', id],
    queryFn: ({ signal }) => http.get<ContractRecord>(url, { signal, callerHandles: 'all' }).then((r) => r.data as ContractRecord),
  });
  const [draft, setDraft] = useState<Contact[] | undefined>(undefined);
  const [tried, setTried] = useState(false);
  const contacts = draft ?? record.data?.kontakty ?? [];
  const save = useMutation({
    mutationFn: (body: ContractRecord) => http.post<ContractRecord>(url, body, { callerHandles: 'explained' }).then((r) => r.data),
    onSuccess: (saved) => {
      if (saved && keys) queryClient.setQueryData(keys.record(id), saved);
      if (keys) void queryClient.invalidateQueries({ queryKey: keys.all });
      close();
    },
  });
  // The same rule as the contract's form and the server's schema (contactsValid, spec 5).
  const expired = expiredContactsProblem(contacts.map(cleaned), createRuleContext().today());
  const missing = (c: Contact, field: 'meno' | 'priezvisko') => tried && text(c[field]).trim() === '';
  const incomplete = contacts.some((c) => text(c.meno).trim() === '' || text(c.priezvisko).trim() === '');
  const change = (index: number, field: Edited, value: string) =>
    setDraft(contacts.map((c, i) => (i === index ? { ...c, [field]: value } : c)));
  const submit = () => {
    setTried(true);
    if (expired || incomplete || !record.data) return;
    save.mutate({ ...record.data, kontakty: contacts.map(cleaned) });
  };

  if (record.error) return <ErrorAlert error={record.error} titleKey="dialogs.zmluvaKontakty.loadFailed" />;
  if (!record.data) return <Loader size="sm" aria-label={t('dialogs.loading')} />;
  return (
    <DialogFormFrame onSubmit={submit} pending={save.isPending} error={save.error} failedKey="dialogs.zmluvaKontakty.saveFailed" texts="dialogs.zmluvaKontakty" onCancel={requestClose}>
      {contacts.length === 0 ? <Text c="dimmed">{t('dialogs.zmluvaKontakty.none')}</Text> : null}
      {contacts.map((contact, index) => (
        <Group key={index} gap="xs" align="flex-end" wrap="nowrap" data-testid="contract-contact">
          <TextInput label={t('dialogs.zmluvaKontakty.meno')} value={text(contact.meno)} onChange={(e) => change(index, 'meno', e.currentTarget.value)} maxLength={100} required
            error={missing(contact, 'meno') ? t('dialogs.zmluvaKontakty.required') : undefined} />
          <TextInput label={t('dialogs.zmluvaKontakty.priezvisko')} value={text(contact.priezvisko)} onChange={(e) => change(index, 'priezvisko', e.currentTarget.value)} maxLength={100} required
            error={missing(contact, 'priezvisko') ? t('dialogs.zmluvaKontakty.required') : undefined} />
          <TextInput label={t('dialogs.zmluvaKontakty.email')} type="email" value={text(contact.email)} onChange={(e) => change(index, 'email', e.currentTarget.value)} maxLength={254} />
          <TextInput label={t('dialogs.zmluvaKontakty.datDo')} type="date" value={text(contact.datDo)} onChange={(e) => change(index, 'datDo', e.currentTarget.value)} />
          <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('dialogs.zmluvaKontakty.remove', { n: index + 1 })} onClick={() => setDraft(contacts.filter((_, i) => i !== index))}>
            ×
          </ActionIcon>
        </Group>
      ))}
      {contacts.length < MAX_CONTACTS ? (
        <Group>
          <Button variant="default" size="xs" onClick={() => setDraft([...contacts, { meno: '', priezvisko: '' }])}>
            {t('dialogs.zmluvaKontakty.add')}
          </Button>
        </Group>
      ) : null}
      {tried && expired ? (
        <Alert color="red" role="alert" data-testid="contacts-expired">
          {t(expired.key, expired.params)}
        </Alert>
      ) : null}
    </DialogFormFrame>
  );
}

/**
 * dialogs/zmluva-kontakty (spec 2.5): a contract's contacts edited apart from its form (args:
 * idZmluva). Modal; contacts whose end date has passed are refused here and by the server
 * (msgInvalidContacts, forms-data.md 5), naming them.
 */
export default function ZmluvaKontaktyDialog({ args, close, requestClose }: DialogPageProps) {
  if (!validRecordId(args.idZmluva)) return <BadDialogArguments page="zmluva-kontakty" />;
  return <ContactsForm id={args.idZmluva} close={close} requestClose={requestClose} />;
}
