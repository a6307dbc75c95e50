import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
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
  const query = useQuery({
    queryKey: ['shell', 'enum-mixed'],
    queryFn: async () => {
      const { data } = await http.get<unknown>('/edc/enum/mixed/', { background: true });
      return Array.isArray(data) ? (data as MixedEnumRow[]).filter((r) => typeof r?.tabulka === 'string' && typeof r?.stlpec === 'string') : [];
    },
    enabled,
    staleTime: Infinity,
    retry: false,
  });
  return query.data ?? [];
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
