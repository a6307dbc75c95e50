import { createContext, useEffect, useState } from 'react';
import type { DataProvider } from '../../engine/core/http';

/**
 * The largest file the server takes now (app-config's upload limit, bytes), given by the
 * application around its screens; undefined: the widget's own default. A field's own, smaller
 * limit (`fileRules.maxSize`, `options.maxSize`) still applies.
 */
export const UploadLimitContext = createContext<number | undefined>(undefined);

/** Where an anonymous page reads the public upload limit (server/dms/routes.ts). */
export const PUBLIC_LIMIT_PATH = '/public/dms/limit';

/** Whether an upload path is the public (anonymous) one, which has its own configured limit. */
export function isPublicUploadPath(path: string): boolean {
  return path.startsWith('/public/');
}

/**
 * The public upload limit app-config sets now (bytes), asked of the server when `enabled`;
 * undefined until it answers (the widget's default applies meanwhile, the server checks again).
 */
export function usePublicUploadLimit(http: DataProvider, enabled: boolean): number | undefined {
  const [limit, setLimit] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return undefined;
    let active = true;
    http
      .get<{ maxBytes?: unknown }>(PUBLIC_LIMIT_PATH, { background: true })
      .then(({ data }) => {
        if (active && typeof data?.maxBytes === 'number' && data.maxBytes > 0) setLimit(data.maxBytes);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [http, enabled]);
  return limit;
}
