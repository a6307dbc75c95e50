import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Toast } from './toast';

/** Shows a Toast through Mantine's notifications (the container keeps toasts shown before it mounts). */
export function showMantineToast(toast: Toast): void {
  notifications.show({
    ...(toast.id ? { id: toast.id } : {}),
    ...(toast.title ? { title: toast.title } : {}),
    color: toast.color,
    ...(toast.persistent ? { autoClose: false, withCloseButton: true } : {}),
    message: toast.action ? (
      <Stack gap={6} align="flex-start">
        <Text size="sm">{toast.message}</Text>
        <Button size="compact-xs" variant="light" onClick={toast.action.onSelect}>
          {toast.action.label}
        </Button>
      </Stack>
    ) : (
      toast.message
    ),
  });
}
