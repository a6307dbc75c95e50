import { describe, expect, it } from 'vitest';
import { findCycles } from './graph';

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('findCycles', () => {
  it('finds nothing in a tree or a diamond', () => {
    expect(findCycles(graph({ a: ['b', 'c'], b: ['d'], c: ['d'], d: [] }))).toEqual([]);
  });

  it('reports a circle once, as a path from its first module back to it', () => {
    expect(findCycles(graph({ a: ['b'], b: ['c'], c: ['a', 'd'], d: [] }))).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('reports each separate circle and a module importing itself', () => {
    const cycles = findCycles(graph({ a: ['b'], b: ['a'], x: ['y'], y: ['x'], s: ['s'] }));
    expect(cycles).toHaveLength(3);
    expect(cycles).toContainEqual(['s', 's']);
    expect(cycles).toContainEqual(['x', 'y', 'x']);
  });

  it('takes the shortest circle through the component', () => {
    expect(findCycles(graph({ a: ['b', 'c'], b: ['c'], c: ['a'] }))).toEqual([['a', 'c', 'a']]);
  });
});
