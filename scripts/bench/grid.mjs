// `npm run bench:grid`: builds a bench page with Vite, serves it, opens it in Chromium and
// prints render time of the grid (100 rows x 20 columns, until the frame showing it is painted)
// and scroll frame times over a 10,000-row page of the grid's rows virtualized with
// @tanstack/react-virtual (engine/react/grid/useVirtualRows.ts).
// Prints figures only; it asserts nothing. With `-- --trace` it also records a Chromium trace
// (DevTools timeline categories) and prints where the render time went (gridTrace.mjs); the
// tracing itself slows the page, so compare phases with each other, not with a run without it.
import { writeFileSync } from 'node:fs';
import { startBenchPage } from './benchPage.mjs';
import { TRACE_CATEGORIES, attributeTrace } from './gridTrace.mjs';

const tracing = process.argv.includes('--trace');

const { url, browser, close } = await startBenchPage('grid');
try {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  if (tracing) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(url);
  await page.waitForFunction(() => window.__benchResult !== undefined, undefined, { timeout: 120_000 });
  const result = await page.evaluate(() => window.__benchResult);
  if (result.error) throw new Error(result.error);
  const trace = tracing ? JSON.parse((await browser.stopTracing()).toString('utf8')) : undefined;
  const f = (n) => n.toFixed(1);
  console.log(`Chromium: ${browser.version()} (headless, --disable-gpu), this machine`);
  console.log(
    `Grid render, 100 rows x 20 columns (React render + the frame's style, layout and paint, ${result.render100x20.runs} warm runs): median ${f(result.render100x20.medianMs)} ms, p95 ${f(result.render100x20.p95Ms)} ms, min ${f(result.render100x20.minMs)} ms  (target p95 < 50 ms)`,
  );
  console.log(
    `  of which React render and commit: median ${f(result.render100x20.reactMedianMs)} ms, p95 ${f(result.render100x20.reactP95Ms)} ms; work in the frame after all rows are shown (should be idle): median ${f(result.render100x20.nextFrameMedianMs)} ms, p95 ${f(result.render100x20.nextFrameP95Ms)} ms`,
  );
  console.log(
    `  first frame shows ${result.render100x20.firstFrameRows} of 100 rows (the rest follow that frame); all 100 rows in the DOM and painted: median ${f(result.render100x20.allRowsMedianMs)} ms, p95 ${f(result.render100x20.allRowsP95Ms)} ms (idle time to those frames included)`,
  );
  console.log(
    `Scroll over 10,000 rows (@tanstack/react-virtual, the grid's rows, ${result.scroll10000.rowsInDom} rows in the DOM), ${result.scroll10000.frames} frames: work per frame (scroll, React, style, layout, paint) p50 ${f(result.scroll10000.workP50Ms)} ms, p95 ${f(result.scroll10000.workP95Ms)} ms, max ${f(result.scroll10000.workMaxMs)} ms  (target p95 < 16 ms)`,
  );
  console.log(
    `  frame intervals (bounded below by the refresh period, shows dropped frames): p50 ${f(result.scroll10000.p50Ms)} ms, p95 ${f(result.scroll10000.p95Ms)} ms, max ${f(result.scroll10000.maxMs)} ms`,
  );
  if (trace) {
    if (process.env.GRID_TRACE_OUT) writeFileSync(process.env.GRID_TRACE_OUT, JSON.stringify(trace));
    // The page's first two renders are its warm-up (grid.page.tsx), as in the figures above.
    const { runs, measuredMs, phases, names } = attributeTrace(trace.traceEvents ?? trace, 2);
    console.log(`Trace of the render (${runs} runs, traced, so slower): ${f(measuredMs)} ms a run, main thread self time by phase (wall, CPU):`);
    for (const [phase, ms, cpuMs] of phases) console.log(`  ${phase.padEnd(24)} ${f(ms).padStart(6)} ms ${f(cpuMs).padStart(6)} ms`);
    const cpuTotal = phases.reduce((sum, [, , cpuMs]) => sum + cpuMs, 0);
    console.log(`  ${'total'.padEnd(24)} ${f(phases.reduce((sum, [, ms]) => sum + ms, 0)).padStart(6)} ms ${f(cpuTotal).padStart(6)} ms`);
    console.log('  largest events:');
    for (const [name, ms] of names.slice(0, 15)) console.log(`    ${name.padEnd(40)} ${f(ms).padStart(6)} ms`);
    const scroll = attributeTrace(trace.traceEvents ?? trace, 0, 'grid-scroll');
    const scrollCpu = scroll.phases.reduce((sum, [, , cpuMs]) => sum + cpuMs, 0);
    console.log(`Trace of the scroll (${scroll.runs} frames): ${f(scroll.measuredMs)} ms a frame; main thread CPU a frame ${f(scrollCpu)} ms: ${scroll.phases.map(([phase, , cpuMs]) => `${phase} ${f(cpuMs)}`).join(', ')}`);
  }
} finally {
  await close();
}
