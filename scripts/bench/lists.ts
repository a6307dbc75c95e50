// `npm run bench:lists`: every search screen's list at the seed's realistic volume. Starts the real
// server on a fresh database (seeded as `npm start` seeds it), logs in through the real OIDC flow,
// then for each entity with metadata asks the list the search screen asks when it opens (default
// sort, first page, count) and a deeper one (page 5 sorted by the second column, descending), one
// request at a time from this process. Prints rows, total and p50/p95 per list; target p95 < 50 ms.
// Options (env): BENCH_USER (admin: every participant's rows), BENCH_REPEAT (40), BENCH_DATA_DIR
// (reuse a seeded database).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseContentRange } from '../../engine/core/rql/contentRange';
import { toColumnDef } from '../../engine/core/metadata/keys';
import { entityRoutingFromDisk } from '../metadata-lint/entityFiles';
import { login, startServer } from './serverBench';

const { entities } = entityRoutingFromDisk();

const USER = process.env.BENCH_USER ?? 'admin';
const REPEAT = Number(process.env.BENCH_REPEAT ?? 40);
const TARGET_P95_MS = 50;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? NaN;
}

/** The lists a search screen asks for: its first page, and a deeper page sorted by another column. */
function queriesOf(meta: (typeof entities)[number]): { label: string; query: string }[] {
  const sort = meta.search.sort ? `sort(${meta.search.sort})&` : '';
  const second = meta.search.columns.map(toColumnDef).find((c, i) => i > 0 && c.sortable !== false && !c.key.includes('.'));
  const out = [{ label: 'first page', query: `${sort}limit(11,0)&count()` }];
  if (second) out.push({ label: `page 5, -${second.key}`, query: `sort(-${second.key})&limit(11,40)&count()` });
  return out;
}

async function measure(url: string, headers: Record<string, string>): Promise<{ status: number; rows: number; total: string; p50: number; p95: number }> {
  let status = 0;
  let rows = 0;
  let total = '?';
  const times: number[] = [];
  for (let i = 0; i < REPEAT + 3; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers });
    const body = await res.text();
    const elapsed = performance.now() - start;
    status = res.status;
    if (!res.ok) break;
    // The first calls warm plans and caches; they are not counted.
    if (i >= 3) times.push(elapsed);
    rows = (JSON.parse(body) as unknown[]).length;
    const range = res.headers.get('content-range');
    total = range ? String(parseContentRange(range)?.total ?? '*') : '?';
  }
  times.sort((a, b) => a - b);
  return { status, rows, total, p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

async function main(): Promise<void> {
  const reuse = process.env.BENCH_DATA_DIR;
  const dataDir = reuse ?? (await mkdtemp(path.join(tmpdir(), 'edc-bench-lists-')));
  const seedStart = performance.now();
  const { base, child } = await startServer(dataDir);
  console.log(`server up with a ${reuse ? 'reused' : 'freshly seeded'} database in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; user ${USER}`);
  let worst = 0;
  try {
    const token = await login(base, USER);
    const headers = { authorization: `Bearer ${token}`, 'x-language': 'sk' };
    console.log(`${'list'.padEnd(58)} ${'rows'.padStart(5)} ${'total'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
    for (const meta of entities) {
      for (const { label, query } of queriesOf(meta)) {
        const r = await measure(`${base}/portalbl/svc${meta.api}?${query}`, headers);
        const name = `${meta.entity} (${label})`;
        if (r.status !== 200) {
          console.log(`${name.padEnd(58)} answered ${r.status}`);
          continue;
        }
        worst = Math.max(worst, r.p95);
        console.log(`${name.padEnd(58)} ${String(r.rows).padStart(5)} ${r.total.padStart(8)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)}`);
      }
    }
    console.log(`\nworst p95 ${worst.toFixed(1)} ms; target p95 < ${TARGET_P95_MS} ms: ${worst < TARGET_P95_MS ? 'met' : 'NOT met'}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (!reuse) await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
