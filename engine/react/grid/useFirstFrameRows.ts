import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { ROW_HEIGHT } from './gridConstants';

/** Rows one viewport can show (plus one cut at the top and one at the bottom); 40 without a window. */
export function viewportRowLimit(viewportHeight: number | undefined): number {
  if (viewportHeight === undefined || !Number.isFinite(viewportHeight) || viewportHeight <= 0) return 40;
  return Math.ceil(viewportHeight / ROW_HEIGHT) + 2;
}

/**
 * How many of a page's rows (ids in order) to render now (`shown`), and how many rows one
 * viewport holds (`firstViewport`). A new page shows first the rows one
 * viewport can hold; the rows past them that were not rendered before follow right after that
 * frame is painted (requestAnimationFrame, then a task). The browser's `content-visibility: auto`
 * skips only rows beyond 150 % of the viewport, so without this the first frame of a 100-row page
 * created, styled, laid out and painted about 70 rows, most of them out of sight.
 * Rows already rendered (an edit, a re-sort, a selection) render at once: only new rows wait,
 * and the rows in the DOM are always a prefix of the page (keyboard navigation walks them in
 * order). `key` is the page (the rows array): a new one starts over.
 */
export function useFirstFrameRows(ids: readonly string[], key: unknown): { shown: number; firstViewport: number } {
  const rendered = useRef<ReadonlySet<string>>(new Set());
  const [released, setReleased] = useState<unknown>(undefined);
  const limit = viewportRowLimit(typeof window === 'undefined' ? undefined : window.innerHeight);
  let count = ids.length;
  if (released !== key && typeof requestAnimationFrame === 'function' && typeof MessageChannel === 'function') {
    for (let i = limit; i < ids.length; i++) {
      if (!rendered.current.has(ids[i] as string)) {
        count = i;
        break;
      }
    }
  }
  useLayoutEffect(() => {
    rendered.current = new Set(ids.slice(0, count));
  });
  const waiting = count < ids.length;
  useEffect(() => {
    if (!waiting) return;
    let done = false;
    const channel = new MessageChannel();
    // After the frame that shows the first rows: its requestAnimationFrame callback runs before
    // its paint, a message posted then is taken after it.
    channel.port1.onmessage = () => {
      if (!done) flushSync(() => setReleased(key));
    };
    const frame = requestAnimationFrame(() => channel.port2.postMessage(undefined));
    return () => {
      done = true;
      cancelAnimationFrame(frame);
      channel.port1.close();
    };
  }, [waiting, key]);
  return { shown: count, firstViewport: limit };
}
