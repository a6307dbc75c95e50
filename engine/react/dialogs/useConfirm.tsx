import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { rememberFocus } from '../a11y/focusReturn';
import type { ConfirmOptions } from './ConfirmDialog';

// The dialog (Mantine's Modal with its scroll lock, ~10 kB) loads with the first question, not with
// every screen that may ask one; it stays mounted afterwards so closing animates as before.
const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

/**
 * A promise-based confirm: `await confirm({ message })` resolves true on confirm, false on
 * discard. The host renders `dialog` once; a new question replaces an unanswered one (answered false).
 */
export function useConfirm(): { confirm: (options: ConfirmOptions) => Promise<boolean>; dialog: ReactElement } {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [asked, setAsked] = useState(false);
  const resolver = useRef<((value: boolean) => void) | null>(null);
  const returnFocus = useRef<(() => void) | null>(null);
  const confirm = useCallback((next: ConfirmOptions) => {
    resolver.current?.(false);
    returnFocus.current = rememberFocus();
    setAsked(true);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);
  const onClose = useCallback((confirmed: boolean) => {
    resolver.current?.(confirmed);
    resolver.current = null;
    setOptions(null);
  }, []);
  // Mantine gives the focus back itself, except when the dialog mounted already open (the first
  // question, loaded lazily): then it would fall to the page's body.
  const onClosed = useCallback(() => {
    returnFocus.current?.();
    returnFocus.current = null;
  }, []);
  const dialog = asked ? (
    <Suspense fallback={null}>
      <ConfirmDialog opened={options !== null} onClose={onClose} onClosed={onClosed} {...(options ?? {})} />
    </Suspense>
  ) : (
    <></>
  );
  return { confirm, dialog };
}
