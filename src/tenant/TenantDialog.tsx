import { Alert, Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Participant } from '../environment/types';
import { sortParticipants } from './chooseTenant';

/** Size of the participant dialog (spec 9: 500x300). */
export const TENANT_DIALOG_SIZE = { width: 500, height: 300 } as const;

export interface TenantDialogProps {
  opened: boolean;
  participants: readonly Participant[];
  /** Preselected participant (the current one when changing). */
  initialId?: number;
  /** At start-up the dialog cannot be closed without a choice. */
  closable: boolean;
  onClose?: () => void;
  onConfirm: (participant: Participant) => void;
  /** The choice is being applied on the server. */
  pending?: boolean;
  /** Why the last choice failed. */
  error?: string;
}

/** The market participant selection dialog (spec 4.3): a required select sorted by name and OK. */
export function TenantDialog({ opened, participants, initialId, closable, onClose, onConfirm, pending, error }: TenantDialogProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string | null>(initialId === undefined ? null : String(initialId));
  const options = sortParticipants(participants).map((p) => ({ value: String(p.idUcastnikTrhu), label: p.nazov }));
  const chosen = participants.find((p) => String(p.idUcastnikTrhu) === selected);

  return (
    <Modal
      opened={opened}
      onClose={() => (closable ? onClose?.() : undefined)}
      title={t('shell.tenant.dialog.title')}
      centered
      size={TENANT_DIALOG_SIZE.width}
      withCloseButton={closable}
      closeOnEscape={closable}
      closeOnClickOutside={closable}
      styles={{
        content: { height: TENANT_DIALOG_SIZE.height, display: 'flex', flexDirection: 'column' },
        body: { flex: 1, display: 'flex', flexDirection: 'column' },
      }}
    >
      <form
        style={{ display: 'flex', flexDirection: 'column', flex: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) onConfirm(chosen);
        }}
      >
        <Stack gap="sm" style={{ flex: 1 }}>
          <Select
            label={t('shell.tenant.dialog.label')}
            placeholder={t('shell.tenant.dialog.placeholder')}
            data={options}
            value={selected}
            onChange={setSelected}
            required
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('shell.tenant.dialog.nothingFound')}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
          />
          {error && (
            <Alert color="red" role="alert" p="xs">
              {error}
            </Alert>
          )}
        </Stack>
        <Group justify="flex-end" mt="md">
          {closable && (
            <Button variant="default" onClick={onClose}>
              {t('shell.action.cancel')}
            </Button>
          )}
          <Button type="submit" disabled={!chosen} loading={pending}>
            {t('shell.tenant.dialog.ok')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
