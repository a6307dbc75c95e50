import '@mantine/dates/styles.css';
import { notificationsStore } from '@mantine/notifications';
import { QueryClientProvider, useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useBusy } from '../shell/progress/busy';
import { requestToaster } from '../shell/toasts/toast';
import { keepQueryClient, loadedQueryClient } from './queryCache';
import { createQueryClient } from './queryClient';
import { MobileProvider } from '../../widgets/shared/useMobile';
import { RichTheme } from './RichTheme';

/** Page loads and saves run the top progress bar. */
function QueryBusy() {
  useBusy(useIsFetching() + useIsMutating() > 0);
  return null;
}

/**
 * What the routed pages (forms, grids, workflow, public pages) need around them: the Mantine
 * theme, the query cache, the toasts' container and whether the device is a phone or tablet
 * (followed once for every widget). Loaded lazily with the first such page.
 */
export default function RichProviders({ children }: { children: ReactNode }) {
  const [client] = useState(() => loadedQueryClient() ?? keepQueryClient(createQueryClient()));
  // The toasts' container (~9 kB) mounts with the first toast: engine code shows them straight
  // through Mantine's store, which keeps them until the container renders them.
  useEffect(() => {
    if (notificationsStore.getState().notifications.length > 0) requestToaster();
    return notificationsStore.subscribe((state) => {
      if (state.notifications.length > 0) requestToaster();
    });
  }, []);
  return (
    <RichTheme>
      <QueryClientProvider client={client}>
        <QueryBusy />
        <MobileProvider>{children}</MobileProvider>
      </QueryClientProvider>
    </RichTheme>
  );
}
