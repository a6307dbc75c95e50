import type { RqlFilter } from '../../engine/core/rql/ast';
import type { Queryable } from '../db/types';
import type { EntityDef } from '../model/entity';
import { textSample, type TextSample } from './containsPieces';

/** Statistics change slowly (autovacuum's ANALYZE): a sample is read again after this long. */
const TTL_MS = 5 * 60_000;

const cache = new Map<string, { at: number; sample: TextSample | undefined }>();

/** The like() filters' fields, wherever they stand in the filter. */
function likeFields(filter: RqlFilter | undefined, into = new Set<string>()): Set<string> {
  if (!filter) return into;
  if (filter.op === 'and' || filter.op === 'or') for (const f of filter.args) likeFields(f, into);
  else if (filter.op === 'like') into.add(filter.field);
  return into;
}

async function readSample(db: Queryable, table: string, column: string): Promise<TextSample | undefined> {
  try {
    const { rows } = await db.query<{ nulls: number; common: string[] | null; freqs: number[] | null; bounds: string[] | null }>(
      `SELECT null_frac::float8 AS nulls, most_common_vals::text::text[] AS common, most_common_freqs::float8[] AS freqs,
              histogram_bounds::text::text[] AS bounds
         FROM pg_stats WHERE schemaname = current_schema() AND tablename = $1 AND attname = $2`,
      [table, column],
    );
    const row = rows[0];
    return row ? textSample(row.nulls, row.common ?? [], row.freqs ?? [], row.bounds ?? []) : undefined;
  } catch {
    // No statistics to read (a restricted role): the pattern goes to the index whole, as before.
    return undefined;
  }
}

/**
 * The statistics samples of the folded columns that like() filters of this query compare and that
 * have a trigram index (`FieldDef.containsIndex`), by API field; cached per column (a plan hint only:
 * the answer is the same with or without it).
 */
export async function containsSamples(db: Queryable, entity: EntityDef, filter: RqlFilter | undefined): Promise<Record<string, TextSample>> {
  const samples: Record<string, TextSample> = {};
  for (const field of likeFields(filter)) {
    const def = Object.hasOwn(entity.fields, field) ? entity.fields[field] : undefined;
    if (!def?.containsIndex || !def.foldColumn) continue;
    const key = `${entity.table}.${def.foldColumn}`;
    let entry = cache.get(key);
    if (!entry || Date.now() - entry.at > TTL_MS) {
      entry = { at: Date.now(), sample: await readSample(db, entity.table, def.foldColumn) };
      cache.set(key, entry);
    }
    if (entry.sample) samples[field] = entry.sample;
  }
  return samples;
}
