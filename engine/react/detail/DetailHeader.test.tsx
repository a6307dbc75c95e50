import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { metadata, updateSchema } from '../../core/form/testFixtures';
import type { EntityMetadata } from '../../core/metadata';
import { createTestI18n, renderEngine } from '../testing/renderWithProviders';
import { fakeHttp, okResult } from '../testing/fakeHttp';
import { testWidgets } from '../testing/testWidgets';
import { DetailPage } from './DetailPage';

// Record titles (issue 25): the header is the record's business title from metadata, the route's
// parameter never shows, "Záznam č." only where it adds something, a placeholder while loading.

const API = '/portal/zmluvy/technologia/';
const i18n = createTestI18n('sk', {
  technologia: { title: 'Technológie' },
  engine: { detail: { recordId: 'Záznam č. {{id}}', pending: 'Načítava sa…' } },
});
const record = { idTechnologia: 7, kod: 'FV', nazov: 'Fotovoltika', popis: null, kategoria: 'SOLAR', stav: 'AKTIVNA', obnovitelna: true, ucinnost: 0.2, platnostOd: '2024-01-01', platnostDo: null, verzia: 3 };

const withTitle = (titleField: EntityMetadata['detail']['titleField']): EntityMetadata => ({ ...metadata, detail: { ...metadata.detail, titleField } });

/** Renders the detail at `routeId`; the record's read waits for `gate` when one is given. */
function render(meta: EntityMetadata, routeId: string, gate?: Promise<void>) {
  const client = fakeHttp({
    get: async <T,>(path: string) => {
      if (path === `${API}${routeId}/schema/post/request`) return okResult(updateSchema as T);
      if (path === `${API}${routeId}`) {
        await gate;
        return okResult(record as T);
      }
      throw new Error(`unexpected GET ${path}`);
    },
  });
  return renderEngine({
    http: client,
    tokens: ['vyrobne-zariadenia#read'],
    i18n,
    widgets: testWidgets,
    variant: 'portal',
    entities: [meta],
    initialEntry: `/technologia/detail/${routeId}`,
    routes: [{ path: '/technologia/detail/:idTechnologia', element: <DetailPage entity={meta} /> }],
  });
}

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

describe('detail header: the record title', () => {
  it('is the business title of several fields, with the record number below', async () => {
    render(withTitle(['kod', 'nazov']), '7');
    expect(await h1('FV – Fotovoltika')).toBeInTheDocument();
    expect(screen.getByTestId('detail-record-number')).toHaveTextContent('Záznam č. 7');
    await waitFor(() => expect(document.title).toBe('FV – Fotovoltika – Technológie'));
  });

  it("never shows the route's parameter: the record's own number instead", async () => {
    render(withTitle('nazov'), 'current');
    expect(await h1('Fotovoltika')).toBeInTheDocument();
    expect(screen.getByTestId('detail-record-number')).toHaveTextContent('Záznam č. 7');
    expect(screen.queryByText(/current/)).not.toBeInTheDocument();
  });

  it('leaves out the number line where the title already is the number', async () => {
    render(withTitle('idTechnologia'), '7');
    expect(await h1('7')).toBeInTheDocument();
    expect(screen.queryByTestId('detail-record-number')).not.toBeInTheDocument();
    expect(screen.queryByText(/Záznam č\./)).not.toBeInTheDocument();
  });

  it('names a record without a title by its own number, not the route parameter', async () => {
    render(withTitle('kodNeexistuje'), 'current');
    expect(await h1('Záznam č. 7')).toBeInTheDocument();
    expect(screen.queryByTestId('detail-record-number')).not.toBeInTheDocument();
  });

  it('shows a placeholder while the record loads, never "Záznam č." with the parameter', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    render(withTitle('nazov'), '7', gate);
    const placeholder = await screen.findByTestId('detail-title-placeholder', {}, { timeout: 5000 });
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Načítava sa…');
    expect(screen.queryByText(/Záznam č\./)).not.toBeInTheDocument();
    release();
    expect(await h1('Fotovoltika')).toBeInTheDocument();
    expect(screen.queryByTestId('detail-title-placeholder')).not.toBeInTheDocument();
  });
});
