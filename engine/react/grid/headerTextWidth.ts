/**
 * The width (px) of a grid header's text in the header's font (bold, 1rem as the header cells render
 * it: at 0.875rem every header came out about 14 % too narrow at 1366x768; the page's font family), measured once per text on a hidden element of the page: a canvas does not
 * resolve a family such as system-ui to the font the page uses, and measured up to 15 % narrower.
 * Where the page lays nothing out (a test's DOM), an estimate of 0.62 em per character, which bold
 * sans-serif text does not exceed on average.
 */

const cache = new Map<string, number>();
let probe: HTMLSpanElement | undefined;

function measured(text: string, font: string): number {
  if (typeof document === 'undefined' || !document.body) return 0;
  if (!probe) {
    probe = document.createElement('span');
    probe.setAttribute('aria-hidden', 'true');
    probe.style.cssText = 'position:absolute;left:-10000px;top:0;visibility:hidden;white-space:nowrap;pointer-events:none';
  }
  if (!probe.isConnected) document.body.appendChild(probe);
  probe.style.font = font;
  probe.textContent = text;
  return probe.getBoundingClientRect().width;
}

/**
 * The header text width function for headers set at `fontPx` (the page's 1rem) in `fontFamily`
 * (the grid's own, once it is laid out; else the body's).
 */
export function headerTextWidth(fontPx: number, fontFamily?: string): (text: string) => number {
  const family = fontFamily || (typeof document === 'undefined' || !document.body ? 'sans-serif' : getComputedStyle(document.body).fontFamily || 'sans-serif');
  const font = `700 ${fontPx}px ${family}`;
  return (text) => {
    const key = `${font}\u0000${text}`;
    let width = cache.get(key);
    if (width === undefined) {
      width = measured(text, font) || text.length * 0.62 * fontPx;
      cache.set(key, width);
    }
    return width;
  };
}
