// `npm run bench:grid -- --trace`: where the grid's render time goes, from a Chromium trace
// (the DevTools timeline categories) of the bench page. The page marks each measured render
// with a 'grid-render' user-timing measure; the renderer main thread's events inside those spans
// are summed by their own time (a child's time counted only to the child), so the rows add up
// to the measured time less what the main thread spent waiting (for a core on a busy machine).
// The thread's CPU time per phase is printed too: on a loaded machine it moves far less than
// the wall time, so it is the figure to compare two versions by.

/** Categories of the DevTools performance panel, plus the user-timing marks. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'v8.execute',
  'blink',
  'cc',
  'gpu',
  'toplevel',
];

/** Coarse phases the way the DevTools panel groups them. */
const PHASES = [
  [/^(UpdateLayoutTree|Document::(recalcStyle|rebuildLayoutTree|updateActiveStyle|updateStyleAndLayoutTree)|Blink\.ParseStyleSheet|ParseAuthorStyleSheet|CSSParserImpl)/, 'style recalc'],
  [/^(Layout$|LocalFrameView::performLayout|InlineNode::|UpdateLayout)/, 'layout'],
  [/^(PrePaint|Blink\.PrePaint)/, 'pre-paint'],
  [/^(Paint$|Blink\.Paint|PaintImage)/, 'paint'],
  [/^(Layerize|Blink\.Compositing|UpdateLayer|PaintArtifactCompositor)/, 'layerize'],
  [/^(Commit|ProxyMain::BeginMainFrame::commit|LayerTreeHost::)/, 'commit'],
  [/^(HitTest|IntersectionObserver|LocalFrameView::NotifyResizeObservers|ResizeObserver|Blink\.UpdateViewportIntersection)/, 'hit test / observers'],
  [/^(V8\.GC|MajorGC|MinorGC|BlinkGC)/, 'garbage collection'],
  [/^(FunctionCall|EvaluateScript|v8\.|V8\.|RunMicrotasks|FireAnimationFrame|PageAnimator::serviceScriptedAnimations|EventDispatch|TimerFire|MessagePort::Accept|SerializedScriptValueFactory)/, 'script'],
];

function phaseOf(name) {
  for (const [re, phase] of PHASES) if (re.test(name)) return phase;
  return 'other';
}

/**
 * Sums the renderer main thread's self time per phase (and per event name) inside the user-timing
 * measures named `measure` ('grid-render': the renders, 'grid-scroll': the scroll frames),
 * leaving out the first `skip` (warm-up) ones.
 */
export function attributeTrace(events, skip, measure = 'grid-render') {
  const renderer = events.find((e) => e.name === measure && e.cat?.includes('blink.user_timing'));
  if (!renderer) throw new Error(`no ${measure} measures in the trace`);
  const pid = renderer.pid;
  const mainTid = events.find((e) => e.ph === 'M' && e.pid === pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')?.tid;
  // The measures are async events: a begin and an end per render, matched by id.
  const begins = new Map();
  const spans = [];
  for (const e of events) {
    if (e.pid !== pid || e.name !== measure) continue;
    const key = e.id ?? e.id2?.local ?? e.id2?.global;
    if (e.ph === 'b') begins.set(key, e.ts);
    else if (e.ph === 'e' && begins.has(key)) spans.push([begins.get(key), e.ts]);
    else if (e.ph === 'X') spans.push([e.ts, e.ts + e.dur]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  const measured = spans.slice(skip);
  // Complete events of the main thread, B/E pairs turned into complete ones.
  const open = [];
  const slices = [];
  for (const e of events) {
    if (e.pid !== pid || e.tid !== mainTid) continue;
    if (e.ph === 'X' && typeof e.dur === 'number') slices.push({ name: e.name, ts: e.ts, end: e.ts + e.dur, cpu: e.tdur ?? 0 });
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const b = open.pop();
      if (b) slices.push({ name: b.name, ts: b.ts, end: e.ts, cpu: b.tts !== undefined && e.tts !== undefined ? e.tts - b.tts : 0 });
    }
  }
  slices.sort((a, b) => a.ts - b.ts || b.end - a.end);
  // Self time: an event's duration less that of its direct children.
  const self = new Map();
  const stack = [];
  for (const s of slices) {
    while (stack.length && stack[stack.length - 1].end <= s.ts) stack.pop();
    const parent = stack[stack.length - 1];
    s.self = s.end - s.ts;
    s.selfCpu = s.cpu;
    if (parent) {
      parent.self -= Math.min(s.end, parent.end) - s.ts;
      parent.selfCpu -= s.cpu;
    }
    stack.push(s);
    self.set(s, true);
  }
  const byPhase = new Map();
  const cpuByPhase = new Map();
  const byName = new Map();
  let total = 0;
  for (const [from, to] of measured) {
    total += to - from;
    for (const s of slices) {
      if (s.end <= from || s.ts >= to || s.name === 'RunTask' || s.name === 'ThreadControllerImpl::RunTask') continue;
      const overlap = Math.max(0, Math.min(s.end, to) - Math.max(s.ts, from));
      const part = s.end > s.ts ? (s.self * overlap) / (s.end - s.ts) : 0;
      if (part <= 0) continue;
      const phase = phaseOf(s.name);
      byPhase.set(phase, (byPhase.get(phase) ?? 0) + part);
      const cpuPart = s.end > s.ts ? (Math.max(0, s.selfCpu) * overlap) / (s.end - s.ts) : 0;
      cpuByPhase.set(phase, (cpuByPhase.get(phase) ?? 0) + cpuPart);
      byName.set(s.name, (byName.get(s.name) ?? 0) + part);
    }
  }
  const runs = measured.length;
  const perRun = (m) =>
    [...m.entries()]
      .map(([name, us]) => [name, us / 1000 / runs])
      .sort((a, b) => b[1] - a[1]);
  const cpu = new Map(perRun(cpuByPhase));
  return { runs, measuredMs: total / 1000 / runs, phases: perRun(byPhase).map(([phase, ms]) => [phase, ms, cpu.get(phase) ?? 0]), names: perRun(byName) };
}
