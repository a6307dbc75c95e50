// `node scripts/bench/form.profile.mjs [engine|stock|mantine] [loads]`: where a form's first render
// and first idle spend the main thread. Builds the form bench page unminified, loads it with V8's
// sampling profiler on (after a warm-up load), and prints the self time by function and by source
// file, and the inclusive time of the React components and functions that matter, summed over the
// loads; then, over loads profiled only until every field is drawn, the share of each layer (React,
// @rjsf, Mantine, the engine, the widgets, i18n, the browser outside JS, garbage collection): each
// layer is built into its own chunk, so a sample's file names its layer. Prints figures only.
import { startBenchPage } from './benchPage.mjs';

const which = process.argv[2] ?? 'engine';
// The page's function that draws the form (after the application's providers are mounted).
const DRAW = 'drawForm';
const LOADS = Number(process.argv[3] ?? 4);
const TOP = Number(process.env.PROFILE_TOP ?? 45);

/** The layer a module belongs to: its chunk is named after it (`layer-<name>-<hash>.js`). */
const LAYERS = [
  ['react-dom', /node_modules\/(react-dom|scheduler)\//],
  ['react', /node_modules\/react\//],
  ['rjsf-core', /node_modules\/@rjsf\/core\//],
  ['rjsf-utils', /node_modules\/(@rjsf\/utils|lodash|lodash-es|jsonpointer|json-schema-merge-allof|react-is|nanoid|markdown-to-jsx|fast-equals)\//],
  ['rjsf-mantine', /node_modules\/@rjsf\/mantine\//],
  ['ajv', /node_modules\/(@rjsf\/validator-ajv8|ajv|ajv-formats|ajv-i18n|fast-deep-equal|fast-uri|json-schema-traverse)\//],
  ['mantine', /node_modules\/(@mantine|@floating-ui|react-remove-scroll|react-textarea-autosize|clsx|dayjs|type-fest|react-number-format)/],
  ['i18n', /node_modules\/(i18next|react-i18next|html-parse-stringify|void-elements)\//],
  ['vendor-other', /node_modules\//],
  ['engine-core', /\/engine\/core\//],
  ['engine-react', /\/engine\/react\//],
  ['widgets', /\/widgets\//],
];
const layerChunk = (id) => {
  const found = LAYERS.find(([, test]) => test.test(id));
  return found ? `layer-${found[0]}` : null;
};
// Each module in its layer's chunk only (not with the modules it imports); kept in order of execution.
const output = { strictExecutionOrder: true, codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: layerChunk, debugName: 'layers' }] } };

const { url, browser, close } = await startBenchPage('form', { chunkSizeWarningLimit: 5000, minify: false, rollupOptions: { output } });

/** The layer of a sample: its chunk's name, V8's own nodes, or the bench page itself. */
function layerOf(callFrame) {
  const name = callFrame.functionName;
  if (name === '(program)') return 'browser outside JS (style, layout, parsing)';
  if (name === '(garbage collector)') return 'garbage collection';
  const chunk = /layer-([a-z-]+)-[^/]*\.js/.exec(callFrame.url);
  if (chunk) return chunk[1];
  // Built-in functions without a script (appendChild, createElement, addEventListener…): the DOM's own work.
  return callFrame.url ? 'bench page (host, forced layout)' : 'DOM and browser APIs called from JS';
}

/**
 * One load profiled from navigation until every field is drawn: self time per layer (idle left
 * out), into `draw` when the sample is inside the form's render (the page's drawForm), else into `rest`
 * (loading and evaluating the page's modules, the same for every form, and what follows the render).
 */
async function layerLoad(draw, rest) {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 100 });
  await session.send('Profiler.start');
  await page.goto(`${url}?form=${which}`);
  // Checked every frame, so at most a frame of (idle) samples follows the draw.
  await page.waitForFunction(() => window.__bench !== undefined, undefined, { timeout: 120_000, polling: 'raf' });
  const { profile } = await session.send('Profiler.stop');
  await page.close();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inRender = (id) => {
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) if (byId.get(cur).callFrame.functionName === DRAW) return true;
    return false;
  };
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id).callFrame;
    if (frame.functionName === '(idle)' || frame.functionName === '(root)') return;
    add(inRender(id) ? draw : rest, layerOf(frame), (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
}

async function profileLoad() {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 100 });
  await session.send('Profiler.start');
  await page.goto(`${url}?form=${which}`);
  await page.waitForFunction(() => window.__bench !== undefined, undefined, { timeout: 120_000 });
  await page.waitForTimeout(1500);
  const { profile } = await session.send('Profiler.stop');
  const complete = await page.evaluate(() => window.__bench.completeRenderMs);
  await page.close();
  return { profile, complete };
}

const self = new Map();
const files = new Map();
const inclusive = new Map();
// After the first render (the last sample inside drawForm): what runs until idle.
const after = new Map();
const afterSelf = new Map();
// Inside the first render (drawForm: flushSync and the layout it forces): inclusive by function name.
const render = new Map();
const renderSelf = new Map();
const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
const shortUrl = (u) => u.replace(/^.*\/assets\//, '').replace(/^.*\//, '');

function account(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const dt = new Map();
  const onStack = (id, fn) => {
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) if (byId.get(cur).callFrame.functionName === fn) return true;
    return false;
  };
  let lastRender = -1;
  profile.samples.forEach((id, i) => {
    if (onStack(id, DRAW)) lastRender = i;
  });
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    add(dt, id, ms);
    if (i <= lastRender && onStack(id, DRAW)) {
      const f = byId.get(id).callFrame;
      add(renderSelf, `${f.functionName || '(anonymous)'} ${shortUrl(f.url)}:${f.lineNumber + 1}`, ms);
      const seen = new Set();
      for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
        const fn = byId.get(cur).callFrame.functionName || '(anonymous)';
        if (seen.has(fn)) continue;
        seen.add(fn);
        add(render, fn, ms);
      }
    }
    if (i > lastRender && lastRender >= 0) {
      const f = byId.get(id).callFrame;
      add(afterSelf, `${f.functionName || '(anonymous)'} ${shortUrl(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}`, ms);
      const seen = new Set();
      for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
        const fn = byId.get(cur).callFrame.functionName || '(anonymous)';
        if (fn === '(idle)' || fn === '(program)') break;
        if (seen.has(fn)) continue;
        seen.add(fn);
        add(after, fn, ms);
      }
    }
  });
  for (const [id, ms] of dt) {
    const node = byId.get(id);
    const f = node.callFrame;
    const name = f.functionName || '(anonymous)';
    if (name === '(idle)' || name === '(program)') continue;
    add(self, `${name} ${shortUrl(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}`, ms);
    add(files, shortUrl(f.url) || name, ms);
    // Inclusive: each distinct function name on the stack once.
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const fn = byId.get(cur).callFrame.functionName || '(anonymous)';
      if (seen.has(fn)) continue;
      seen.add(fn);
      add(inclusive, fn, ms);
    }
  }
}

