import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EntityMetadata } from '../../engine/core/metadata';
import { useAppServices } from '../app/AppServices';

/**
 * Deletes the viewed code-book item after a confirmation. A code still in use is refused by the
 * server (409 naming where it is used), which the general error handling shows with its reasons.
 */
export function DeleteItemButton({ meta, id }: { meta: EntityMetadata; id: string }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    try {
      await http.delete(`${meta.api}${encodeURIComponent(id)}`);
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: ['engine'] });
      void navigate(meta.routes.search);
    } catch {
      // Shown by the general error handling (the reasons name where the code is used).
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="default" color="red" onClick={() => setOpen(true)}>
        {t('ciselnik.delete.button')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('ciselnik.delete.title')} centered closeButtonProps={{ 'aria-label': t('ciselnik.delete.cancel') }}>
        <Text mb="md">{t('ciselnik.delete.confirm')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpen(false)}>
            {t('ciselnik.delete.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={() => void remove()}>
            {t('ciselnik.delete.button')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
