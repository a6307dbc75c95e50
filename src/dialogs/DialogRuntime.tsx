import { useEffect, useState, useSyncExternalStore } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DialogProvider, useDialogs } from '../../engine/react/dialogs/DialogManager';
import { keepQueryClient, loadedQueryClient } from '../app/queryCache';
import { createQueryClient } from '../app/queryClient';
import { RichTheme } from '../app/RichTheme';
import { DIALOG_PAGES, instanceKeyOf } from './dialogPages';
import { pendingDialogRequests, subscribeDialogRequests, takeDialogRequests } from './dialogQueue';

/** Opens each queued request once, in order, as a window of the manager. */
function Opener() {
  const dialogs = useDialogs();
  const { t } = useTranslation();
  const pending = useSyncExternalStore(subscribeDialogRequests, pendingDialogRequests);
  useEffect(() => {
    if (pending.length === 0) return;
    for (const request of takeDialogRequests()) {
      const def = DIALOG_PAGES[request.page];
      const Page = def.component;
      const args = request.args;
      dialogs.open({
        title: t(def.titleKey, { ...args }),
        modal: def.modal,
        instanceKey: instanceKeyOf(def, args),
        width: def.width,
        height: def.height,
        render: (close, requestClose) => <Page args={args} handBack={request.handBack} close={close} requestClose={requestClose} />,
      });
    }
  }, [pending, dialogs, t]);
  return null;
}

/**
 * The window manager with its confirm step, loaded on the first dialog opened. It sits beside the
 * routes (windows outlive a navigation), so it brings the variant's theme and joins the page's
 * query cache itself: a rename in a dialog shows on the page behind it.
 */
export default function DialogRuntime() {
  const [client] = useState(() => loadedQueryClient() ?? keepQueryClient(createQueryClient()));
  return (
    <RichTheme>
      <QueryClientProvider client={client}>
        <DialogProvider>
          <Opener />
        </DialogProvider>
      </QueryClientProvider>
    </RichTheme>
  );
}
