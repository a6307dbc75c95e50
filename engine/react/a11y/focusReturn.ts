/** True when nothing in the page has the focus (it fell to the body, e.g. its element was removed). */
function focusLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/** Focuses `element` if it is still in the page and the focus has fallen to the body meanwhile. */
export function focusIfLost(element: HTMLElement | null | undefined): void {
  if (element?.isConnected && focusLost()) element.focus();
}

/**
 * Remembers what has the focus now; the function returned gives it the focus back if the focus has
 * since fallen to the body (a dialog unmounted, or mounted already open so that Mantine's own
 * return never ran), and leaves a focus the user has moved elsewhere.
 */
export function rememberFocus(): () => void {
  const active = document.activeElement;
  const element = active instanceof HTMLElement && active !== document.body ? active : null;
  return () => focusIfLost(element);
}
