import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { defaultGridSettings } from '../../core/grid';
import { createTestI18n } from '../testing/renderWithProviders';
import { GridTable } from './GridTable';
import classes from './GridTable.module.css';
import type { GridColumn, GridRow } from './types';
import { viewportRowLimit } from './useFirstFrameRows';

const columns: GridColumn[] = [{ id: 'name', header: 'Name', width: 120, render: (row) => String(row.name) }];
const settings = defaultGridSettings(['name']);
const page = (from: number, count: number, suffix = ''): GridRow[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, name: `row ${from + i}${suffix}` }));
const getRowId = (row: GridRow) => String(row.id);

const grid = (rows: GridRow[]) => <GridTable label="grid" columns={columns} rows={rows} getRowId={getRowId} settings={settings} loading={false} />;
const i18n = createTestI18n();
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <MantineProvider env="test">{children}</MantineProvider>
  </I18nextProvider>
);
const renderGrid = (rows: GridRow[]) => render(grid(rows), { wrapper });
const bodyRows = () => screen.getAllByRole('row').filter((row) => row.hasAttribute('data-row-id'));

const height = window.innerHeight;
afterEach(() => {
  window.innerHeight = height;
});

describe('viewportRowLimit', () => {
  it('counts the 35 px rows one viewport holds, plus a cut one at each edge', () => {
    expect(viewportRowLimit(1000)).toBe(31);
    expect(viewportRowLimit(700)).toBe(22);
  });

  it('falls back to 40 rows without a usable viewport height', () => {
    expect(viewportRowLimit(undefined)).toBe(40);
    expect(viewportRowLimit(0)).toBe(40);
    expect(viewportRowLimit(Number.NaN)).toBe(40);
  });
});

describe('GridTable first frame', () => {
  it('shows a new page by the viewport first and the rest after that frame, all in order', async () => {
    window.innerHeight = 700;
    const { rerender } = renderGrid(page(0, 100));
    expect(bodyRows()).toHaveLength(22);
    await waitFor(() => expect(bodyRows()).toHaveLength(100));
    expect(bodyRows().map((row) => row.getAttribute('data-row-id'))).toEqual(page(0, 100).map(getRowId));
    // The next page: new rows, so the viewport first again.
    rerender(grid(page(100, 100)));
    expect(bodyRows()).toHaveLength(22);
    expect(bodyRows()[0]).toHaveAttribute('data-row-id', '100');
    await waitFor(() => expect(bodyRows()).toHaveLength(100));
  });

  it('renders rows already shown at once when the page changes in place (an edit, a re-sort)', async () => {
    window.innerHeight = 700;
    const { rerender } = renderGrid(page(0, 100));
    await waitFor(() => expect(bodyRows()).toHaveLength(100));
    rerender(grid(page(0, 100, ' edited').reverse()));
    expect(bodyRows()).toHaveLength(100);
    expect(bodyRows()[0]).toHaveAttribute('data-row-id', '99');
    expect(screen.getByText('row 0 edited')).toBeInTheDocument();
  });

  it('lets the browser skip only the rows past the first viewport', async () => {
    window.innerHeight = 700;
    renderGrid(page(0, 30));
    await waitFor(() => expect(bodyRows()).toHaveLength(30));
    const far = bodyRows().map((row) => row.classList.contains(classes.far ?? 'far'));
    expect(far.indexOf(true)).toBe(22);
    expect(far.slice(22).every(Boolean)).toBe(true);
  });

  it('shows a page that fits the viewport whole in the first frame', () => {
    window.innerHeight = 700;
    renderGrid(page(0, 22));
    expect(bodyRows()).toHaveLength(22);
  });
});
