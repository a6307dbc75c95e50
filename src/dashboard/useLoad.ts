import { useEffect, useState } from 'react';

export interface Load<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

/**
 * Loads with `load` whenever `key` changes (the previous load is aborted); the dashboard's small
 * alternative to a query cache, which stays out of the first download.
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Load<T> {
  const [state, setState] = useState<Load<T> & { key?: string }>({ data: undefined, error: undefined, loading: true });
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: undefined }));
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ data, error: undefined, loading: false, key }),
      (error: unknown) => !controller.signal.aborted && setState({ data: undefined, error, loading: false, key }),
    );
    return () => controller.abort();
    // The key names what is loaded; `load` is a new function every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
