import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp, okResult } from '../../engine/react/testing/fakeHttp';
import { createTestI18n, renderWithI18n } from '../../engine/react/testing/renderWithProviders';
import { EngineProvider } from '../../engine/react';
import { renderWidget } from '../testing/widgetHarness';
import type { DocumentRow } from './index';
import { documentEditorWidget } from './index';

const TYPES = [
  { kod: 'ucastnik.vypisOR', nazov: 'Výpis z OR', _extensions: ['pdf'] },
  { kod: 'ucastnik.potvrdenieOVyrobe', nazov: 'Potvrdenie o výrobe', _extensions: ['pdf', 'png'] },
  { kod: 'ucastnik.potvrdenieOSplneni', nazov: 'Potvrdenie o splnení', _extensions: ['pdf'] },
];

function http() {
  const base = fakeHttp({ list: async () => ({ rows: TYPES as never[], total: TYPES.length, hasMore: false }) });
  return Object.assign(base, {
    upload: vi.fn(async (_path: string, file: File, fields: Record<string, string>) =>
      okResult({ dmsId: `dms-${fields.documentType}`, fileName: file.name, fileSize: file.size, contentType: file.type, documentType: fields.documentType, sha256: 'x' }, 201)),
  });
}

const schema = { type: 'array', items: { type: 'object' } };
const stored: DocumentRow = { idDmsDocument: 7, documentType: 'ucastnik.vypisOR', fileName: 'or.pdf', fileSize: 2048, contentType: 'application/pdf', dmsId: 'd7', generated: false, poznamka: 'overené' };
const pdf = (name = 'doklad.pdf') => new File([new Uint8Array(12)], name, { type: 'application/pdf' });

async function chooseType(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(document.getElementById('field-type') as HTMLElement);
  await user.click(await screen.findByRole('option', { name }));
}

