import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { attributeTrace } from './gridTrace.mjs';

const PID = 7;
const MAIN = 1;
const meta = [
  { ph: 'M', pid: PID, tid: MAIN, name: 'thread_name', args: { name: 'CrRendererMain' } },
  { ph: 'M', pid: PID, tid: 2, name: 'thread_name', args: { name: 'Compositor' } },
];
const measure = (id: number, from: number, to: number, name = 'grid-render') => [
  { ph: 'b', pid: PID, tid: MAIN, cat: 'blink.user_timing', name, id: `0x${id}`, ts: from },
  { ph: 'e', pid: PID, tid: MAIN, cat: 'blink.user_timing', name, id: `0x${id}`, ts: to },
];
const slice = (name: string, ts: number, dur: number, tdur: number, tid = MAIN) => ({ ph: 'X', pid: PID, tid, name, ts, dur, tdur });

/** Phase rows as { phase: [wall ms, cpu ms] }. */
const phasesOf = (result: { phases: [string, number, number][] }) => Object.fromEntries(result.phases.map(([phase, wall, cpu]) => [phase, [wall, cpu]]));

describe('attributeTrace', () => {
  it("sums each event's own time (less its children's) by phase inside the measures, per run", () => {
    const events = [
      ...meta,
      // A warm-up run, left out.
      ...measure(1, 0, 10_000),
      slice('Paint', 1_000, 5_000, 5_000),
      // Two measured runs of 10 ms.
      ...measure(2, 20_000, 30_000),
      slice('FunctionCall', 20_000, 4_000, 3_000),
      slice('Layout', 21_000, 1_000, 1_000), // a forced layout inside the script
      slice('Document::recalcStyle', 25_000, 2_000, 1_000),
      slice('Paint', 27_000, 2_000, 2_000),
      slice('RasterTask', 27_000, 2_000, 2_000, 2), // another thread: not counted
      ...measure(3, 40_000, 50_000),
      slice('LocalFrameView::performLayout', 40_000, 3_000, 3_000),
      slice('Paint', 49_000, 2_000, 2_000), // half inside the measure
      slice('Paint', 60_000, 2_000, 2_000), // after it
    ];
    const result = attributeTrace(events, 1);
    expect(result.runs).toBe(2);
    expect(result.measuredMs).toBe(10);
    expect(phasesOf(result)).toEqual({
      script: [1.5, 1],
      layout: [2, 2],
      'style recalc': [1, 0.5],
      paint: [1.5, 1.5],
    });
  });

  it('reads the measures of the name asked for and says when there are none', () => {
    const events = [...meta, ...measure(1, 0, 10_000, 'grid-scroll'), slice('Paint', 0, 4_000, 2_000)];
    expect(phasesOf(attributeTrace(events, 0, 'grid-scroll'))).toEqual({ paint: [4, 2] });
    expect(() => attributeTrace(events, 0)).toThrow('no grid-render measures');
  });
});
