import { useCallback } from 'react';
import { isDialogPageName } from './dialogPageNames';
import { useDialogPages } from './useDialogPages';

/**
 * The engine's dialog opener (`search.rowDialog`): a row opens one of this application's dialog
 * pages; a name the application does not serve opens nothing.
 */
export function useRowDialogOpener(): (page: string, args: Readonly<Record<string, string>>) => void {
  const dialogs = useDialogPages();
  return useCallback(
    (page: string, args: Readonly<Record<string, string>>) => {
      if (isDialogPageName(page)) dialogs.open(page, args);
    },
    [dialogs],
  );
}
