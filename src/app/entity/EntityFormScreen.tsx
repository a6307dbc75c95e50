import { useMemo } from 'react';
import { EngineProvider } from '../../../engine/react/EngineProvider';
import { DetailPage } from '../../../engine/react/detail/DetailPage';
import { MasterDetailEditorPage } from '../../../engine/react/editor/MasterDetailEditorPage';
import { entityByName, type entityRoutes } from '../../../metadata/routes';
import { widgets } from '../../../widgets';
import { DocumentPreviewContext, type DocumentPreviewRequest } from '../../../widgets/document-editor';
import { recordDialogActions } from '../../dialogs/RecordDialogButtons';
import { PreviewButton } from '../../mailTemplates/PreviewButton';
import { useDialogPages } from '../../dialogs/useDialogPages';
import { useEnvironment } from '../../environment/EnvironmentContext';
import { useAppServices } from '../AppServices';

/**
 * The form screens (detail, create, edit, master-detail editor) of a metadata entity. Loaded
 * lazily by EntityScreen: RJSF, ajv and every widget come with the first form, not with a search.
 */
export default function EntityFormScreen({ route }: { route: (typeof entityRoutes)[number] }) {
  const { http, variant } = useAppServices();
  const { tokens, info } = useEnvironment();
  const holidays = useMemo(() => info.holidays ?? [], [info.holidays]);
  const dialogs = useDialogPages();
  // The document editor's preview opens the dialog page dms-editor-preview (spec 2.5).
  const preview = useMemo(
    () => (document: DocumentPreviewRequest) =>
      dialogs.open('dms-editor-preview', { path: document.path, fileName: document.fileName, contentType: document.contentType ?? '' }),
    [dialogs],
  );
  return (
    <EngineProvider http={http} tokens={tokens} holidays={holidays} widgets={widgets} variant={variant} entityByName={entityByName}>
      <DocumentPreviewContext.Provider value={preview}>
        {route.screen === 'editor' && route.master ? (
          <MasterDetailEditorPage master={route.master.entity} child={route.entity} link={route.master.link} />
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
