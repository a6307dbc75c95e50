import { useRef, useState } from 'react';
import { ActionIcon, Button, Group, Input, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { repeatsDocumentType } from '../../../core/validation/bodyRules';
import { DOCUMENT_MAX_BYTES } from '../../../core/workflow';
import type { StepDocuments, StepEntity } from '../../../core/workflow';
import { isPreviewable, useDocumentPreview } from '../../documents/documentPreview';
import { saveDownload } from '../../download/saveBlob';
import { useEngine } from '../../EngineProvider';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { workflowKeys } from '../queryKeys';

/** A document attached to the entity, as its list answers. */
interface AttachedDocument {
  dmsId: string;
  fileName: string;
  documentType: string;
  fileSize: number;
  contentType?: string | null;
}

const DMS_UPLOAD = '/dms/document';
const dmsDownload = (dmsId: string) => `/dms/document/${encodeURIComponent(dmsId)}/content/download`;

function formatSize(bytes: number, lang: string): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  const fmt = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
  return kb < 1024 ? `${fmt.format(kb)} kB` : `${fmt.format(kb / 1024)} MB`;
}

/**
 * The entity's documents: uploaded to the DMS and attached, downloaded, previewed (a PDF or an image,
 * through the host's preview, e.g. the dialog page dms-editor-preview), removed while editable.
 */
export function StepDocumentsSection({ entity, entityId, documents, readOnly }: { entity: StepEntity; entityId: number; documents: StepDocuments; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const { http } = useEngine();
  const preview = useDocumentPreview();
  const queryClient = useQueryClient();
  const base = `${entity.api}${entityId}/${documents.path}`;
  const key = workflowKeys.items(entity.api, entityId, documents.path);
  const rows = useQuery({ queryKey: key, queryFn: async ({ signal }) => (await http.get<AttachedDocument[]>(base, { signal, callerHandles: 'all' })).data ?? [] });
  const [documentType, setDocumentType] = useState(documents.documentTypes[0] ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<unknown>();
  const [tooLarge, setTooLarge] = useState(false);
  // The type chosen when an upload was refused because one of that type is attached (one per type).
  const [typeTaken, setTypeTaken] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const editable = !readOnly && documents.readOnly !== true;
  const typeLabel = (type: string) => t(`${entity.i18n}.documentType.${type}`, { defaultValue: type });
  const count = rows.data?.length ?? 0;

  const run = async (work: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
      return true;
    } catch (e) {
      setError(e);
      return false;
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: key });
    }
  };

  const upload = async () => {
    if (!file) return;
    if (file.size > DOCUMENT_MAX_BYTES) {
      setTooLarge(true);
      return;
    }
    // One document of each type (forms-data.md 5), as the server keeps it: refused before uploading.
    if (rows.data && repeatsDocumentType(rows.data, documentType)) {
      setTypeTaken(documentType);
      return;
    }
    const ok = await run(async () => {
      // Two calls: the DMS keeps the bytes, the entity records which of them are its documents.
      const stored = (await http.upload<{ dmsId: string }>(DMS_UPLOAD, file, { documentType }, { callerHandles: 'all' })).data;
      await http.post(base, { dmsId: stored.dmsId }, { callerHandles: 'all', skipSchemaCheck: true });
    });
    if (ok) {
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  const download = (doc: AttachedDocument) =>
    run(async () => {
      saveDownload(await http.download(dmsDownload(doc.dmsId), { callerHandles: 'all' }));
    });
  const remove = (doc: AttachedDocument) => {
    setTypeTaken(undefined);
    return run(() => http.delete(`${base}/${encodeURIComponent(doc.dmsId)}`, { callerHandles: 'all' }));
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('workflow.documents.title')}
      </Title>
      <Table withTableBorder striped data-testid="step-documents">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('workflow.documents.fileName')}</Table.Th>
            <Table.Th>{t('workflow.documents.type')}</Table.Th>
            <Table.Th>{t('workflow.documents.size')}</Table.Th>
            <Table.Th w={(editable ? 160 : 110) + (preview ? 80 : 0)} aria-label={t('workflow.documents.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(rows.data ?? []).map((doc) => (
            <Table.Tr key={doc.dmsId}>
              <Table.Td>{doc.fileName}</Table.Td>
              <Table.Td>{typeLabel(doc.documentType)}</Table.Td>
              <Table.Td>{formatSize(doc.fileSize, i18n.language)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {preview && isPreviewable(doc.contentType, doc.fileName) && (
                    <Button
                      size="xs"
                      variant="subtle"
                      onClick={() => preview({ path: dmsDownload(doc.dmsId), fileName: doc.fileName, contentType: doc.contentType ?? undefined })}
                      aria-label={t('workflow.documents.previewFile', { name: doc.fileName })}
                    >
                      {t('workflow.documents.preview')}
                    </Button>
                  )}
                  <Button size="xs" variant="light" onClick={() => void download(doc)} disabled={busy} aria-label={t('workflow.documents.downloadFile', { name: doc.fileName })}>
                    {t('workflow.documents.download')}
                  </Button>
                  {editable && (
                    <ActionIcon variant="subtle" color="red" onClick={() => void remove(doc)} disabled={busy} aria-label={t('workflow.documents.remove', { name: doc.fileName })}>
                      ×
                    </ActionIcon>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
          {count === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>{rows.isLoading ? t('workflow.loading') : t('workflow.documents.none')}</Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      {documents.min !== undefined && count < documents.min && (
        <Text size="sm" c="dimmed">
          {t('workflow.documents.min', { min: documents.min })}
        </Text>
      )}
      {rows.error !== null && rows.error !== undefined && <ErrorAlert error={rows.error} titleKey="workflow.loadFailed" />}
      {editable && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void upload();
          }}
        >
          <Group align="flex-end" gap="sm">
            <NativeSelect
              label={t('workflow.documents.type')}
              value={documentType}
              onChange={(event) => {
                setTypeTaken(undefined);
                setDocumentType(event.currentTarget.value);
              }}
              data={documents.documentTypes.map((type) => ({ value: type, label: typeLabel(type) }))}
            />
            <Input.Wrapper label={t('workflow.documents.file')} description={t('workflow.documents.limit', { size: formatSize(DOCUMENT_MAX_BYTES, i18n.language) })}>
              <input
                ref={fileInput}
                type="file"
                aria-label={t('workflow.documents.file')}
                onChange={(event) => {
                  setTooLarge(false);
                  setFile(event.currentTarget.files?.[0] ?? null);
                }}
              />
            </Input.Wrapper>
            <Button type="submit" loading={busy} disabled={!file || !documentType}>
              {t('workflow.documents.upload')}
            </Button>
          </Group>
          {typeTaken !== undefined && (
            <Text c="red" size="sm" role="alert" mt="xs">
              {t('workflow.documents.typeTaken', { type: typeLabel(typeTaken) })}
            </Text>
          )}
          {tooLarge && (
            <Text c="red" size="sm" role="alert" mt="xs">
              {t('workflow.documents.tooLarge', { size: formatSize(DOCUMENT_MAX_BYTES, i18n.language) })}
            </Text>
          )}
        </form>
      )}
      {error !== undefined && <ErrorAlert error={error} titleKey="workflow.documents.failed" />}
    </Stack>
  );
}