try {
  await profileLoad();
  const completes = [];
  for (let i = 0; i < LOADS; i++) {
    const { profile, complete } = await profileLoad();
    completes.push(complete);
    account(profile);
  }
  const per = (ms) => (ms / LOADS).toFixed(1).padStart(8);
  const print = (title, map, n) => {
    console.log(`\n${title} (ms per load)`);
    for (const [k, v] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`${per(v)}  ${k}`);
  };
  console.log(`${which}: all drawn ${completes.map((c) => c.toFixed(0)).join(', ')} ms (profiler on)`);
  print('Self time by function', self, TOP);
  print('Self time by file', files, 25);

  print('First render (drawForm), inclusive', render, Number(process.env.PROFILE_INCLUSIVE ?? 120));
  print('First render (drawForm), self', renderSelf, 60);
  print('After the first render, inclusive', after, 40);
  print('After the first render, self', afterSelf, 25);

  // Where the draw's time goes, per layer, from navigation until every field is in the page.
  const draw = new Map();
  const rest = new Map();
  await layerLoad(new Map(), new Map());
  for (let i = 0; i < LOADS; i++) await layerLoad(draw, rest);
  const table = (title, map) => {
    const total = [...map.values()].reduce((sum, ms) => sum + ms, 0);
    console.log(`\n${title} (ms per load, share of ${(total / LOADS).toFixed(1)} ms busy per load)`);
    for (const [k, v] of [...map].sort((a, b) => b[1] - a[1])) console.log(`${per(v)}  ${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`);
  };
  table('Drawing the form (drawForm: its render and the layout it forces), busy time by layer', draw);
  table('The rest until all drawn (loading and evaluating the page\'s modules, alike for every form), by layer', rest);
} finally {
  await close();
}
