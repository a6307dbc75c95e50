// `npm run bench:grid`: builds a bench page with Vite, serves it, opens it in Chromium and
// prints render time of the grid (100 rows x 20 columns, until the frame showing it is painted)
// and scroll frame times over a 10,000-row page of the grid's rows virtualized with
// @tanstack/react-virtual (engine/react/grid/useVirtualRows.ts).
// Prints figures only; it asserts nothing.
import { startBenchPage } from './benchPage.mjs';

const { url, browser, close } = await startBenchPage('grid');
try {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.goto(url);
  await page.waitForFunction(() => window.__benchResult !== undefined, undefined, { timeout: 120_000 });
  const result = await page.evaluate(() => window.__benchResult);
  if (result.error) throw new Error(result.error);
  const f = (n) => n.toFixed(1);
  console.log(`Chromium: ${browser.version()} (headless, --disable-gpu), this machine`);
  console.log(
    `Grid render, 100 rows x 20 columns (React render + the frame's style, layout and paint, ${result.render100x20.runs} warm runs): median ${f(result.render100x20.medianMs)} ms, p95 ${f(result.render100x20.p95Ms)} ms, min ${f(result.render100x20.minMs)} ms  (target p95 < 50 ms)`,
  );
  console.log(
    `  of which React render and commit: median ${f(result.render100x20.reactMedianMs)} ms, p95 ${f(result.render100x20.reactP95Ms)} ms; work in the frame after (nothing deferred): median ${f(result.render100x20.nextFrameMedianMs)} ms, p95 ${f(result.render100x20.nextFrameP95Ms)} ms`,
  );
  console.log(
    `Scroll over 10,000 rows (@tanstack/react-virtual, the grid's rows, ${result.scroll10000.rowsInDom} rows in the DOM), ${result.scroll10000.frames} frames: work per frame (scroll, React, style, layout, paint) p50 ${f(result.scroll10000.workP50Ms)} ms, p95 ${f(result.scroll10000.workP95Ms)} ms, max ${f(result.scroll10000.workMaxMs)} ms  (target p95 < 16 ms)`,
  );
  console.log(
    `  frame intervals (bounded below by the refresh period, shows dropped frames): p50 ${f(result.scroll10000.p50Ms)} ms, p95 ${f(result.scroll10000.p95Ms)} ms, max ${f(result.scroll10000.maxMs)} ms`,
  );
} finally {
  await close();
}
