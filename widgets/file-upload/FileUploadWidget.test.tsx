import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '../../engine/core/errors';
import { fakeHttp, okResult } from '../../engine/react/testing/fakeHttp';
import { createTestI18n } from '../../engine/react/testing/renderWithProviders';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { fileUploadWidget } from './index';
import { formatFileSize } from '../../engine/core/validation';
import { uploadRules } from './index';

const schema = { type: 'object', fileRules: { maxSize: 1000, extensions: ['pdf', 'png'] } };
const stored = { dmsId: 'a1', fileName: 'zmluva.pdf', fileSize: 2048, contentType: 'application/pdf' };

describeWidgetContract(fileUploadWidget, { schema, value: stored, options: { documentType: 'zmluva.priloha' } });

function withUpload(upload: (...args: unknown[]) => Promise<unknown>) {
  return { ...fakeHttp(), upload: vi.fn(upload) } as ReturnType<typeof fakeHttp>;
}

const pdf = (size: number, name = 'doklad.pdf', type = 'application/pdf') => new File([new Uint8Array(size)], name, { type });

describe('FileUploadWidget', () => {
  it('uploads a valid file with its document type and stores the DMS record', async () => {
    const http = withUpload(async () => okResult({ ...stored, fileName: 'doklad.pdf', fileSize: 10, documentType: 'zmluva.priloha', sha256: 'x' }, 201));
    const { onChange } = renderWidget(fileUploadWidget, { schema, value: undefined, options: { documentType: 'zmluva.priloha' } }, createTestI18n(), http);
    await userEvent.setup().upload(screen.getByTestId('field-file'), pdf(10));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ dmsId: 'a1', fileName: 'doklad.pdf', fileSize: 10, contentType: 'application/pdf' }));
    const [path, file, fields] = http.upload.mock.calls[0] as [string, File, Record<string, string>];
    expect(path).toBe('/dms/document');
    expect(file.name).toBe('doklad.pdf');
    expect(fields).toEqual({ documentType: 'zmluva.priloha' });
  });

  it('refuses a file over the limit, of another type, or whose name does not match its content, without uploading', async () => {
    const http = withUpload(async () => okResult(stored));
    renderWidget(fileUploadWidget, { schema, value: undefined, options: { documentType: 'zmluva.priloha' } }, createTestI18n(), http);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByTestId('field-file'), pdf(1001));
    expect(await screen.findByText('widgets.file.tooLarge')).toBeInTheDocument();
    await user.upload(screen.getByTestId('field-file'), pdf(10, 'data.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'));
    expect(await screen.findByText('validation.invalidFileType')).toBeInTheDocument();
    await user.upload(screen.getByTestId('field-file'), pdf(10, 'obrazok.png', 'application/pdf'));
    expect(await screen.findByText('validation.invalidFileNameExtension')).toBeInTheDocument();
    expect(http.upload).not.toHaveBeenCalled();
  });

  it('on a public page checks the public limit app-config sets, naming it in kB/MB', async () => {
    const get = vi.fn(async () => okResult({ maxBytes: 2048 }));
    const http = { ...withUpload(async () => okResult(stored)), get } as unknown as ReturnType<typeof fakeHttp>;
    const i18n = createTestI18n('sk', { widgets: { file: { tooLarge: 'Súbor je príliš veľký: najviac {{size}}', accepted: '{{types}}, najviac {{size}}' } } });
    const free = { type: 'object', fileRules: { extensions: ['pdf'] } };
    renderWidget(fileUploadWidget, { schema: free, value: undefined, options: { documentType: 'ucastnik.vypisOR', path: '/public/dms/document' } }, i18n, http);
    await waitFor(() => expect(get).toHaveBeenCalledWith('/public/dms/limit', { background: true }));
    // Under the 1 MiB default, over the configured 2 kB: refused before sending.
    await waitFor(() => expect(screen.getByText(/2 kB/)).toBeInTheDocument());
    await userEvent.setup().upload(screen.getByTestId('field-file'), pdf(3000));
    expect(await screen.findByText('Súbor je príliš veľký: najviac 2 kB')).toBeInTheDocument();
    expect(http.upload).not.toHaveBeenCalled();
  });

  it('is disabled until there is a document type', () => {
    renderWidget(fileUploadWidget, { schema, value: undefined, options: {} });
    expect(screen.getByRole('button', { name: 'widgets.file.upload' })).toBeDisabled();
    expect(screen.getByText('widgets.file.chooseTypeFirst')).toBeInTheDocument();
  });

  it('shows the server reason when the upload is refused', async () => {
    const refused = new HttpError({ method: 'POST', url: '/dms/document', status: 400, statusText: 'Bad Request', message: 'error.invalidFileType', reasons: ['Obsah nezodpovedá prípone pdf'] });
    const http = withUpload(async () => Promise.reject(refused));
    const { onChange } = renderWidget(fileUploadWidget, { schema, value: undefined, options: { documentType: 'zmluva.priloha' } }, createTestI18n(), http);
    await userEvent.setup().upload(screen.getByTestId('field-file'), pdf(10));
    expect(await screen.findByText('Obsah nezodpovedá prípone pdf')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the stored file and removes it', async () => {
    const { onChange } = renderWidget(fileUploadWidget, { schema, value: stored, options: { documentType: 'zmluva.priloha' } });
    expect(document.getElementById('field')).toHaveValue('zmluva.pdf (2 kB)');
    await userEvent.setup().click(screen.getByRole('button', { name: 'widgets.file.remove' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('takes its rules from the schema, else the options, with the 1 MiB default', () => {
    expect(uploadRules({ schema: { type: 'object' }, options: {} })).toEqual({ maxSize: 1048576, extensions: [] });
    expect(uploadRules({ schema: { type: 'object' }, options: { maxSize: 10485760, extensions: ['.PDF'] } })).toEqual({ maxSize: 10485760, extensions: ['pdf'] });
    expect(formatFileSize(1048576, 'sk')).toBe('1 MB');
  });

  it("follows the server's configured limit: its default, and the cap of a larger own limit", () => {
    expect(uploadRules({ schema: { type: 'object' }, options: {} }, 5242880).maxSize).toBe(5242880);
    expect(uploadRules({ schema: { type: 'object' }, options: { maxSize: 10485760 } }, 2048).maxSize).toBe(2048);
    expect(uploadRules({ schema: { type: 'object', fileRules: { maxSize: 1024 } }, options: {} }, 2048).maxSize).toBe(1024);
    expect(formatFileSize(1536, 'sk')).toBe('1,5 kB');
  });
});

