import '@mantine/dates/styles.css';
import { QueryClientProvider, useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useBusy } from '../shell/progress/busy';
import { requestToaster } from '../shell/toasts/toast';
import { keepQueryClient, loadedQueryClient } from './queryCache';
import { createQueryClient } from './queryClient';
import { RichTheme } from './RichTheme';

/** Page loads and saves run the top progress bar. */
function QueryBusy() {
  useBusy(useIsFetching() + useIsMutating() > 0);
  return null;
}

/**
 * What the routed pages (forms, grids, workflow, public pages) need around them: the Mantine
 * theme, the query cache and the toasts' container. Loaded lazily with the first such page.
 */
export default function RichProviders({ children }: { children: ReactNode }) {
  const [client] = useState(() => loadedQueryClient() ?? keepQueryClient(createQueryClient()));
  useEffect(() => requestToaster(), []);
  return (
    <RichTheme>
      <QueryClientProvider client={client}>
        <QueryBusy />
        {children}
      </QueryClientProvider>
    </RichTheme>
  );
}
