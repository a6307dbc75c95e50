import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpClient, HttpResult } from '../../../core/http';
import { DOCUMENT_MAX_BYTES, type StepDocuments } from '../../../core/workflow';
import { fakeHttp, okResult } from '../../testing/fakeHttp';
import { renderEngine } from '../../testing/renderWithProviders';
import { DocumentPreviewContext, type DocumentPreviewRequest } from '../../documents/documentPreview';
import { StepDocumentsSection } from './StepDocumentsSection';

const entity = { api: '/portal/zmluvy/zmluva-zo/', i18n: 'workflow.zmluvaZo' };
const documents: StepDocuments = { kind: 'documents', path: 'dokumenty', documentTypes: ['zmluva.podpisana', 'zmluva.priloha'], min: 1 };
const signed = { dmsId: '0b8e3c52-5c4e-4c1e-9a43-6a4f0f0f2a11', fileName: 'zmluva.pdf', documentType: 'zmluva.podpisana', fileSize: 2048 };

function setup(rows: unknown[], readOnly = false, preview?: (document: DocumentPreviewRequest) => void) {
  const list = [...rows];
  const base = fakeHttp({
    get: async <T,>() => okResult([...list]) as HttpResult<T>,
    post: async <T,>(_path: string, body: unknown) => {
      list.push({ ...signed, dmsId: (body as { dmsId: string }).dmsId, fileName: 'nova.pdf' });
      return okResult({}) as HttpResult<T>;
    },
  });
  const http = Object.assign(base, {
    upload: vi.fn(async () => okResult({ dmsId: 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee' }, 201)),
    download: vi.fn(async () => ({ blob: new Blob(['%PDF-']), fileName: 'zmluva.pdf', contentType: 'application/pdf' })),
  }) as typeof base & Pick<HttpClient, 'upload' | 'download'>;
  renderEngine({
    http,
    routes: [
      {
        path: '/',
        element: (
          <DocumentPreviewContext.Provider value={preview}>
            <StepDocumentsSection entity={entity} entityId={5} documents={documents} readOnly={readOnly} />
          </DocumentPreviewContext.Provider>
        ),
      },
    ],
    initialEntry: '/',
  });
  return http;
}

describe('StepDocumentsSection', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:test');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('uploads to the DMS, attaches the dmsId to the entity and lists it', async () => {
    const http = setup([]);
    expect(await screen.findByText('workflow.documents.none')).toBeInTheDocument();
    expect(screen.getByText('workflow.documents.min')).toBeInTheDocument();
    const file = new File(['%PDF-1.7'], 'nova.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('workflow.documents.file'), file);
    await userEvent.click(screen.getByRole('button', { name: 'workflow.documents.upload' }));
    await waitFor(() => expect(http.upload).toHaveBeenCalledWith('/dms/document', file, { documentType: 'zmluva.podpisana' }, expect.anything()));
    expect(http.post).toHaveBeenCalledWith('/portal/zmluvy/zmluva-zo/5/dokumenty', { dmsId: 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee' }, expect.anything());
    expect(await screen.findByText('nova.pdf')).toBeInTheDocument();
  });

  it('refuses a file over 10 MB before sending anything', async () => {
    const http = setup([]);
    const big = new File(['x'], 'velka.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: DOCUMENT_MAX_BYTES + 1 });
    fireEvent.change(await screen.findByLabelText('workflow.documents.file'), { target: { files: [big] } });
    await userEvent.click(screen.getByRole('button', { name: 'workflow.documents.upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('workflow.documents.tooLarge');
    expect(http.upload).not.toHaveBeenCalled();
  });

  it('refuses a second document of a type already attached before uploading, until the type changes', async () => {
    const http = setup([signed]);
    expect(await screen.findByText('zmluva.pdf')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('workflow.documents.file'), new File(['%PDF-1.7'], 'druha.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'workflow.documents.upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('workflow.documents.typeTaken');
    expect(http.upload).not.toHaveBeenCalled();
    // Another type is a new document: the refusal goes, and the file is uploaded and attached.
    await userEvent.selectOptions(screen.getByLabelText('workflow.documents.type'), 'zmluva.priloha');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'workflow.documents.upload' }));
    await waitFor(() => expect(http.upload).toHaveBeenCalledWith('/dms/document', expect.any(File), { documentType: 'zmluva.priloha' }, expect.anything()));
  });

  it('downloads from the DMS and saves the file; read-only offers no upload or removal', async () => {
    const http = setup([signed], true);
    await userEvent.click(await screen.findByRole('button', { name: 'workflow.documents.downloadFile' }));
    await waitFor(() => expect(http.download).toHaveBeenCalledWith(`/dms/document/${signed.dmsId}/content/download`, expect.anything()));
    expect(URL.createObjectURL).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'workflow.documents.upload' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'workflow.documents.remove' })).not.toBeInTheDocument();
  });

  it('previews a PDF or an image through the host’s preview, from the keyboard; other files and hosts without a preview offer none', async () => {
    const preview = vi.fn();
    const sheet = { ...signed, dmsId: '1c9f4d63-6d5f-4d2f-8b54-7b5a1a1a3b22', fileName: 'rozpis.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
    setup([{ ...signed, contentType: 'application/pdf' }, sheet], true, preview);
    const buttons = await screen.findAllByRole('button', { name: 'workflow.documents.previewFile' });
    expect(buttons).toHaveLength(1);
    (buttons[0] as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(preview).toHaveBeenCalledWith({ path: `/dms/document/${signed.dmsId}/content/download`, fileName: 'zmluva.pdf', contentType: 'application/pdf' });
  });

  it('offers no preview without a host preview', async () => {
    setup([{ ...signed, contentType: 'application/pdf' }], true);
    expect(await screen.findByText('zmluva.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'workflow.documents.previewFile' })).not.toBeInTheDocument();
  });
});
