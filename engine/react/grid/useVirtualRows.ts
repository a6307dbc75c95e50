import { useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';
import { ROW_HEIGHT } from './gridConstants';

/** The rows a scrolled viewport shows, and the spacer heights around them (px). */
export interface VirtualRows {
  /** Indexes of the rows to render, in order. */
  indexes: number[];
  /** Height above the rendered rows. */
  before: number;
  /** Height below the rendered rows. */
  after: number;
}

/**
 * Row virtualization for long row lists (@tanstack/react-virtual): only the rows in `scrollRef`'s
 * viewport plus `overscan` on each side are rendered; spacer rows keep the scroll height. Rows
 * have the grid's fixed height. `viewportHeight` is the first guess before the element is measured.
 */
export function useVirtualRows(count: number, scrollRef: RefObject<HTMLElement | null>, viewportHeight: number, overscan = 5): VirtualRows {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan,
    initialRect: { width: 0, height: viewportHeight },
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    indexes: items.map((item) => item.index),
    before: first?.start ?? 0,
    after: last ? virtualizer.getTotalSize() - last.end : 0,
  };
}
