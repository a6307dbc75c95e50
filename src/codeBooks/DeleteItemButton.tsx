import { useState } from 'react';
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../engine/core/errors/HttpError';
import type { EntityMetadata } from '../../engine/core/metadata';
import { useAppServices } from '../app/AppServices';

/**
 * Deletes the viewed code-book item after a confirmation. A code still in use is refused by the
 * server (409 naming where it is used): the refusal and its reasons show in the dialog.
 */
export function DeleteItemButton({ meta, id }: { meta: EntityMetadata; id: string }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; reasons: string[] } | undefined>(undefined);

  const remove = async () => {
    setBusy(true);
    try {
      await http.delete(`${meta.api}${encodeURIComponent(id)}`, { callerHandles: 'explained' });
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: ['engine'] });
      void navigate(meta.routes.search);
    } catch (error) {
      // Explained refusals (in use, already gone) stay in the dialog; others go to the general handling.
      if (error instanceof HttpError && error.status >= 400 && error.status < 500) setRefusal({ message: error.message, reasons: error.reasons });
      else setOpen(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="default"
        color="red"
        onClick={() => {
          setRefusal(undefined);
          setOpen(true);
        }}
      >
        {t('ciselnik.delete.button')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('ciselnik.delete.title')} centered closeButtonProps={{ 'aria-label': t('ciselnik.delete.cancel') }}>
        {refusal ? (
          <Alert color="red" title={refusal.message} mb="md" role="alert">
            {refusal.reasons.map((reason) => (
              <Text key={reason} size="sm">
                {reason}
              </Text>
            ))}
          </Alert>
        ) : (
          <Text mb="md">{t('ciselnik.delete.confirm')}</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpen(false)}>
            {refusal ? t('ciselnik.delete.close') : t('ciselnik.delete.cancel')}
          </Button>
          {!refusal && (
            <Button color="red" loading={busy} onClick={() => void remove()}>
              {t('ciselnik.delete.button')}
            </Button>
          )}
        </Group>
      </Modal>
    </>
  );
}
