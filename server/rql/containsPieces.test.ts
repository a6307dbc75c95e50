import { describe, expect, it } from 'vitest';
import { parseRql } from '../../engine/core/rql/parse';
import type { RqlFilter } from '../../engine/core/rql/ast';
import { containsPieces, textSample } from './containsPieces';

// Which pieces of a "contains" pattern go to the trigram index (the rest is checked on the rows).
const STREETS = ['hlavna', 'skolska', 'sturova', 'mierova', 'hviezdoslavova', 'nova'];
const TOWNS = ['kosice', 'banska bystrica', 'trnava', 'zilina'];
/** 200 sampled names as the statistics hold them (folded), each an equal share. */
const names = Array.from({ length: 200 }, (_, n) => `byt, ${STREETS[n % STREETS.length]} ${1 + (n % 37)}, ${TOWNS[n % TOWNS.length]}`);
const sample = textSample(0, [], [], names);

const patternOf = (rql: string) => (parseRql(rql).filter as Extract<RqlFilter, { op: 'like' }>).pattern;

describe('containsPieces', () => {
  it('needs a sample of at least 20 values', () => {
    expect(textSample(0, ['a'], [0.5], [])).toBeUndefined();
    expect(containsPieces(patternOf('like(nazov,*%C5%A1t%C3%BArova%2017%2C*)'), undefined)).toBeUndefined();
  });

  it('narrows a rare pattern to its rarest pieces, each a substring of the folded pattern', () => {
    const pieces = containsPieces(patternOf('like(nazov,*Štúrova%2017%2C*)'), sample);
    expect(pieces).toBeDefined();
    expect(pieces?.length).toBeGreaterThanOrEqual(1);
    expect(pieces?.length).toBeLessThanOrEqual(3);
    for (const piece of pieces ?? []) expect('sturova 17,').toContain(piece);
    // The end of the number is rarer than any piece of the street name, which every sixth name holds.
    expect(pieces?.[0]).toBe('17,');
    // No piece starts a word ("st" after a space would bring the common word-start trigrams).
    expect(pieces).not.toContain(' st');
  });

  it('sends a pattern that many rows match as it is (the planner reads in the sort order instead)', () => {
    expect(containsPieces(patternOf('like(nazov,*ova*)'), sample)).toBeUndefined();
    expect(containsPieces(patternOf('like(nazov,*bystr*)'), sample)).toBeUndefined();
  });

  it('sends a pattern as it is when it has nothing to narrow', () => {
    // Two letters make no trigram; three are one piece, the whole pattern already.
    expect(containsPieces(patternOf('like(nazov,*qx*)'), sample)).toBeUndefined();
    expect(containsPieces(patternOf('like(nazov,*qxz*)'), sample)).toBeUndefined();
  });

  it('narrows further when the rarest piece is only as rare as the sample can tell, though rare values are listed as common', () => {
    // As ANALYZE samples unique names: a few seen twice are "common" with a tiny frequency, the rest a histogram.
    const withRareCommon = textSample(0, ['byt, nova 3, trnava', 'byt, hlavna 5, zilina'], [0.00007, 0.00007], names);
    // No sampled name has the number 99: "99," is as rare as the sample can tell, not rarer.
    const pieces = containsPieces(patternOf('like(nazov,*Štúrova%2099%2C*)'), withRareCommon);
    // "99," alone would leave every row numbered 99, 199… to check: a piece of the street narrows it.
    expect(pieces?.[0]).toBe('99,');
    expect(pieces?.length).toBeGreaterThanOrEqual(2);
    expect(pieces?.some((p) => 'sturova'.includes(p))).toBe(true);
  });

  it('takes the share of common values from their frequencies', () => {
    const common = textSample(0.1, ['sturova 17, kosice'], [0.5], names.slice(0, 40));
    // Half the rows hold the pattern: not rare.
    expect(containsPieces(patternOf('like(nazov,*sturova%2017%2C*)'), common)).toBeUndefined();
  });
});
