import { useEffect, useMemo, useState } from 'react';
import type { HttpClient } from '../../../engine/core/http';
import { menu, mixedEnumMenu, type MenuEntry, type MixedEnumRow } from '../../../metadata/menu';
import { useAppServices } from '../../app/AppServices';
import { isRegisteredPath, registeredPatterns } from '../../app/screenRoutes';
import { useEnvironment } from '../../environment/EnvironmentContext';
import { filterMenu } from './filterMenu';

/** Token of the code-book administration (spec 6). */
export const CODE_BOOK_TOKEN = 'enums#write';

/** The code-books kept in mixed tables (`GET /edc/enum/mixed/`), for core users who administer them. */
function useMixedEnums(enabled: boolean): MixedEnumRow[] {
  const { http } = useAppServices();
  const [rows, setRows] = useState<MixedEnumRow[]>([]);
  useEffect(() => {
    if (!enabled) return undefined;
    let active = true;
    mixedEnumsOnce(http).then(
      (loaded) => active && setRows(loaded),
      (error: unknown) => console.warn('Code-book menus could not be loaded', error),
    );
    return () => {
      active = false;
    };
  }, [enabled, http]);
  return rows;
}

// Once per page (the menu and the dashboard both ask); a failure may be tried again.
const mixedLoads = new WeakMap<HttpClient, Promise<MixedEnumRow[]>>();

function mixedEnumsOnce(http: HttpClient): Promise<MixedEnumRow[]> {
  let load = mixedLoads.get(http);
  if (!load) {
    load = http.get<unknown>('/edc/enum/mixed/', { background: true }).then(
      ({ data }) => (Array.isArray(data) ? (data as MixedEnumRow[]).filter((r) => typeof r?.tabulka === 'string' && typeof r?.stlpec === 'string') : []),
      (error: unknown) => {
        mixedLoads.delete(http);
        throw error;
      },
    );
    mixedLoads.set(http, load);
  }
  return load;
}

/** The menu entries the current user may open in this variant, with a screen behind them. */
export function useMenuEntries(): MenuEntry[] {
  const { variant } = useAppServices();
  const { tokens, info } = useEnvironment();
  const mixed = useMixedEnums(variant === 'core' && tokens.has(CODE_BOOK_TOKEN));
  const allowReduction = info.appConfig?.allowReduction ?? false;
  return useMemo(() => {
    const patterns = registeredPatterns();
    return filterMenu([...menu, ...mixedEnumMenu(mixed)], { tokens, variant, allowReduction, isAvailable: (path) => isRegisteredPath(patterns, path) });
  }, [tokens, variant, allowReduction, mixed]);
}
