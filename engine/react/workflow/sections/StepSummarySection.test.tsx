import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HttpResult, ListResult } from '../../../core/http';
import type { StepEntity, StepSummary } from '../../../core/workflow';
import { fakeHttp, okResult } from '../../testing/fakeHttp';
import { createTestI18n, renderEngine } from '../../testing/renderWithProviders';
import { StepSummarySection } from './StepSummarySection';

const ENTITY: StepEntity = { api: '/portal/ziadost/', i18n: 'wf' };
const BOOK = '/edc/enum/mixed/typ-podpory/vsetky/';
const record = { kod: 'VZR-000001', typPodpory: 'KOMUNITNA', stav: 'NA_SCHVALENI', druh: 'VYKUP' };
// Fixed texts know the old support types only; the live code book also names the one added later.
const texts = { wf: { enum: { typPodpory: { VYKUP: 'Výkup (pevný text)' }, druh: { VYKUP: 'Výkup (pevný text)' } } } };

function renderSummary(summary: StepSummary, book: { kod: string; nazov: string }[] = [{ kod: 'KOMUNITNA', nazov: 'Komunitná podpora' }]) {
  const http = fakeHttp({
    get: async <T,>() => okResult(record) as HttpResult<T>,
    list: async <T,>() => ({ rows: book, total: book.length, hasMore: false }) as ListResult<T>,
  });
  renderEngine({
    http,
    i18n: createTestI18n('sk', texts),
    routes: [{ path: '/', element: <StepSummarySection entity={ENTITY} entityId={1} summary={summary} /> }],
    initialEntry: '/',
  });
  return http;
}

async function valueOf(label: string): Promise<string> {
  const term = await screen.findByText(`wf.field.${label}`);
  return within(term.parentElement as HTMLElement).getByRole('definition').textContent ?? '';
}

describe('StepSummarySection', () => {
  it("names a code by the field's live code book, added after the fixed texts were written", async () => {
    const http = renderSummary({ kind: 'summary', fields: ['kod', 'typPodpory', 'druh'], codeBooks: { typPodpory: BOOK } });
    await screen.findByText('Komunitná podpora');
    expect(await valueOf('typPodpory')).toBe('Komunitná podpora');
    // A field without a code book keeps its fixed text.
    expect(await valueOf('druh')).toBe('Výkup (pevný text)');
    expect(http.list).toHaveBeenCalledWith(BOOK, expect.anything(), expect.anything());
  });

  it('falls back to the fixed text, then the code, for a code the book does not name', async () => {
    renderSummary({ kind: 'summary', fields: ['typPodpory'], codeBooks: { typPodpory: BOOK } }, [{ kod: 'VYKUP', nazov: 'Výkup' }]);
    await screen.findByText('wf.field.typPodpory');
    expect(await valueOf('typPodpory')).toBe('KOMUNITNA');
  });

  it('reads no code book when the summary names none', async () => {
    const http = renderSummary({ kind: 'summary', fields: ['typPodpory'] });
    expect(await valueOf('typPodpory')).toBe('KOMUNITNA');
    expect(http.list).not.toHaveBeenCalled();
  });
});
