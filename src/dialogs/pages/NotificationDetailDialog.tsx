import { Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../engine/react/errors/ErrorAlert';
import { useAppServices } from '../../app/AppServices';
import type { DialogPageProps } from '../dialogPages';
import { validRecordId } from '../entityOf';
import { BadDialogArguments } from './DialogFrame';

type Notification = Record<string, unknown>;

/** The fields shown above the text, in order; those with coded values are named by their texts. */
const FIELDS = ['odoslane', 'cisloZmluvy', 'ucastnikNazov', 'prijemca', 'prijemcaEmail', 'kanal', 'sablona', 'stav', 'codeSpracovanie'] as const;
const CODED: ReadonlySet<string> = new Set(['kanal', 'sablona', 'stav']);

function NotificationView({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const { http } = useAppServices();
  const record = useQuery({
    queryKey: ['notifikacia', 'record', id],
    queryFn: ({ signal }) => http.get<Notification>(`/portal/zmluvy/notifikacia/${id}`, { signal, callerHandles: 'all' }).then((r) => r.data as Notification),
  });
  if (record.error) return <ErrorAlert error={record.error} titleKey="dialogs.notificationDetail.loadFailed" />;
  if (!record.data) return <Loader size="sm" aria-label={t('dialogs.loading')} />;
  const n = record.data;
  const shown = (field: string) => {
    const value = n[field];
    if (value === null || value === undefined || value === '') return '–';
    if (field === 'odoslane' && typeof value === 'string') return new Date(value).toLocaleString(i18n.language);
    return CODED.has(field) ? t(`notifikacia.enum.${field}.${String(value)}`, { defaultValue: String(value) }) : String(value);
  };
  return (
    <Stack gap="sm" data-testid="notification-detail">
      <SimpleGrid cols={2} spacing="xs">
        {FIELDS.map((field) => (
          <div key={field}>
            <Text size="sm" c="dimmed">{t(`notifikacia.field.${field}`)}</Text>
            <Text data-field={field}>{shown(field)}</Text>
          </div>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">{t('notifikacia.field.predmet')}</Text>
      <Text fw={600} data-field="predmet">{shown('predmet')}</Text>
      <Text size="sm" c="dimmed">{t('notifikacia.field.text')}</Text>
      <Text data-field="text" style={{ whiteSpace: 'pre-wrap' }}>{shown('text')}</Text>
    </Stack>
  );
}

/**
 * dialogs/notification-detail (spec 2.5): one sent notification as it was sent, opened from the
 * notification history's rows (args: idNotifikacia). Modeless, one window per notification.
 */
export default function NotificationDetailDialog({ args }: DialogPageProps) {
  if (!validRecordId(args.idNotifikacia)) return <BadDialogArguments page="notification-detail" />;
  return <NotificationView id={args.idNotifikacia} />;
}
