import { useMemo } from 'react';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EngineProvider } from '../../engine/react/EngineProvider';
import { StepPage } from '../../engine/react/workflow/StepPage';
import { ACTIVITY_STEP_MAP } from '../../metadata/workflow/activitySteps';
import { WORKFLOW_STEPS } from '../../metadata/workflow/steps';
import { formWidgets as widgets } from '../../widgets/forms';
import { DocumentPreviewContext } from '../../widgets/document-editor';
import { useDocumentPreviewDialog } from '../dialogs/useDocumentPreviewDialog';
import { useAppServices } from '../app/AppServices';
import { useDraftOwner } from '../app/useDraftOwner';
import { useEnvironment } from '../environment/EnvironmentContext';
import { ContractActivityCard } from '../contract/ContractActivityCard';

/** `/activities/:step/:activityId`: the generic step page with the engine around it (loaded lazily). */
export default function ActivityPage() {
  const { t } = useTranslation();
  const { step = '', activityId = '' } = useParams();
  const { http, variant } = useAppServices();
  const { tokens, info } = useEnvironment();
  const holidays = useMemo(() => info.holidays ?? [], [info.holidays]);
  // The step's document editors preview as the detail's do (dialog page dms-editor-preview).
  const preview = useDocumentPreviewDialog();
  // Unsaved form data is kept per user (and participant).
  const draftOwner = useDraftOwner();
  const id = /^\d{1,9}$/.test(activityId) ? Number(activityId) : NaN;
  if (!(id > 0)) {
    return (
      <Alert color="red" title={t('workflow.badAddress')}>
        {t('workflow.badActivityId', { value: activityId.slice(0, 40) })}
      </Alert>
    );
  }
  return (
    <EngineProvider http={http} tokens={tokens} holidays={holidays} widgets={widgets} draftOwner={draftOwner}>
      {/* A contract process's activity links the contract's page (and its signing page on the signature step). */}
      <ContractActivityCard key={`contract-${id}`} activityId={id} step={step} />
      <DocumentPreviewContext.Provider value={preview}>
        {/* key: a new activity is a new page (state, polling) */}
        <StepPage key={id} activityId={id} step={step} steps={WORKFLOW_STEPS} stepMap={ACTIVITY_STEP_MAP} showCoreDetails={variant === 'core'} />
      </DocumentPreviewContext.Provider>
    </EngineProvider>
  );
}
