import { lazy, useMemo } from 'react';
import { EngineProvider } from '../../../engine/react/EngineProvider';
import { SearchPage } from '../../../engine/react/search/SearchPage';
import { entityByName, entityRoutes } from '../../../metadata/routes';
import type { ScreenRoute } from '../../../metadata/routeShapes';
import { lazyWidgets } from '../../../widgets/lazy';
import { filterKinds } from '../../search/filters';
import { useEnvironment } from '../../environment/EnvironmentContext';
import { useAppServices } from '../AppServices';
import { useDialogNavigation } from '../../dialogs/dialogNavigation';

// Forms (RJSF, ajv, every widget) load with the first detail, create, edit or editor screen.
const EntityFormScreen = lazy(() => import('./EntityFormScreen'));

/**
 * A metadata-driven screen (search or detail) with the engine around it. This module is loaded
 * lazily, so the engine stays out of the first chunk; a search screen loads the widgets its
 * filters and bulk action forms show, one kind at a time (widgets/lazy.ts).
 */
export default function EntityScreen({ screen }: { screen: ScreenRoute }) {
  // The route table of the first download names the screen; its whole metadata loads with this module.
  const route = entityRoutes.find((r) => r.path === screen.path && r.screen === screen.screen) as (typeof entityRoutes)[number];
  const { http, variant } = useAppServices();
  const { tokens, info } = useEnvironment();
  const holidays = useMemo(() => info.holidays ?? [], [info.holidays]);
  // A dialog ending on another record (copy-vyr-to-ao opens the copy) navigates through here.
  useDialogNavigation();
  if (route.screen !== 'search') return <EntityFormScreen route={route} />;
  return (
    <EngineProvider http={http} tokens={tokens} holidays={holidays} widgets={lazyWidgets} filters={filterKinds} variant={variant} entityByName={entityByName}>
      <SearchPage entity={route.entity} />
    </EngineProvider>
  );
}
