import { useCallback, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import type { ConfirmOptions } from './ConfirmDialog';

/**
 * A promise-based confirm: `await confirm({ message })` resolves true on confirm, false on
 * discard. The host renders `dialog` once; a new question replaces an unanswered one (answered false).
 */
export function useConfirm(): { confirm: (options: ConfirmOptions) => Promise<boolean>; dialog: ReactElement } {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((value: boolean) => void) | null>(null);
  const confirm = useCallback((next: ConfirmOptions) => {
    resolver.current?.(false);
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
  const dialog = <ConfirmDialog opened={options !== null} onClose={onClose} {...(options ?? {})} />;
  return { confirm, dialog };
}
