import { useMemo, type ReactNode } from 'react';
import { EngineProvider } from '../../../engine/react/EngineProvider';
import { DetailPage } from '../../../engine/react/detail/DetailPage';
import { entityByName, entityRoutes } from '../../../metadata/routes';
import type { ScreenRoute } from '../../../metadata/routeShapes';
import { formWidgets as widgets } from '../../../widgets/forms';
import { DocumentPreviewContext } from '../../../widgets/document-editor';
import { UploadLimitContext } from '../../../widgets/file-upload';
import { PlaceholderHelp } from '../../addendumTemplates/PlaceholderHelp';
import { ContractSignLink } from '../../contract/ContractSignLink';
import { recordDialogActions, recordEditActions } from '../../dialogs/RecordDialogButtons';
import { useDocumentPreviewDialog } from '../../dialogs/useDocumentPreviewDialog';
import { useRowDialogOpener } from '../../dialogs/useRowDialogOpener';
import { PreviewButton } from '../../mailTemplates/PreviewButton';
import { useEnvironment } from '../../environment/EnvironmentContext';
import { useAppServices } from '../AppServices';
import { useDraftOwner } from '../useDraftOwner';

/** A register contract's header buttons with its "Podpísať" while its process waits for the signature. */
function withContractSigning(actions: ((id: string, record: Readonly<Record<string, unknown>>) => ReactNode) | undefined) {
  return function ContractActions(id: string, record: Readonly<Record<string, unknown>>) {
    return (
      <>
        {actions?.(id, record)}
        <ContractSignLink idZmluva={id} />
      </>
    );
  };
}

/**
 * The form screens (detail, create, edit) of a metadata entity (the master-detail editor is
 * EntityEditorScreen). Loaded lazily by EntityScreen: RJSF, ajv and every widget come with the
 * first form, not with a search.
 */
export default function EntityFormScreen({ screen }: { screen: ScreenRoute }) {
  // The route table of the first download names the screen; every entity's metadata comes with this module.
  const route = entityRoutes.find((r) => r.path === screen.path && r.screen === screen.screen) as (typeof entityRoutes)[number];
  const { http, variant } = useAppServices();
  const { tokens, info } = useEnvironment();
  const holidays = useMemo(() => info.holidays ?? [], [info.holidays]);
  // Unsaved form data is kept per user (and participant).
  const draftOwner = useDraftOwner();
  // The document editor's preview opens the dialog page dms-editor-preview (spec 2.5).
  const preview = useDocumentPreviewDialog();
  // Related lists whose rows open a dialog page (search.rowDialog).
  const openDialog = useRowDialogOpener();
  return (
    <EngineProvider http={http} tokens={tokens} holidays={holidays} widgets={widgets} draftOwner={draftOwner} variant={variant} entityByName={entityByName} openDialog={openDialog}>
      <DocumentPreviewContext.Provider value={preview}>
        <UploadLimitContext.Provider value={info.appConfig?.uploadMaxBytes}>
          <DetailPage
            entity={route.entity}
            actions={
              route.entity.entity === 'mail-template'
                ? (id) => <PreviewButton api={route.entity.api} id={id} />
                : route.entity.entity === 'addendum-template'
                  ? () => <PlaceholderHelp />
                  : route.entity.entity === 'zmluva'
                    ? withContractSigning(recordDialogActions(route.entity))
                    : recordDialogActions(route.entity)
            }
            // The placeholder help is most needed while the body is written: a new template and an edited one.
            editActions={route.entity.entity === 'addendum-template' ? () => <PlaceholderHelp /> : recordEditActions(route.entity)}
            route={route.screen === 'create' ? { create: true } : route.screen === 'edit' ? { edit: true } : undefined}
          />
        </UploadLimitContext.Provider>
      </DocumentPreviewContext.Provider>
    </EngineProvider>
  );
}
