// The page `npm run bench:grid` opens in Chromium: renders the engine's grid and a 10,000-row page
// virtualized by the engine's useVirtualRows (@tanstack/react-virtual) with the grid's own rows,
// measures, and leaves the figures in window.__benchResult.
//
// Times run from the start of React's render to the end of the browser's work on the frame that
// shows the result (style, layout, paint): the work starts inside a requestAnimationFrame callback,
// so that frame's rendering follows it in the same task, and a message posted then arrives after
// it. A forced synchronous layout would not do: rows with `content-visibility: auto` are laid out
// in the frame, not by a forced layout, and paint would be left out.
import '@mantine/core/styles.css';
import { StrictMode, useRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MantineProvider, Table } from '@mantine/core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { defaultGridSettings } from '../../engine/core/grid';
import { columnCellProps, columnLayout, rootRemPx, textFitChars } from '../../engine/react/grid/columnLayout';
import { GridBodyRow } from '../../engine/react/grid/GridBodyRow';
import { GridTable } from '../../engine/react/grid/GridTable';
import { ROW_HEIGHT } from '../../engine/react/grid/gridConstants';
import classes from '../../engine/react/grid/GridTable.module.css';
import type { GridColumn, GridRow } from '../../engine/react/grid/types';
import { useVirtualRows } from '../../engine/react/grid/useVirtualRows';
import { variantTheme } from '../../src/app/theme';

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

// The application's theme (its font stack, colours), as the product draws its grids.
const theme = variantTheme('portal');
const wrap = (node: React.ReactNode) => (
  <StrictMode>
    <I18nextProvider i18n={i18next}>
      <MantineProvider theme={theme}>{node}</MantineProvider>
    </I18nextProvider>
  </StrictMode>
);

const bodyCells = columns.map((_, i) => columnCellProps(classes.cell ?? '', i));
const widths = columns.map((c) => ({ width: c.width ?? 120, grows: false }));
const layout = columnLayout(widths);
const fits = textFitChars(widths, rootRemPx());
const noop = () => undefined;

/** 10,000 rows, only the visible ones rendered: the grid's rows, cells and column widths. */
function VirtualPage({ data }: { data: GridRow[] }) {
  const height = 700;
  const scroller = useRef<HTMLDivElement>(null);
  const { indexes, before, after } = useVirtualRows(data.length, scroller, height);
  return (
    <div id="scroller" ref={scroller} style={{ height, overflow: 'auto' }}>
      <Table className={classes.table} style={layout}>
        <tbody className={classes.body}>
          <tr style={{ display: 'block', height: before }} />
          {indexes.map((index) => {
            const row = data[index] as GridRow;
            const id = String(row.id);
            return <GridBodyRow key={id} row={row} id={id} columns={columns} cells={bodyCells} selected={undefined} active={false} interactive selectLabel="" onToggle={noop} fits={fits} />;
          })}
          <tr style={{ display: 'block', height: after }} />
        </tbody>
      </Table>
    </div>
  );
}

async function frame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(resolve));
}

/** Resolves after the browser has finished the frame whose requestAnimationFrame callback called it. */
async function frameDone(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

async function run() {
  const host = document.getElementById('root') as HTMLElement;
  const data100 = rows(100);
  const renders: number[] = [];
  const reacts: number[] = [];
  const nextFrames: number[] = [];
  const alls: number[] = [];
  const firsts: number[] = [];
  for (let i = 0; i < 22; i++) {
    const root = createRoot(host);
    await frame();
    const t0 = performance.now();
    flushSync(() => root.render(wrap(<GridTable label="bench" columns={columns} rows={data100} getRowId={getRowId} settings={settings} loading={false} />)));
    reacts.push(performance.now() - t0);
    const firstShown = host.querySelectorAll('tbody tr').length;
    // Style, layout and paint of the frame that shows the grid: what the user waits for.
    await frameDone();
    renders.push(performance.now() - t0);
    // For `npm run bench:grid -- --trace`: the measured span, to attribute the trace's events to.
    performance.measure('grid-render', { start: t0, end: performance.now() });
    // The rows past the first viewport follow the first frame (useFirstFrameRows): until the
    // frame that has all of them is painted. It includes the idle time to those frames.
    while (host.querySelectorAll('tbody tr').length < data100.length) await frame();
    await frameDone();
    alls.push(performance.now() - t0);
    firsts.push(firstShown);
    // The frame after the one with all rows: should be idle (nothing deferred to it).
    await frame();
    const t1 = performance.now();
    await frameDone();
    nextFrames.push(performance.now() - t1);
    root.unmount();
    // Let a frame take the unmount before the next run starts.
    await frame();
    await frameDone();
  }
  // The first runs warm up the JIT and styles; report the rest.
  const warm = renders.slice(2);
  const warmReact = reacts.slice(2);
  const warmNext = nextFrames.slice(2);
  const warmAll = alls.slice(2);

  const data = rows(10000);
  const root = createRoot(host);
  flushSync(() => root.render(wrap(<VirtualPage data={data} />)));
  await frame();
  const scroller = document.getElementById('scroller') as HTMLElement;
  const frames: number[] = [];
  // Work per frame: the scroll handler, React's render and commit, style, layout and paint.
  // Frame intervals cannot go below the display's refresh period, so they only
  // show dropped frames; the work shows how much of the 16 ms budget a frame uses.
  const work: number[] = [];
  let last = await frame();
  for (let i = 0; i < 300; i++) {
    // Inside the frame's callback: the scroll, React, then the frame's style, layout and paint.
    const t0 = performance.now();
    flushSync(() => {
      scroller.scrollTop += ROW_HEIGHT * 3;
      scroller.dispatchEvent(new Event('scroll'));
    });
    await frameDone();
    work.push(performance.now() - t0);
    // For the trace, as 'grid-render' above.
    performance.measure('grid-scroll', { start: t0, end: performance.now() });
    const now = await frame();
    frames.push(now - last);
    last = now;
  }
  const rendered = scroller.querySelectorAll('tbody tr').length;
  root.unmount();
  (window as unknown as { __benchResult: unknown }).__benchResult = {
    render100x20: { medianMs: percentile(warm, 50), p95Ms: percentile(warm, 95), minMs: Math.min(...warm), runs: warm.length, reactMedianMs: percentile(warmReact, 50), reactP95Ms: percentile(warmReact, 95), nextFrameMedianMs: percentile(warmNext, 50), nextFrameP95Ms: percentile(warmNext, 95), firstFrameRows: Math.min(...firsts), allRowsMedianMs: percentile(warmAll, 50), allRowsP95Ms: percentile(warmAll, 95) },
    scroll10000: { frames: frames.length, p50Ms: percentile(frames, 50), p95Ms: percentile(frames, 95), maxMs: Math.max(...frames), rowsInDom: rendered, workP50Ms: percentile(work, 50), workP95Ms: percentile(work, 95), workMaxMs: Math.max(...work) },
  };
}

void run().catch((error: unknown) => {
  (window as unknown as { __benchResult: unknown }).__benchResult = { error: String(error) };
});
