import { use, useMemo } from 'react';
import type { EntityMetadata } from '../../../engine/core/metadata';
import { EngineProvider } from '../../../engine/react/EngineProvider';
import { MasterDetailEditorPage } from '../../../engine/react/editor/MasterDetailEditorPage';
import { loadEntityMetadata } from '../../../metadata/entityFiles';
import { EDITOR_MASTERS } from '../../../metadata/routeShapes';
import type { ScreenRoute } from '../../../metadata/routeShapes';
import { lazyWidgets } from '../../../widgets/lazy';
import { useEnvironment } from '../../environment/EnvironmentContext';
import { loadEntityTexts } from '../../i18n/entityTexts';
import { useRowDialogOpener } from '../../dialogs/useRowDialogOpener';
import { StalePage } from '../../shell/progress/StalePage';
import { useAppServices } from '../AppServices';
import { useDraftOwner } from '../useDraftOwner';

interface EditorEntities {
  master: EntityMetadata;
  child: EntityMetadata;
  link: string;
}

const loading = new Map<string, Promise<EditorEntities>>();

/**
 * The two entities' metadata and texts (and the editor's own text file, `editor`), loaded side by
 * side; once per child entity, the same promise every time (for use()).
 */
function loadEditor(entity: string): Promise<EditorEntities> {
  let promise = loading.get(entity);
  if (!promise) {
    const editor = EDITOR_MASTERS[entity];
    if (!editor) throw new Error(`${entity} has no master-detail editor`);
    promise = Promise.all([
      loadEntityMetadata(editor.master),
      loadEntityMetadata(entity),
      loadEntityTexts(editor.master),
      loadEntityTexts(entity),
      // Not an entity, but a text file of its own named like one (metadata/i18n/{lang}/editor.json).
      loadEntityTexts('editor'),
    ]).then(([master, child]) => {
      if (!master || !child) throw new Error(`No metadata file for the editor of ${entity}`);
      return { master, child, link: editor.link };
    });
    loading.set(entity, promise);
  }
  return promise;
}

/**
 * A master-detail editor (the search route of an entity in EDITOR_MASTERS) with the search's
 * light engine around it: the two entities' metadata alone, widgets loaded per kind. The child's
 * form editor loads when a parent is selected (MasterDetailEditorPage), so the screen first costs
 * what a search does, not a form screen's code and every entity's metadata.
 */
export default function EntityEditorScreen({ screen }: { screen: ScreenRoute }) {
  const { http, variant } = useAppServices();
  const { tokens, info } = useEnvironment();
  const holidays = useMemo(() => info.holidays ?? [], [info.holidays]);
  const draftOwner = useDraftOwner();
  const openDialog = useRowDialogOpener();
  const { master, child, link } = use(loadEditor(screen.entity));
  return (
    <EngineProvider http={http} tokens={tokens} holidays={holidays} widgets={lazyWidgets} draftOwner={draftOwner} variant={variant} openDialog={openDialog}>
      <StalePage>
        <MasterDetailEditorPage key={child.entity} master={master} child={child} link={link} />
      </StalePage>
    </EngineProvider>
  );
}
