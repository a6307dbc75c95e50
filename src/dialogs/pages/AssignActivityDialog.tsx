import { useState } from 'react';
import { Loader, Select } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../engine/react/errors/ErrorAlert';
import { useAppServices } from '../../app/AppServices';
import { showToast } from '../../shell/toasts/toast';
import { announceActivitiesChanged } from '../activityEvents';
import type { DialogPageProps } from '../dialogPages';
import { validRecordId } from '../entityOf';
import { BadDialogArguments, DialogFormFrame } from './DialogFrame';

interface Staff {
  login: string;
  meno: string;
  priezvisko: string;
}

/**
 * dialogs/assign-activity (spec 2.5, core): gives an open activity to one staff user (args:
 * activityId, label); it leaves the department's list for theirs. The server offers only staff
 * holding the activity's role and checks the choice again.
 */
export default function AssignActivityDialog({ args, close, requestClose }: DialogPageProps) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const id = args.activityId;
  const valid = validRecordId(id);
  const [login, setLogin] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const staff = useQuery({
    queryKey: ['bpm', 'assignees', id],
    enabled: valid,
    queryFn: ({ signal }) => http.get<Staff[]>(`/bpm/activity/${id}/assignees`, { signal, callerHandles: 'all' }).then((r) => r.data ?? []),
  });
  const assign = useMutation({
    mutationFn: (chosen: string) => http.post(`/bpm/activity/${id}/assign`, { login: chosen }, { callerHandles: 'explained' }),
    onSuccess: (_, chosen) => {
      const person = staff.data?.find((s) => s.login === chosen);
      showToast({ color: 'teal', message: t('dialogs.assignActivity.done', { label: args.label ?? id, name: person ? `${person.meno} ${person.priezvisko}` : chosen }) });
      announceActivitiesChanged();
      close();
    },
  });
  if (!valid) {
    return <BadDialogArguments page="assign-activity" />;
  }
  if (staff.error) return <ErrorAlert error={staff.error} titleKey="dialogs.assignActivity.loadFailed" />;
  if (!staff.data) return <Loader size="sm" aria-label={t('dialogs.loading')} />;
  const submit = () => {
    setTouched(true);
    if (login) assign.mutate(login);
  };
  return (
    <DialogFormFrame onSubmit={submit} pending={assign.isPending} error={assign.error} failedKey="dialogs.assignActivity.failed" texts="dialogs.assignActivity" onCancel={requestClose}>
      <Select
        label={t('dialogs.assignActivity.assignee')}
        data={staff.data.map((s) => ({ value: s.login, label: `${s.priezvisko} ${s.meno} (${s.login})` }))}
        value={login}
        onChange={setLogin}
        searchable
        required
        nothingFoundMessage={t('dialogs.assignActivity.nobody')}
        error={touched && !login ? t('dialogs.assignActivity.required') : undefined}
        comboboxProps={{ withinPortal: true, zIndex: 10000 }}
        data-autofocus
      />
    </DialogFormFrame>
  );
}
