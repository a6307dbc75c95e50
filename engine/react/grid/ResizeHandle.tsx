import { useRef } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';

export interface ResizeHandleProps {
  /** Accessible name, e.g. "Resize column Name". */
  label: string;
  /** Current width (px). */
  width: number;
  /** Called with the new width while dragging and on arrow keys. */
  onResize: (width: number) => void;
}

const KEY_STEP = 10;

/** The width the column has on screen (a column of long texts may be wider than its start), else `fallback`. */
function shownWidth(handle: HTMLElement, fallback: number): number {
  const shown = handle.parentElement?.getBoundingClientRect().width;
  return shown ? Math.round(shown) : fallback;
}

/** A column edge to drag (pointer) or move with the arrow keys (keyboard), so resizing needs no mouse. */
export function ResizeHandle({ label, width, onResize }: ResizeHandleProps) {
  const start = useRef<{ x: number; width: number } | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.stopPropagation();
    start.current = { x: event.clientX, width: shownWidth(event.currentTarget, width) };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    onResize(start.current.width + event.clientX - start.current.x);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    start.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      onResize(shownWidth(event.currentTarget, width) + (event.key === 'ArrowRight' ? KEY_STEP : -KEY_STEP));
    }
  };
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={Math.round(width)}
      tabIndex={0}
      data-testid="column-resize"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onKeyDown={onKeyDown}
      onClick={(event) => event.stopPropagation()}
      style={{ position: 'absolute', top: 0, right: 0, bottom: 0, width: 6, cursor: 'col-resize', touchAction: 'none', zIndex: 1 }}
    />
  );
}
