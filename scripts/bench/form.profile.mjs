// `node scripts/bench/form.profile.mjs [engine|stock|mantine] [loads]`: where a form's first render
// and first idle spend the main thread. Builds the form bench page unminified, loads it with V8's
// sampling profiler on (after a warm-up load), and prints the self time by function and by source
// file, and the inclusive time of the React components and functions that matter, summed over the
// loads. Prints figures only.
import { startBenchPage } from './benchPage.mjs';

const which = process.argv[2] ?? 'engine';
const LOADS = Number(process.argv[3] ?? 4);
const TOP = Number(process.env.PROFILE_TOP ?? 45);

const { url, browser, close } = await startBenchPage('form', { chunkSizeWarningLimit: 5000, minify: false });

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
// After the first render (the last sample inside flushSync): what runs until idle.
const after = new Map();
const afterSelf = new Map();
// Inside the first render (flushSync and the layout it forces): inclusive by function name.
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
    if (onStack(id, 'flushSync') || onStack(id, 'exports.flushSync')) lastRender = i;
  });
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    add(dt, id, ms);
    if (i <= lastRender && (onStack(id, 'flushSync') || onStack(id, 'exports.flushSync'))) {
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

  print('First render (flushSync), inclusive', render, Number(process.env.PROFILE_INCLUSIVE ?? 120));
  print('First render (flushSync), self', renderSelf, 60);
  print('After the first render, inclusive', after, 40);
  print('After the first render, self', afterSelf, 25);
} finally {
  await close();
}
