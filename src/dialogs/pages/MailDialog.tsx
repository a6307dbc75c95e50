import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../engine/react/errors/ErrorAlert';
import { useAppServices } from '../../app/AppServices';
import { showToast } from '../../shell/toasts/toast';
import type { DialogPageProps } from '../dialogPages';
import { validRecordId } from '../entityOf';

/** The server's limits (server/model/ucastnikTrhuMail.ts), kept here so typing stops at them. */
export const MAIL_SUBJECT_MAX = 300;
export const MAIL_TEXT_MAX = 4000;

/** The participant API the mail action hangs on. */
const PARTICIPANTS = '/portal/zmluvy/ucastnik-trhu/';

/**
 * dialogs/mail (spec 2.5): core staff write a message into the mailbox of the participant's users
 * (args: idUcastnikTrhu, label). Modal; closing it with the text typed asks first.
 */
export default function MailDialog({ args, close, requestClose }: DialogPageProps) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const [predmet, setPredmet] = useState('');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const send = useMutation({
    mutationFn: () =>
      http
        .post<{ pocetPrijemcov: number }>(`${PARTICIPANTS}${args.idUcastnikTrhu}/mail`, { predmet: predmet.trim(), text: text.trim() }, { callerHandles: 'explained' })
        .then((r) => r.data),
    onSuccess: (answer) => {
      showToast({ color: 'teal', message: t('dialogs.mail.sent', { count: answer?.pocetPrijemcov ?? 0, label: args.label ?? '' }) });
      close();
    },
  });
  if (!validRecordId(args.idUcastnikTrhu)) {
    return (
      <Alert color="red" title={t('dialogs.badArguments')}>
        {t('dialogs.badArgumentsText', { page: 'dialogs/mail' })}
      </Alert>
    );
  }
  const subjectMissing = predmet.trim() === '';
  const textMissing = text.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (subjectMissing || textMissing) return;
    send.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('dialogs.mail.subject')}
          value={predmet}
          onChange={(event) => setPredmet(event.currentTarget.value.slice(0, MAIL_SUBJECT_MAX))}
          maxLength={MAIL_SUBJECT_MAX}
          required
          error={touched && subjectMissing ? t('dialogs.mail.subjectRequired') : undefined}
          data-autofocus
        />
        <Textarea
          label={t('dialogs.mail.text')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value.slice(0, MAIL_TEXT_MAX))}
          maxLength={MAIL_TEXT_MAX}
          autosize
          minRows={6}
          maxRows={14}
          required
          description={t('dialogs.mail.left', { count: MAIL_TEXT_MAX - text.length })}
          error={touched && textMissing ? t('dialogs.mail.textRequired') : undefined}
        />
        {send.error ? <ErrorAlert error={send.error} titleKey="dialogs.mail.failed" /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={requestClose} disabled={send.isPending}>
            {t('dialogs.mail.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('dialogs.mail.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
