import { useState } from 'react';
import { Loader, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EntityMetadata } from '../../../engine/core/metadata';
import { fieldLabelKey } from '../../../engine/core/metadata';
import { ErrorAlert } from '../../../engine/react/errors/ErrorAlert';
import { entityQueryKeys } from '../../../engine/react/queryKeys';
import { useAppServices } from '../../app/AppServices';
import type { DialogPageProps } from '../dialogPages';
import { entityOf, validRecordId } from '../entityOf';
import { BadDialogArguments, DialogFormFrame } from './DialogFrame';

/** Longest name the form takes (the server checks its own limit too). */
const NAME_MAX_LENGTH = 200;

type EntityRecord = Record<string, unknown>;

function NameForm({ meta, id, field, close, requestClose }: { meta: EntityMetadata; id: string; field: string } & Pick<DialogPageProps, 'close' | 'requestClose'>) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const keys = entityQueryKeys(meta);
  const url = `${meta.api}${id}`;
  const record = useQuery({
    queryKey: keys.record(id),
    queryFn: ({ signal }) => http.get<EntityRecord>(url, { signal, callerHandles: 'all' }).then((r) => r.data as EntityRecord),
  });
  const [name, setName] = useState<string | undefined>(undefined);
  const [touched, setTouched] = useState(false);
  const current = name ?? (typeof record.data?.[field] === 'string' ? (record.data[field] as string) : '');
  const save = useMutation({
    mutationFn: (body: EntityRecord) => http.post<EntityRecord>(url, body, { callerHandles: 'explained' }).then((r) => r.data),
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(keys.record(id), saved);
      // The lists and the record's history show the new name.
      void queryClient.invalidateQueries({ queryKey: keys.all });
      close();
    },
  });
  const empty = current.trim() === '';
  const submit = () => {
    setTouched(true);
    if (empty || !record.data) return;
    save.mutate({ ...record.data, [field]: current.trim() });
  };

  if (record.error) return <ErrorAlert error={record.error} titleKey="dialogs.name.loadFailed" />;
  if (!record.data) return <Loader size="sm" aria-label={t('dialogs.loading')} />;
  return (
    <DialogFormFrame onSubmit={submit} pending={save.isPending} error={save.error} failedKey="dialogs.name.saveFailed" texts="dialogs.name" onCancel={requestClose}>
      <TextInput
        label={t(fieldLabelKey(meta, field))}
        value={current}
        onChange={(event) => setName(event.currentTarget.value.slice(0, NAME_MAX_LENGTH))}
        onBlur={() => setTouched(true)}
        maxLength={NAME_MAX_LENGTH}
        required
        error={touched && empty ? t('dialogs.name.required') : undefined}
        data-autofocus
      />
    </DialogFormFrame>
  );
}

/**
 * dialogs/name: renames a record (args: entity, id; field, default `nazov`). Modal; closing it
 * without saving asks first, and staying keeps what was typed.
 */
export default function NameDialog({ args, close, requestClose }: DialogPageProps) {
  const meta = entityOf(args.entity);
  const field = args.field ?? 'nazov';
  if (!meta || !validRecordId(args.id) || !/^[a-zA-Z]\w{0,59}$/.test(field)) {
    return <BadDialogArguments page="name" />;
  }
  return <NameForm meta={meta} id={args.id} field={field} close={close} requestClose={requestClose} />;
}
