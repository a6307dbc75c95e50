import { useState } from 'react';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../engine/core/errors/HttpError';
import { useAppServices } from '../app/AppServices';

interface Preview {
  predmet: string;
  text: string;
}

/** Shows the viewed mail template filled with sample data (`POST …/{id}/preview`), in the user's language. */
export function PreviewButton({ api, id }: { api: string; id: string }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const [preview, setPreview] = useState<Preview | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const open = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      setPreview((await http.post<Preview>(`${api}${encodeURIComponent(id)}/preview`, undefined, { callerHandles: 'explained' })).data);
    } catch (error) {
      setFailure(error instanceof HttpError ? [error.message, ...error.reasons].join(' ') : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="default" loading={busy} onClick={() => void open()}>
        {t('mail-template.preview.button')}
      </Button>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Modal opened={preview !== undefined} onClose={() => setPreview(undefined)} title={t('mail-template.preview.title')} size="lg" closeButtonProps={{ 'aria-label': t('mail-template.preview.close') }}>
        {preview && (
          <Stack gap="sm">
            <Text fw={700} data-testid="mail-preview-subject">
              {t('mail-template.preview.subject')}: {preview.predmet}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="mail-preview-text">
              {preview.text}
            </Text>
          </Stack>
        )}
      </Modal>
    </>
  );
}
