/**
 * The width (px) of a grid header's text in the header's font (bold, font-size sm: 0.875rem, the
 * page's font family), measured on a canvas: no layout of the page, no render before the widths
 * are known. Where no canvas can measure (a test's DOM), an estimate of 0.62 em per character,
 * which bold sans-serif text does not exceed on average.
 */

const cache = new Map<string, number>();
let context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null | undefined;

function canvasContext(): OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null {
  if (context !== undefined) return context;
  context = null;
  // OffscreenCanvas, not a <canvas>: a DOM without canvas support (jsdom) has no OffscreenCanvas
  // either, so nothing there reports a missing feature.
  if (typeof OffscreenCanvas !== 'undefined') context = new OffscreenCanvas(1, 1).getContext('2d');
  return context;
}

/** The header text width function for the page's root font size `remPx`. */
export function headerTextWidth(remPx: number): (text: string) => number {
  const fontPx = 0.875 * remPx;
  const ctx = canvasContext();
  const family = typeof document === 'undefined' ? 'sans-serif' : getComputedStyle(document.body).fontFamily || 'sans-serif';
  const font = `700 ${fontPx}px ${family}`;
  return (text) => {
    const key = `${font}\u0000${text}`;
    let width = cache.get(key);
    if (width === undefined) {
      if (ctx) {
        ctx.font = font;
        width = ctx.measureText(text).width;
      } else {
        width = text.length * 0.62 * fontPx;
      }
      cache.set(key, width);
    }
    return width;
  };
}
