// The page `npm run bench:grid` opens in Chromium: renders the engine's grid and a 10,000-row page
// virtualized by the engine's useVirtualRows (@tanstack/react-virtual), measures, and leaves the
// figures in window.__benchResult.
import '@mantine/core/styles.css';
import { StrictMode, memo, useRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MantineProvider, Table } from '@mantine/core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { defaultGridSettings } from '../../engine/core/grid';
import { GridTable } from '../../engine/react/grid/GridTable';
import { ROW_HEIGHT } from '../../engine/react/grid/gridConstants';
import classes from '../../engine/react/grid/GridTable.module.css';
import type { GridColumn, GridRow } from '../../engine/react/grid/types';
import { useVirtualRows } from '../../engine/react/grid/useVirtualRows';

void i18next.use(initReactI18next).init({ lng: 'sk', resources: { sk: { translation: {} } }, initAsync: false });

const COLUMNS = 20;
const number = new Intl.NumberFormat('sk', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const columns: GridColumn[] = Array.from({ length: COLUMNS }, (_, c) => ({
  id: `c${c}`,
  header: `Stĺpec ${c + 1}`,
  width: 120,
  sortable: c < 5,
  render: (row: GridRow) => (c % 3 === 0 ? number.format(row[`c${c}`] as number) : String(row[`c${c}`])),
}));
const rows = (count: number): GridRow[] =>
  Array.from({ length: count }, (_, r) => Object.fromEntries([['id', r], ...columns.map((col, c) => [col.id, c % 3 === 0 ? r * 1.5 + c : `R${r}C${c}`])]));
const settings = defaultGridSettings(columns.map((c) => c.id));
const getRowId = (row: GridRow) => String(row.id);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const wrap = (node: React.ReactNode) => (
  <StrictMode>
    <I18nextProvider i18n={i18next}>
      <MantineProvider>{node}</MantineProvider>
    </I18nextProvider>
  </StrictMode>
);

/** One row; memoized so a scroll renders only the rows that came into view. */
const VirtualRow = memo(function VirtualRow({ row }: { row: GridRow }) {
  return (
    <tr className={classes.row}>
      {columns.map((c) => (
        <td key={c.id} className={classes.cell} style={{ width: 120 }}>
          {c.render(row)}
        </td>
      ))}
    </tr>
  );
});

/** 10,000 rows, only the visible ones rendered (rows 35 px, same cells as the grid). */
function VirtualPage({ data }: { data: GridRow[] }) {
  const height = 700;
  const scroller = useRef<HTMLDivElement>(null);
  const { indexes, before, after } = useVirtualRows(data.length, scroller, height);
  return (
    <div id="scroller" ref={scroller} style={{ height, overflow: 'auto' }}>
      <Table style={{ tableLayout: 'fixed' }} striped>
        <Table.Tbody>
          <tr style={{ height: before }} />
          {indexes.map((index) => {
            const row = data[index] as GridRow;
            return <VirtualRow key={String(row.id)} row={row} />;
          })}
          <tr style={{ height: after }} />
        </Table.Tbody>
      </Table>
    </div>
  );
}

async function frame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(resolve));
}

async function run() {
  const host = document.getElementById('root') as HTMLElement;
  const data100 = rows(100);
  const renders: number[] = [];
  for (let i = 0; i < 12; i++) {
    const root = createRoot(host);
    const t0 = performance.now();
    flushSync(() => root.render(wrap(<GridTable label="bench" columns={columns} rows={data100} getRowId={getRowId} settings={settings} loading={false} />)));
    // Layout included: what the user waits for before the rows show.
    void host.offsetHeight;
    renders.push(performance.now() - t0);
    root.unmount();
    await frame();
  }
  // The first runs warm up the JIT and styles; report the rest.
  const warm = renders.slice(2);

  const data = rows(10000);
  const root = createRoot(host);
  flushSync(() => root.render(wrap(<VirtualPage data={data} />)));
  await frame();
  const scroller = document.getElementById('scroller') as HTMLElement;
  const frames: number[] = [];
  // Work per frame: the scroll handler, React's render and commit, style and layout, measured
  // synchronously. Frame intervals cannot go below the display's refresh period, so they only
  // show dropped frames; the work shows how much of the 16 ms budget a frame uses.
  const work: number[] = [];
  let last = await frame();
  for (let i = 0; i < 300; i++) {
    const t0 = performance.now();
    flushSync(() => {
      scroller.scrollTop += ROW_HEIGHT * 3;
      scroller.dispatchEvent(new Event('scroll'));
    });
    void scroller.offsetHeight;
    work.push(performance.now() - t0);
    const now = await frame();
    frames.push(now - last);
    last = now;
  }
  const rendered = scroller.querySelectorAll('tbody tr').length;
  root.unmount();
  (window as unknown as { __benchResult: unknown }).__benchResult = {
    render100x20: { medianMs: percentile(warm, 50), p95Ms: percentile(warm, 95), minMs: Math.min(...warm), runs: warm.length },
    scroll10000: { frames: frames.length, p50Ms: percentile(frames, 50), p95Ms: percentile(frames, 95), maxMs: Math.max(...frames), rowsInDom: rendered, workP50Ms: percentile(work, 50), workP95Ms: percentile(work, 95), workMaxMs: Math.max(...work) },
  };
}

void run().catch((error: unknown) => {
  (window as unknown as { __benchResult: unknown }).__benchResult = { error: String(error) };
});
