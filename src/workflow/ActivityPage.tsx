import { useMemo } from 'react';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EngineProvider } from '../../engine/react/EngineProvider';
import { StepPage } from '../../engine/react/workflow/StepPage';
import { ACTIVITY_STEP_MAP } from '../../metadata/workflow/activitySteps';
import { WORKFLOW_STEPS } from '../../metadata/workflow/steps';
import { widgets } from '../../widgets';
import { useAppServices } from '../app/AppServices';
import { useDraftOwner } from '../app/useDraftOwner';
import { useEnvironment } from '../environment/EnvironmentContext';

/** `/activities/:step/:activityId`: the generic step page with the engine around it (loaded lazily). */
export default function ActivityPage() {
  const { t } = useTranslation();
  const { step = '', activityId = '' } = useParams();
  const { http, variant } = useAppServices();
  const { tokens, info } = useEnvironment();
  const holidays = useMemo(() => info.holidays ?? [], [info.holidays]);
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
      {/* key: a new activity is a new page (state, polling) */}
      <StepPage key={id} activityId={id} step={step} steps={WORKFLOW_STEPS} stepMap={ACTIVITY_STEP_MAP} showCoreDetails={variant === 'core'} />
    </EngineProvider>
  );
}
