import { useMemo } from 'react';
import { useAppServices } from '../app/AppServices';
import { loadAreaTexts } from '../i18n/resources';
import { mountDialogRuntime } from './DialogHost';
import type { DialogPageName } from './dialogPageNames';
import { requestDialog } from './dialogQueue';
import type { OpenerHandBack } from './dialogQueue';

/** Opens the dialog pages of shell-routes-workflow.md 2.5 as windows. */
export interface DialogPages {
  open: (page: DialogPageName, args?: Readonly<Record<string, string>>, handBack?: OpenerHandBack) => void;
}

/**
 * Opens dialog pages in the DialogHost. The first open loads the window manager, its confirm
 * step and the pages (one lazy chunk) and mounts them in the host; the request waits till then.
 */
export function useDialogPages(): DialogPages {
  const { errors } = useAppServices();
  return useMemo<DialogPages>(() => ({ open: (page, args = {}, handBack) => openDialogPage(page, args, (error) => errors?.onUnexpectedError(error), handBack) }), [errors]);
}

/** Opens a dialog page outside a component (e.g. after a lazy import of this module by a start page). */
export function openDialogPage(page: DialogPageName, args: Readonly<Record<string, string>>, onError: (error: unknown) => void, handBack?: OpenerHandBack): void {
  requestDialog(handBack ? { page, args, handBack } : { page, args });
  // The window texts (dialogs.json) are not among the start texts.
  Promise.all([import('./loadDialogRuntime').then((m) => m.loadDialogRuntime()), loadAreaTexts()]).then(
    ([module]) => mountDialogRuntime(module.default),
    // A chunk that cannot load (e.g. after a new deployment): the general error dialog says so.
    onError,
  );
}