describe('DocumentEditorWidget', () => {
  it('adds a document: type first, then an upload of that type, and each type once', async () => {
    const client = http();
    const { onChange } = renderWidget(documentEditorWidget, { schema, value: [stored] }, createTestI18n(), client);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'widgets.documents.add' }));
    expect(screen.getByRole('button', { name: 'widgets.file.upload' })).toBeDisabled();
    await user.click(document.getElementById('field-type') as HTMLElement);
    // The stored row already has the extract: it is not offered again.
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Potvrdenie o výrobe', 'Potvrdenie o splnení']));
    await user.click(screen.getByRole('option', { name: 'Potvrdenie o splnení' }));
    expect(screen.getByTestId('field-file-file')).toHaveAttribute('accept', '.pdf');
    await user.upload(screen.getByTestId('field-file-file'), pdf());
    await waitFor(() => expect(document.getElementById('field-file')).toHaveValue('doklad.pdf (12 B)'));
    expect(client.upload.mock.calls[0]?.[2]).toEqual({ documentType: 'ucastnik.potvrdenieOSplneni' });
    await user.click(screen.getByRole('button', { name: 'widgets.documents.save' }));
    expect(onChange).toHaveBeenLastCalledWith([
      stored,
      { documentType: 'ucastnik.potvrdenieOSplneni', dmsId: 'dms-ucastnik.potvrdenieOSplneni', fileName: 'doklad.pdf', fileSize: 12, contentType: 'application/pdf', isNew: true },
    ]);
    expect(screen.queryByTestId('field-form')).not.toBeInTheDocument();
  });

  it('changing the type clears the uploaded file and offers the new type\'s extensions', async () => {
    renderWidget(documentEditorWidget, { schema, value: [] }, createTestI18n(), http());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'widgets.documents.add' }));
    await chooseType(user, 'Výpis z OR');
    expect(screen.getByTestId('field-file-file')).toHaveAttribute('accept', '.pdf');
    await user.upload(screen.getByTestId('field-file-file'), pdf());
    await waitFor(() => expect(document.getElementById('field-file')).toHaveValue('doklad.pdf (12 B)'));
    await chooseType(user, 'Potvrdenie o výrobe');
    expect(document.getElementById('field-file')).toHaveValue('');
    expect(screen.getByTestId('field-file-file')).toHaveAttribute('accept', '.pdf,.png');
  });

  it('refuses to save without type and file, showing required errors', async () => {
    const { onChange } = renderWidget(documentEditorWidget, { schema, value: [] }, createTestI18n(), http());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'widgets.documents.add' }));
    await user.click(screen.getByRole('button', { name: 'widgets.documents.save' }));
    expect(screen.getAllByText('engine.validation.required')).toHaveLength(2);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('portal users cannot edit or delete a stored or generated row, but can a new one; no core columns', async () => {
    const fresh: DocumentRow = { documentType: 'ucastnik.potvrdenieOVyrobe', fileName: 'a.png', fileSize: 1, dmsId: 'x', isNew: true };
    renderWidget(documentEditorWidget, { schema, value: [stored, { ...fresh, documentType: 'ucastnik.potvrdenieOSplneni', generated: true }, fresh] }, createTestI18n(), http());
    const user = userEvent.setup();
    expect(screen.queryByText('widgets.documents.note')).not.toBeInTheDocument();
    for (const [row, editable] of [[0, false], [1, false], [2, true]] as const) {
      await user.click(screen.getByTestId(`field-row-${row}`));
      expect(screen.getByRole('button', { name: 'widgets.documents.edit' }))[editable ? 'toBeEnabled' : 'toBeDisabled']();
      expect(screen.getByRole('button', { name: 'widgets.documents.delete' }))[editable ? 'toBeEnabled' : 'toBeDisabled']();
    }
  });

  it('core users edit stored rows and see the generated and note columns and the note field', async () => {
    const { onChange } = renderWidget(documentEditorWidget, { schema, value: [stored], options: { variant: 'core' } }, createTestI18n(), http());
    const user = userEvent.setup();
    const table = screen.getByRole('table');
    expect(within(table).getByText('widgets.documents.generated')).toBeInTheDocument();
    expect(within(table).getByText('overené')).toBeInTheDocument();
    await user.click(screen.getByTestId('field-row-0'));
    await user.click(screen.getByRole('button', { name: 'widgets.documents.edit' }));
    const note = document.getElementById('field-note') as HTMLTextAreaElement;
    expect(note).toHaveAttribute('maxlength', '500');
    await user.clear(note);
    await user.type(note, 'doplnené');
    await user.click(screen.getByRole('button', { name: 'widgets.documents.save' }));
    expect(onChange).toHaveBeenLastCalledWith([{ ...stored, poznamka: 'doplnené' }]);
  });

  it('deletes a row after confirmation', async () => {
    const { onChange } = renderWidget(documentEditorWidget, { schema, value: [stored], options: { variant: 'core' } }, createTestI18n(), http());
    const user = userEvent.setup();
    await user.click(screen.getByTestId('field-row-0'));
    await user.click(screen.getByRole('button', { name: 'widgets.documents.delete' }));
    // The confirmation's code loads lazily on first use.
    await user.click(await screen.findByRole('button', { name: 'dialogs.yes' }, { timeout: 10_000 }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('after saving the production confirmation in the portal, informs, asks, and on yes adds the fulfilment confirmation', async () => {
    renderWidget(documentEditorWidget, { schema, value: [] }, createTestI18n(), http());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'widgets.documents.add' }));
    await chooseType(user, 'Potvrdenie o výrobe');
    await user.upload(screen.getByTestId('field-file-file'), pdf());
    await waitFor(() => expect(document.getElementById('field-file')).toHaveValue('doklad.pdf (12 B)'));
    await user.click(screen.getByRole('button', { name: 'widgets.documents.save' }));
    expect(await screen.findByText('widgets.documents.msgInfoPotvrdenieOVyrobe')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'dialogs.ok' }));
    expect(await screen.findByText('widgets.documents.msgConfirmPotvrdenieOVyrobe')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'dialogs.yes' }));
    await waitFor(() => expect(document.getElementById('field-type')).toHaveValue('Potvrdenie o splnení'));
    expect(screen.getByText('widgets.documents.newTitle')).toBeInTheDocument();
  });

  it('downloads a stored document through the DMS under the name the server gives, without selecting the row', async () => {
    const client = Object.assign(http(), {
      download: vi.fn(async () => ({ blob: new Blob(['%PDF-1.4']), fileName: 'Výpis z OR 2025.pdf', contentType: 'application/pdf' })),
    });
    const saved: { name: string; type: string }[] = [];
    Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (saved.push({ name: '', type: blob.type }), 'blob:x')), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const last = saved[saved.length - 1];
      if (last) last.name = this.download;
    });
    const fresh: DocumentRow = { documentType: 'ucastnik.potvrdenieOVyrobe', fileName: 'nove.pdf', fileSize: 10, dmsId: 'd8', isNew: true };
    const filed: DocumentRow = { ...stored, idDmsDocument: 9, documentType: 'ucastnik.potvrdenieOSplneni', dmsId: 'd9', dmsUrl: 'archiv/dokument/9' };
    renderWidget(documentEditorWidget, { schema, value: [stored, fresh, filed], readonly: true }, createTestI18n(), client);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('field-download-0'));
    await waitFor(() => expect(saved).toEqual([{ name: 'Výpis z OR 2025.pdf', type: 'application/pdf' }]));
    expect(client.download).toHaveBeenLastCalledWith('/dms/document/d7/content/download');
    expect(screen.queryByTestId('field-form')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('field-download-1'));
    expect(client.download).toHaveBeenLastCalledWith('/dms/document/d8/content/download');
    await user.click(screen.getByTestId('field-download-2'));
    expect(client.download).toHaveBeenLastCalledWith('/archiv/dokument/9/content/download');
    click.mockRestore();
  });

  it('tells when a download fails', async () => {
    const client = Object.assign(http(), { download: vi.fn(async () => Promise.reject(new Error('404'))) });
    renderWidget(documentEditorWidget, { schema, value: [stored] }, createTestI18n(), client);
    await userEvent.setup().click(screen.getByTestId('field-download-0'));
    expect(await screen.findByRole('alert')).toHaveTextContent('widgets.documents.downloadFailed');
  });

  it('is the core variant for users holding the metadata\'s core token, else the portal one', () => {
    const Widget = documentEditorWidget.component;
    const view = (tokens: string[]) =>
      renderWithI18n(
        <EngineProvider http={http()} tokens={new Set(tokens)}>
          <Widget id="field" name="field" label="Dokumenty" schema={schema} value={[stored]} options={{ coreToken: 'zmluvy-processing#read' }} onChange={() => undefined} />
        </EngineProvider>,
        createTestI18n(),
      );
    const core = view(['zmluvy-processing#read']);
    expect(screen.getByRole('columnheader', { name: 'widgets.documents.note' })).toBeInTheDocument();
    core.unmount();
    view(['vyrobne-zariadenia#read']);
    expect(screen.queryByRole('columnheader', { name: 'widgets.documents.note' })).not.toBeInTheDocument();
  });
});
