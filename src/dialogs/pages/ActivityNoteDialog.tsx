import { useState } from 'react';
import { Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NOTE_MAX_LENGTH } from '../../../engine/core/workflow/steps';
import { useAppServices } from '../../app/AppServices';
import { showToast } from '../../shell/toasts/toast';
import { announceActivitiesChanged } from '../activityEvents';
import type { DialogPageProps } from '../dialogPages';
import { validRecordId } from '../entityOf';
import { BadDialogArguments, DialogFormFrame } from './DialogFrame';

/**
 * dialogs/activity-note (spec 2.5: 500x300): a note to the activity's process (args: processId,
 * label), posted as the step page's note is (spec 4.4); opened where no step page is at hand,
 * e.g. from the dashboard's row.
 */
export default function ActivityNoteDialog({ args, close, requestClose }: DialogPageProps) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const save = useMutation({
    mutationFn: () => http.post(`/bpm/process/${args.processId}`, { note: note.trim() }, { callerHandles: 'explained' }),
    onSuccess: () => {
      showToast({ color: 'teal', message: t('dialogs.activityNote.saved', { label: args.label ?? '' }) });
      announceActivitiesChanged();
      close();
    },
  });
  if (!validRecordId(args.processId)) {
    return <BadDialogArguments page="activity-note" />;
  }
  const empty = note.trim() === '';
  const submit = () => {
    setTouched(true);
    if (!empty) save.mutate();
  };
  return (
    <DialogFormFrame onSubmit={submit} pending={save.isPending} error={save.error} failedKey="dialogs.activityNote.failed" texts="dialogs.activityNote" onCancel={requestClose}>
      <Textarea
        label={t('dialogs.activityNote.note')}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value.slice(0, NOTE_MAX_LENGTH))}
        maxLength={NOTE_MAX_LENGTH}
        autosize
        minRows={3}
        maxRows={6}
        required
        description={t('dialogs.activityNote.left', { count: NOTE_MAX_LENGTH - note.length })}
        error={touched && empty ? t('dialogs.activityNote.required') : undefined}
        data-autofocus
      />
    </DialogFormFrame>
  );
}
