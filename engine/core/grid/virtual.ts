/** Hand-made row virtualization (no @tanstack/react-virtual here): which rows a scrolled viewport shows. */

/** The rows to render and the spacer heights around them. */
export interface VirtualWindow {
  /** First row index rendered. */
  start: number;
  /** One past the last row index rendered. */
  end: number;
  /** Height above the rendered rows (px). */
  before: number;
  /** Height below the rendered rows (px). */
  after: number;
}

/** Rows visible at `scrollTop` in a viewport of `height`, plus `overscan` rows on each side. */
export function virtualWindow(count: number, rowHeight: number, scrollTop: number, height: number, overscan = 5): VirtualWindow {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0, before: 0, after: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(Math.max(0, height) / rowHeight) + 1;
  const start = Math.max(0, Math.min(count - 1, first - overscan));
  const end = Math.min(count, first + visible + overscan);
  return { start, end, before: start * rowHeight, after: (count - end) * rowHeight };
}
