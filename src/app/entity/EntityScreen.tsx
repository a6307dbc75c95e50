import { lazy, use, useMemo } from 'react';
import { EngineProvider } from '../../../engine/react/EngineProvider';
import { SearchPage } from '../../../engine/react/search/SearchPage';
import { loadEntityMetadata } from '../../../metadata/entityFiles';
import type { ScreenRoute } from '../../../metadata/routeShapes';
import { lazyWidgets } from '../../../widgets/lazy';
import { filterKinds } from '../../search/filters';
import { useEnvironment } from '../../environment/EnvironmentContext';
import { useAppServices } from '../AppServices';
import { useDialogNavigation } from '../../dialogs/dialogNavigation';
import { useRowDialogOpener } from '../../dialogs/useRowDialogOpener';
import { loadEntityTexts } from '../../i18n/entityTexts';
import { trackedLoad } from '../../shell/progress/chunkLoads';
import { StalePage } from '../../shell/progress/StalePage';
import { FormScreenPrefetch } from './FormScreenPrefetch';
import { formScreenCodeForRender } from './formScreenCode';

// Forms (RJSF, ajv, every widget) load with the first detail, create, edit or editor screen, and
// with them every entity's metadata (metadata/routes.ts) and every area's texts but the pages' own (PAGE_TEXTS; a form shows
// related entities, actions, dialogs). The search stays on screen until they arrive (a navigation
// is a transition): tracked, so that it turns inert with a spinner meanwhile (StalePage). An idle
// search loads them ahead, untracked (FormScreenPrefetch), so the first row click rarely waits,
// and then draws at once: use() reads the settled load (formScreenCodeForRender), no suspension.
function EntityFormScreen({ screen }: { screen: ScreenRoute }) {
  const { default: FormScreen } = use(formScreenCodeForRender());
  return <FormScreen screen={screen} />;
}
// A master-detail editor is first a list: the search's light engine, its form with a selected parent.
const EntityEditorScreen = lazy(trackedLoad(() => import('./EntityEditorScreen')));

/**
 * A metadata-driven screen (search or form) with the engine around it. This module is loaded
 * lazily, so the engine stays out of the first chunk. A search screen loads its entity's metadata
 * and texts alone, and the widgets its filters and bulk action forms show, one kind at a time
 * (widgets/lazy.ts).
 */
export default function EntityScreen({ screen }: { screen: ScreenRoute }) {
  const { http, variant } = useAppServices();
  const { tokens, info } = useEnvironment();
  const holidays = useMemo(() => info.holidays ?? [], [info.holidays]);
  // A dialog ending on another record (copy-vyr-to-ao opens the copy) navigates through here.
  useDialogNavigation();
  const openDialog = useRowDialogOpener();
  if (screen.screen === 'editor') return <EntityEditorScreen screen={screen} />;
  if (screen.screen !== 'search') return <EntityFormScreen screen={screen} />;
  // The promises are the same on every render (cached per entity), as use() needs.
  const entity = use(loadEntityMetadata(screen.entity));
  use(loadEntityTexts(screen.entity));
  if (!entity) throw new Error(`No metadata file for the entity ${screen.entity}`);
  // No entityByName: a search's bulk actions invalidate their own entity only (useRunAction).
  // Keyed by entity: a menu click from one search to another must not keep the previous entity's
  // rows (shown as placeholder data while the new list loads) or its screen state.
  return (
    <EngineProvider http={http} tokens={tokens} holidays={holidays} widgets={lazyWidgets} filters={filterKinds} variant={variant} openDialog={openDialog}>
      <StalePage>
        <SearchPage key={entity.entity} entity={entity} />
      </StalePage>
      <FormScreenPrefetch entity={entity} />
    </EngineProvider>
  );
}
