// Issue 24: a complaint's attachments keep one document of each type (the catalogue's
// oneDocumentPerType, served in the complaint step's schema with the types' labels, and enforced by
// the server with the same schema). The step's form runs it before anything is sent: the repeated
// row shows the type's label under its type.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { FormCheckFailed } from '../../engine/core/form';
import type { StepForm } from '../../engine/core/workflow';
import { fakeHttp, okResult } from '../../engine/react/testing/fakeHttp';
import { createTestI18n } from '../../engine/react/testing/renderWithProviders';
import { renderStepForm } from '../../engine/react/testing/stepFormHarness';
import engineSk from '../../metadata/i18n/sk/engine.json';
import validationSk from '../../metadata/i18n/sk/validation.json';
import widgetsSk from '../../metadata/i18n/sk/widgets.json';
import workflowSk from '../../metadata/i18n/sk/workflow.json';
import { WORKFLOW_STEPS } from '../../metadata/workflow/steps';
import { widgets } from '../../widgets';

const API = '/portal/reklamacie/reklamacia/';
const step = WORKFLOW_STEPS['complaint-to-be-created']?.byEntityType?.REKLAMACIA;
const form = step?.sections.find((section): section is StepForm => section.kind === 'form') as StepForm;
const labels = { 'reklamacia.priloha': 'Príloha reklamácie', 'reklamacia.podklad': 'Podklad k reklamácii' };
const document = {
  type: 'object',
  additionalProperties: false,
  properties: {
    idDmsDocument: { type: ['string', 'null'] },
    documentType: { type: 'string' },
    fileName: { type: 'string', minLength: 1 },
    fileSize: { type: 'integer' },
    contentType: { type: ['string', 'null'] },
    dmsId: { type: 'string' },
  },
  required: ['documentType', 'fileName', 'fileSize', 'dmsId'],
};
// As server/bpm/processEntities.ts serves REKLAMACIA_SCHEMA, the labels filled in (server/api/codeLabels.ts).
const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['predmet', 'kategoria', 'obdobieOd', 'obdobieDo', 'text', 'verzia'],
  properties: {
    predmet: { type: 'string', minLength: 1, maxLength: 200 },
    kategoria: { type: 'string', enum: ['FAKTURACIA', 'MERANIE', 'DATA', 'ZMLUVA', 'PORTAL', 'INE'] },
    dokumenty: { type: ['array', 'null'], maxItems: 10, oneDocumentPerType: { key: 'documentType', codeBook: 'document-type', labels }, items: document },
    obdobieOd: { type: 'string', format: 'date' },
    obdobieDo: { type: 'string', format: 'date' },
    text: { type: 'string', minLength: 1, maxLength: 4000 },
    verzia: { type: 'integer' },
  },
};
const row = (n: number, documentType: string) => ({ idDmsDocument: `d${n}`, documentType, fileName: `priloha${n}.pdf`, fileSize: 2048, contentType: 'application/pdf', dmsId: `d${n}` });
const filled = { id: 8, kod: 'REK-000008', predmet: 'Chýbajúce údaje', kategoria: 'DATA', obdobieOd: '2026-09-01', obdobieDo: '2026-09-30', text: 'V septembri chýbajú hodnoty.', verzia: 1 };

function open(dokumenty: unknown[]) {
  const types = Object.entries(labels).map(([kod, nazov]) => ({ kod, nazov, _extensions: ['pdf'] }));
  const http = fakeHttp({
    get: async <T,>(path: string) => okResult((path.endsWith('/schema/post/request') ? schema : { ...filled, dokumenty }) as T),
    post: async <T,>(_path: string, body?: unknown) => okResult({ ...filled, ...(body as object), verzia: 2 } as T),
    list: async () => ({ rows: types as never[], total: types.length, hasMore: false }),
  });
  const { save } = renderStepForm({
    http,
    i18n: createTestI18n('sk', { ...engineSk, ...validationSk, ...widgetsSk, ...workflowSk }),
    widgets,
    entity: step?.entity as never,
    entityId: 8,
    form,
  });
  return { http, save };
}

beforeEach(() => window.localStorage.clear());

describe('a complaint’s attachments in its step form', () => {
  it('shows a second attachment of one type under its row’s type, by the type’s label, before anything is sent', async () => {
    const { http, save } = open([row(1, 'reklamacia.priloha'), row(2, 'reklamacia.podklad'), row(3, 'reklamacia.priloha')]);
    await screen.findByTestId('root_dokumenty-row-2', {}, { timeout: 20_000 });
    expect(await save()).toBeInstanceOf(FormCheckFailed);
    const repeated = await screen.findByTestId('root_dokumenty-row-2-type-error');
    expect(repeated).toHaveTextContent('Dokument typu Príloha reklamácie môže byť uložený len raz');
    expect(within(screen.getByTestId('root_dokumenty-row-2')).getByTestId('root_dokumenty-row-2-type-error')).toBe(repeated);
    expect(screen.queryByTestId('root_dokumenty-row-0-type-error')).not.toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();
  });

  it('sends one attachment of each type', async () => {
    const { http, save } = open([row(1, 'reklamacia.priloha'), row(2, 'reklamacia.podklad')]);
    await screen.findByTestId('root_dokumenty-row-1', {}, { timeout: 20_000 });
    expect(await save()).toBeUndefined();
    expect(http.post).toHaveBeenCalledWith(`${API}8`, expect.objectContaining({ dokumenty: [row(1, 'reklamacia.priloha'), row(2, 'reklamacia.podklad')] }), expect.anything());
  });
});
