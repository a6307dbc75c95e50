import { useMemo } from 'react';
import { EngineProvider } from '../../../engine/react/EngineProvider';
import { DetailPage } from '../../../engine/react/detail/DetailPage';
import { SearchPage } from '../../../engine/react/search/SearchPage';
import { MasterDetailEditorPage } from '../../../engine/react/editor/MasterDetailEditorPage';
import { entityByName, entityRoutes } from '../../../metadata/routes';
import type { ScreenRoute } from '../../../metadata/routeShapes';
import { widgets } from '../../../widgets';
import { DocumentPreviewContext, type DocumentPreviewRequest } from '../../../widgets/document-editor';
import { recordDialogActions } from '../../dialogs/RecordDialogButtons';
import { PreviewButton } from '../../mailTemplates/PreviewButton';
import { useDialogPages } from '../../dialogs/useDialogPages';
import { useDraftOwner } from '../useDraftOwner';
import { useEnvironment } from '../../environment/EnvironmentContext';
import { useAppServices } from '../AppServices';

/**
 * A metadata-driven screen (search or detail) with the engine around it. This module is loaded
 * lazily, so the engine, its forms and the widgets stay out of the first chunk.
 */
export default function EntityScreen({ screen }: { screen: ScreenRoute }) {
  // The route table of the first download names the screen; its whole metadata loads with this module.
  const route = entityRoutes.find((r) => r.path === screen.path && r.screen === screen.screen) as (typeof entityRoutes)[number];
  const { http, variant } = useAppServices();
  const { tokens, info } = useEnvironment();
  const holidays = useMemo(() => info.holidays ?? [], [info.holidays]);
  // Unsaved form data is kept per user (and participant).
  const draftOwner = useDraftOwner();
  const dialogs = useDialogPages();
  // The document editor's preview opens the dialog page dms-editor-preview (spec 2.5).
  const preview = useMemo(
    () => (document: DocumentPreviewRequest) =>
      dialogs.open('dms-editor-preview', { path: document.path, fileName: document.fileName, contentType: document.contentType ?? '' }),
    [dialogs],
  );
  return (
    <EngineProvider http={http} tokens={tokens} holidays={holidays} widgets={widgets} draftOwner={draftOwner} variant={variant} entityByName={entityByName}>
      <DocumentPreviewContext.Provider value={preview}>
        {route.screen === 'editor' && route.master ? (
          <MasterDetailEditorPage master={route.master.entity} child={route.entity} link={route.master.link} />
        ) : route.screen === 'search' ? (
          <SearchPage entity={route.entity} />
        ) : (
          <DetailPage
            entity={route.entity}
            actions={route.entity.entity === 'mail-template' ? (id) => <PreviewButton api={route.entity.api} id={id} /> : recordDialogActions(route.entity)}
            route={route.screen === 'create' ? { create: true } : route.screen === 'edit' ? { edit: true } : undefined}
          />
        )}
      </DocumentPreviewContext.Provider>
    </EngineProvider>
  );
}
