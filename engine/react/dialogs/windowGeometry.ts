/** Geometry of dialog windows (shell-routes-workflow.md 2.5), pure so it is tested without a browser. */

/** Default dialog size (px). */
export const DEFAULT_DIALOG_SIZE = { width: 1200, height: 800 } as const;

/** Smallest a dialog may be resized to (px). */
export const MIN_DIALOG_SIZE = { width: 200, height: 120 } as const;

/** A window's place and size. */
export interface WindowRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The viewport a window must stay in. */
export interface Viewport {
  width: number;
  height: number;
}

/** How much of a window's title bar must stay on screen (px), so it can always be grabbed again. */
const KEEP_VISIBLE = 40;

/** A centred window of the wanted size, shrunk to the viewport but never below the minimum. */
export function initialRect(viewport: Viewport, size: { width?: number; height?: number } = {}, offset = 0): WindowRect {
  const width = Math.max(MIN_DIALOG_SIZE.width, Math.min(size.width ?? DEFAULT_DIALOG_SIZE.width, viewport.width - 16));
  const height = Math.max(MIN_DIALOG_SIZE.height, Math.min(size.height ?? DEFAULT_DIALOG_SIZE.height, viewport.height - 16));
  return {
    x: Math.max(0, Math.round((viewport.width - width) / 2) + offset),
    y: Math.max(0, Math.round((viewport.height - height) / 2) + offset),
    width,
    height,
  };
}

/** The window moved by (dx, dy), kept so that its title bar stays reachable. */
export function moveRect(rect: WindowRect, dx: number, dy: number, viewport: Viewport): WindowRect {
  const x = Math.min(viewport.width - KEEP_VISIBLE, Math.max(KEEP_VISIBLE - rect.width, rect.x + dx));
  const y = Math.min(viewport.height - KEEP_VISIBLE, Math.max(0, rect.y + dy));
  return { ...rect, x, y };
}

/** The window resized by (dw, dh) from its bottom-right corner, never below the minimum size. */
export function resizeRect(rect: WindowRect, dw: number, dh: number): WindowRect {
  return {
    ...rect,
    width: Math.max(MIN_DIALOG_SIZE.width, rect.width + dw),
    height: Math.max(MIN_DIALOG_SIZE.height, rect.height + dh),
  };
}
