import { useEffect } from 'react';
import { useNavigate } from 'react-router';

// Dialog windows live above the router (they outlive a navigation), so a dialog that ends on
// another page (e.g. the record it created) asks the routed screen below to go there.
const listeners = new Set<(path: string) => void>();

/** Asks the routed screen to open `path` (relative to the variant's basename). */
export function navigateFromDialog(path: string): void {
  for (const listener of listeners) listener(path);
}

/** Lets dialogs navigate while this screen is shown. */
export function useDialogNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    listeners.add(navigate);
    return () => {
      listeners.delete(navigate);
    };
  }, [navigate]);
}
