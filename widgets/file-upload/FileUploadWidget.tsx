import { useContext, useState } from 'react';
import { ActionIcon, Button, FileButton, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../engine/core/validation';
import { DEFAULT_MAX_FILE_SIZE, fileProblem, formatFileSize } from '../../engine/core/validation';
import type { EngineWidgetProps } from '../../engine/react';
import { errorLines } from '../../engine/react/errors/ErrorAlert';
import { useEngine } from '../../engine/react/EngineProvider';
import { commonInputProps } from '../shared/inputProps';
import { isPublicUploadPath, UploadLimitContext, usePublicUploadLimit } from './uploadLimit';

/** What an upload stores: the DMS record of the file (POST /dms/document answers it). */
export interface UploadedFile {
  dmsId: string;
  fileName: string;
  fileSize: number;
  contentType: string;
}

/** Where uploads go unless `options.path` says otherwise (the public page uses /public/dms/document). */
export const DMS_UPLOAD_PATH = '/dms/document';

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : undefined;
}

/**
 * The upload rules of a field: `fileRules` of the schema, else the widget options; the size is at
 * most `configured` (the server's current limit) and defaults to it, else to 1 MiB.
 */
export function uploadRules(props: Pick<EngineWidgetProps, 'schema' | 'options'>, configured?: number): { maxSize: number; extensions: string[] } {
  const fromSchema = (props.schema.fileRules ?? {}) as { maxSize?: unknown; extensions?: unknown };
  const limit = numberOr(configured, Number.POSITIVE_INFINITY);
  const own = numberOr(fromSchema.maxSize, numberOr(props.options.maxSize, Number.NaN));
  return {
    maxSize: Number.isNaN(own) ? (Number.isFinite(limit) ? limit : DEFAULT_MAX_FILE_SIZE) : Math.min(own, limit),
    extensions: (stringList(fromSchema.extensions) ?? stringList(props.options.extensions) ?? []).map((e) => e.toLowerCase().replace(/^\./, '')),
  };
}

function isUploaded(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && typeof (value as UploadedFile).fileName === 'string';
}

/**
 * File upload: checks the chosen file (size limit, accepted extensions, name extension matching its
 * type), uploads it with the document type (`options.documentType`) to the DMS and stores the
 * record it answers. Disabled until there is a document type. The name field shows the stored file.
 */
export function FileUploadWidget(props: EngineWidgetProps) {
  const { t, i18n } = useTranslation();
  const { http } = useEngine();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { id, value, onChange, disabled, readonly, options, rawErrors } = props;
  const [local, setLocal] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const documentType = typeof options.documentType === 'string' && options.documentType !== '' ? options.documentType : undefined;
  const path = typeof options.path === 'string' ? options.path : DMS_UPLOAD_PATH;
  // A public (anonymous) upload has its own configured limit; the signed-in ones get theirs from the app.
  const publicUpload = isPublicUploadPath(path);
  const publicLimit = usePublicUploadLimit(http, publicUpload);
  const signedInLimit = useContext(UploadLimitContext);
  const rules = uploadRules(props, publicUpload ? publicLimit : signedInLimit);
  const stored = isUploaded(value) ? value : undefined;
  const common = commonInputProps(props);
  // Too large: the limit said in kB/MB, not in bytes.
  const translate = (found: Problem) =>
    found.key === 'validation.file_upload_max_size' ? t('widgets.file.tooLarge', { size: formatFileSize(rules.maxSize, language) }) : t(found.key, found.params);

  async function choose(file: File | null) {
    if (!file || !documentType) return;
    const found = fileProblem({ fileName: file.name, fileSize: file.size, contentType: file.type }, rules);
    if (found) {
      setLocal(translate(found));
      return;
    }
    setLocal(undefined);
    setBusy(true);
    try {
      const result = await http.upload<UploadedFile>(path, file, { documentType });
      const { dmsId, fileName, fileSize, contentType } = result.data;
      onChange({ dmsId, fileName, fileSize, contentType });
    } catch (error) {
      setLocal(errorLines(error)[0] ?? t('widgets.file.uploadFailed'));
    } finally {
      setBusy(false);
    }
  }

  const shown = stored ? `${stored.fileName} (${formatFileSize(stored.fileSize, language)})` : '';
  const hint = !documentType && !readonly ? t('widgets.file.chooseTypeFirst') : rules.extensions.length > 0 ? t('widgets.file.accepted', { types: rules.extensions.join(', '), size: formatFileSize(rules.maxSize, language) }) : undefined;
  return (
    <TextInput
      {...common}
      readOnly
      value={shown}
      placeholder={readonly ? undefined : t('widgets.file.none')}
      description={[common.description, readonly ? undefined : hint].filter(Boolean).join(' ') || undefined}
      error={local ?? (rawErrors && rawErrors.length > 0 ? rawErrors[0] : undefined)}
      rightSectionWidth={readonly ? undefined : stored ? 150 : 110}
      rightSection={
        readonly ? undefined : (
          <Group gap={4} wrap="nowrap">
            <FileButton
              onChange={(file) => void choose(file)}
              accept={rules.extensions.map((e) => `.${e}`).join(',') || undefined}
              disabled={disabled || !documentType || busy}
              inputProps={{ 'data-testid': `${id}-file`, 'aria-label': t('widgets.file.choose') } as Record<string, string>}
            >
              {(buttonProps) => (
                <Button {...buttonProps} size="compact-xs" variant="light" loading={busy} disabled={disabled || !documentType}>
                  {t('widgets.file.upload')}
                </Button>
              )}
            </FileButton>
            {stored ? (
              <ActionIcon variant="subtle" size="sm" aria-label={t('widgets.file.remove')} disabled={disabled} onClick={() => onChange(undefined)}>
                <span aria-hidden="true">✕</span>
              </ActionIcon>
            ) : null}
          </Group>
        )
      }
    />
  );
}
