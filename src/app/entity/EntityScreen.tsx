import { lazy, use, useMemo } from 'react';
import { EngineProvider } from '../../../engine/react/EngineProvider';
import { SearchPage } from '../../../engine/react/search/SearchPage';
import { entityByName, entityRoutes } from '../../../metadata/routes';
import type { ScreenRoute } from '../../../metadata/routeShapes';
import { lazyWidgets } from '../../../widgets/lazy';
import { useEnvironment } from '../../environment/EnvironmentContext';
import { useAppServices } from '../AppServices';
import { useDialogNavigation } from '../../dialogs/dialogNavigation';
import { loadEntityTexts } from '../../i18n/entityTexts';
import { loadRemainingTexts } from '../../i18n/resources';
import { trackedLoad } from '../../shell/progress/chunkLoads';
import { StalePage } from '../../shell/progress/StalePage';

// Forms (RJSF, ajv, every widget) load with the first detail, create, edit or editor screen, and
// with them every area's texts (a form shows related entities, actions, dialogs). The search stays
// on screen until they arrive (a navigation is a transition): tracked, so that it turns inert with
// a spinner meanwhile (StalePage).
const EntityFormScreen = lazy(trackedLoad(() => Promise.all([import('./EntityFormScreen'), loadRemainingTexts()]).then(([module]) => module)));

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
  // A search shows the engine's texts and its entity's only: it waits for them alone.
  use(loadEntityTexts(route.entity.entity));
  return (
    <EngineProvider http={http} tokens={tokens} holidays={holidays} widgets={lazyWidgets} variant={variant} entityByName={entityByName}>
      <StalePage>
        <SearchPage entity={route.entity} />
      </StalePage>
    </EngineProvider>
  );
}
