import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestI18n, renderWithI18n } from '../../engine/react/testing/renderWithProviders';
import { fakeHttp } from '../../engine/react/testing/fakeHttp';
import { EngineProvider } from '../../engine/react';
import { DocumentDownload } from './DocumentDownload';
import { DocumentPreviewContext, isPreviewable } from './documentPreview';

const row = { documentType: 'reklamacia.priloha', fileName: 'faktura.pdf', fileSize: 10, contentType: 'application/pdf', dmsId: '0b6f3c1e-2d7a-4c11-9a55-3f1e7c2b9d00', isNew: true };

function renderLink(preview?: (doc: unknown) => void) {
  return renderWithI18n(
    <EngineProvider http={fakeHttp()} tokens={new Set()}>
      <DocumentPreviewContext.Provider value={preview}>
        <DocumentDownload row={row} id="doc" />
      </DocumentPreviewContext.Provider>
    </EngineProvider>,
    createTestI18n(),
  );
}

describe('document preview', () => {
  it('knows what a browser shows inline', () => {
    expect(isPreviewable('application/pdf', 'a.pdf')).toBe('pdf');
    expect(isPreviewable('image/png')).toBe('image');
    expect(isPreviewable(null, 'scan.JPG')).toBe('image');
    expect(isPreviewable('text/csv; charset=utf-8', 'a.csv')).toBeUndefined();
  });

  it('offers a preview only when the host provides one, and hands it the DMS path', async () => {
    const { unmount } = renderLink();
    expect(screen.queryByTestId('doc-preview')).not.toBeInTheDocument();
    unmount();
    const preview = vi.fn();
    renderLink(preview);
    await userEvent.setup().click(screen.getByTestId('doc-preview'));
    expect(preview).toHaveBeenCalledWith({ path: `/dms/document/${row.dmsId}/content/download`, fileName: 'faktura.pdf', contentType: 'application/pdf' });
  });
});
