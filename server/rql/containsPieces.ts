import type { RqlLikePart } from '../../engine/core/rql/ast';
import { foldText } from './fold';

/**
 * "Contains" filters (`like(nazov,*štúrova 17,*)`) on a field with a trigram GIN index. PostgreSQL
 * hands the index every trigram of the pattern, and for each candidate of the rarest it steps through
 * the posting lists of all the others: common trigrams ("ova", "va ", "  s") hold a million rows
 * each at market scale, so the index scan alone decodes millions of entries (~30 ms of CPU) to find
 * a few thousand rows. Here the pattern is narrowed for the index to its few rarest pieces, judged
 * by the column's statistics sample (pg_stats); the full pattern stays as a filter on the rows the
 * index returns, so the answer is exactly the plain statement's. Pieces are substrings of the
 * pattern's text, so every row matching the pattern contains them: they can only save work.
 */

/** The column's values as PostgreSQL's statistics sample them: common values and histogram bounds, each with its share of the rows. */
export interface TextSample {
  values: readonly { value: string; share: number }[];
  /**
   * The share of rows one sampled value stands for when it is no common value (a histogram
   * bound's): a piece the sample never shows is taken to be in half that. Not the smallest common
   * value's frequency: ANALYZE lists values seen twice in its 30,000 rows as common, so that would
   * call an unseen piece a hundred times rarer than the sample can tell, and stop narrowing at it.
   */
  resolution: number;
}

/** A sample from pg_stats of a column (null_frac, most_common_vals/freqs, histogram_bounds). */
export function textSample(nullFrac: number, common: readonly string[], commonFreqs: readonly number[], histogram: readonly string[]): TextSample | undefined {
  const values: { value: string; share: number }[] = common.map((value, i) => ({ value, share: commonFreqs[i] ?? 0 }));
  const rest = Math.max(0, 1 - nullFrac - values.reduce((sum, v) => sum + v.share, 0));
  // Each histogram bound stands for an equal part of the rows that are no common value.
  for (const value of histogram) values.push({ value, share: rest / histogram.length });
  const shares = values.map((v) => v.share).filter((share) => share > 0);
  const resolution = histogram.length > 0 ? rest / histogram.length : Math.min(...shares);
  return values.length >= 20 ? { values, resolution } : undefined;
}

/** Below this estimated share of rows the pattern is "rare": the trigram index answers it, narrowed. */
const RARE = 0.01;
/** Narrowing stops once the pieces are estimated to leave this share of rows to check. */
const ENOUGH = 0.001;
/** A piece found in more rows than this costs more to read from the index than it saves. */
const COMMON_PIECE = 0.3;
/** Most pieces sent to the index. */
const MAX_PIECES = 3;

const WORD = /[a-z0-9]/;
/** ASCII characters that are never part of a word (pg_trgm splits words there, in any locale); not LIKE's own. */
const SEPARATOR = /[ !"#$&'()*+,./:;<=>?@[\]^`{|}~-]/;

/** The regular expression of a LIKE pattern over folded text (whole value). */
function patternRegex(parts: readonly RqlLikePart[]): RegExp {
  const body = parts.map((p) => ('wildcard' in p ? '[\\s\\S]*' : foldText(p.text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
  return new RegExp(`^${body}$`);
}

interface Piece {
  /** The substring sent to the index as `%piece%`. */
  text: string;
  /** Whether a sampled value holds the piece's trigram. */
  test: RegExp;
}

/**
 * The pattern's pieces that each stand for one trigram: three word characters, or two ending a word
 * (then the trigram is "xy "). Pieces starting a word would bring the word-start trigrams ("  x"),
 * common in any text, so they are left out.
 */
function piecesOf(parts: readonly RqlLikePart[]): Piece[] {
  const pieces = new Map<string, Piece>();
  for (const part of parts) {
    if ('wildcard' in part) continue;
    const text = foldText(part.text);
    for (let i = 0; i + 3 <= text.length; i++) {
      const [a = '', b = '', c = ''] = [...text.slice(i, i + 3)];
      if (!WORD.test(a) || !WORD.test(b)) continue;
      if (WORD.test(c)) pieces.set(a + b + c, { text: a + b + c, test: new RegExp(`${a}${b}${c}`) });
      else if (SEPARATOR.test(c)) {
        pieces.set(a + b + c, { text: a + b + c, test: new RegExp(`${a}${b}(?![a-z0-9])`) });
      }
    }
  }
  return [...pieces.values()];
}

/** The share of sampled rows a test accepts. */
function share(sample: TextSample, test: (value: string) => boolean): number {
  let sum = 0;
  for (const v of sample.values) if (test(v.value)) sum += v.share;
  return sum;
}

/** Whether the sample shows the pattern in fewer than RARE of the rows (no sample: unknown, so not rare). */
export function containsRare(parts: readonly RqlLikePart[], sample: TextSample | undefined): boolean {
  if (!sample) return false;
  const whole = patternRegex(parts);
  return share(sample, (v) => whole.test(v)) < RARE;
}

/**
 * The pieces to send to the trigram index instead of the whole pattern, rarest first, or undefined
 * when the whole pattern should go as it is: no sample, a pattern matching many rows (then an index
 * in the sort's order with the filter is cheaper, which the planner chooses itself), or nothing to narrow.
 */
export function containsPieces(parts: readonly RqlLikePart[], sample: TextSample | undefined): string[] | undefined {
  if (!sample || !containsRare(parts, sample)) return undefined;
  const pieces = piecesOf(parts);
  // The resolution of the sample: a piece it never shows is rarer than one sampled value.
  const floor = sample.resolution / 2;
  const ranked = pieces
    .map((piece) => ({ piece, share: Math.max(floor, share(sample, (v) => piece.test.test(v))) }))
    .sort((a, b) => a.share - b.share);
  const chosen: string[] = [];
  let left = 1;
  for (const { piece, share: s } of ranked) {
    if (chosen.length >= MAX_PIECES || (chosen.length > 0 && (left <= ENOUGH || s > COMMON_PIECE))) break;
    chosen.push(piece.text);
    left *= s;
  }
  // Every piece chosen: the index gets what the whole pattern gives it anyway.
  if (chosen.length === 0 || chosen.length === pieces.length) return undefined;
  return chosen;
}
