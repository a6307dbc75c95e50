import { useMemo } from 'react';
import { menu, type MenuEntry } from '../../../metadata/menu';
import { useAppServices } from '../../app/AppServices';
import { isRegisteredPath, registeredPatterns } from '../../app/screenRoutes';
import { useEnvironment } from '../../environment/EnvironmentContext';
import { filterMenu } from './filterMenu';

/** The menu entries the current user may open in this variant, with a screen behind them. */
export function useMenuEntries(): MenuEntry[] {
  const { variant } = useAppServices();
  const { tokens } = useEnvironment();
  return useMemo(() => {
    const patterns = registeredPatterns();
    return filterMenu(menu, { tokens, variant, isAvailable: (path) => isRegisteredPath(patterns, path) });
  }, [tokens, variant]);
}
