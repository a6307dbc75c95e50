import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NOTE_MAX_LENGTH } from '../../core/workflow';
import { useEngine } from '../EngineProvider';
import { ErrorAlert } from '../errors/ErrorAlert';

export interface NoteDialogProps {
  processId: number;
  opened: boolean;
  onClose: () => void;
  /** Called after the note was saved (the page re-reads the activity). */
  onSaved: () => Promise<void> | void;
}

/** The activity note dialog (spec 2.5: 500x300; 500 characters), posting to the process. */
export function NoteDialog({ processId, opened, onClose, onSaved }: NoteDialogProps) {
  const { t } = useTranslation();
  const { http } = useEngine();
  const [text, setText] = useState('');
  const [error, setError] = useState<unknown>();
  const [saving, setSaving] = useState(false);
  const trimmed = text.trim();

  const close = () => {
    setText('');
    setError(undefined);
    onClose();
  };
  const save = async () => {
    setSaving(true);
    setError(undefined);
    try {
      await http.post(`/bpm/process/${processId}`, { note: trimmed }, { callerHandles: 'all', skipSchemaCheck: true });
      await onSaved();
      close();
    } catch (e) {
      setError(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('workflow.note.title')} size={500} centered>
      <Stack gap="sm" mih={220}>
        <Textarea
          label={t('workflow.note.label')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value.slice(0, NOTE_MAX_LENGTH))}
          maxLength={NOTE_MAX_LENGTH}
          autosize
          minRows={5}
          maxRows={8}
          data-autofocus
        />
        <Text size="xs" c="dimmed" aria-live="polite">
          {t('workflow.note.counter', { count: text.length, max: NOTE_MAX_LENGTH })}
        </Text>
        {error !== undefined && <ErrorAlert error={error} titleKey="workflow.note.failed" />}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('workflow.note.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={trimmed === ''}>
            {t('workflow.note.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
