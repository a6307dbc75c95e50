import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatIsoDate, formatIsoDateTime } from '../../core/form';
import type { Activity, ActivityPerson, ActivityStepMap, StepMetadata } from '../../core/workflow';
import { ErrorAlert } from '../errors/ErrorAlert';
import { ReasonLabelsScope } from '../errors/reasonLabels';
import { CompletionMessageDialog, CompletionProgressDialog } from './CompletionDialogs';
import { NoteDialog } from './NoteDialog';
import { StepDocumentsSection } from './sections/StepDocumentsSection';
import { StepFormSection } from './sections/StepFormSection';
import { StepItemsSection } from './sections/StepItemsSection';
import { StepReasonSection } from './sections/StepReasonSection';
import { StepSummarySection } from './sections/StepSummarySection';
import { useStepController, type StepController } from './useStepController';

export interface StepPageProps {
  activityId: number;
  /** Step name from the route. */
  step: string;
  steps: Readonly<Record<string, StepMetadata>>;
  stepMap: ActivityStepMap;
  /** Core shows the note button, creation time, completed-by and completion time (spec 6). */
  showCoreDetails: boolean;
}

const PRIORITY = ['low', 'medium', 'high'] as const;

function personName(person: ActivityPerson | null | undefined): string {
  if (!person) return '–';
  return [person.meno, person.priezvisko].filter(Boolean).join(' ') || '–';
}

function Field({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text data-testid={testId}>{value}</Text>
    </div>
  );
}

/** The activity's facts: type, status, priority, deadline and, for core, who and when. */
function ActivityFacts({ activity, showCoreDetails }: { activity: Activity; showCoreDetails: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const dt = (v: string | null | undefined) => (v ? formatIsoDateTime(v, lang) : '–');
  const status = activity.status?.code?.toLowerCase() ?? '';
  const priority = PRIORITY[activity.priority ?? 1] ?? 'medium';
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <Field label={t('workflow.field.code')} value={activity.code ?? String(activity.activityId)} />
      <Field label={t('workflow.field.status')} value={t(`workflow.status.${status}`, { defaultValue: activity.status?.name ?? status })} testId="activity-status" />
      <Field label={t('workflow.field.priority')} value={t(`workflow.priority.${priority}`)} />
      <Field label={t('workflow.field.dueDate')} value={activity.process?.dueDate ? formatIsoDate(activity.process.dueDate, lang) : '–'} />
      {showCoreDetails && (
        <>
          <Field label={t('workflow.field.created')} value={dt(activity.created)} testId="activity-created" />
          <Field label={t('workflow.field.assigned')} value={activity.idAssignedUser ? personName(activity.idAssignedUser) : (activity.userRole ?? '–')} testId="activity-assigned" />
          <Field label={t('workflow.field.completedBy')} value={personName(activity.completedBy)} testId="activity-completed-by" />
          <Field label={t('workflow.field.completedAt')} value={dt(activity.dateTimeCompleted)} testId="activity-completed-at" />
        </>
      )}
    </SimpleGrid>
  );
}

function Sections({ c }: { c: StepController }) {
  const activity = c.activity as Activity;
  const step = c.step as StepMetadata;
  const entityId = activity.entityId ?? undefined;
  return (
    <>
      {step.sections.map((section, index) => {
        const key = `${section.kind}-${index}`;
        if (section.kind === 'reason') {
          const initial = section.reason === 'decline' ? activity.dovodZamietnutia : activity.dovodVratenia;
          return <StepReasonSection key={key} activityId={activity.activityId} reason={section} initial={initial} readOnly={c.readOnly} registerSave={c.registerSave} />;
        }
        const entity = (section.kind === 'form' || section.kind === 'summary' ? section.entity : undefined) ?? step.entity;
        if (!entity || entityId === undefined) return null;
        if (section.kind === 'form') return <StepFormSection key={key} activityId={activity.activityId} entity={entity} entityId={entityId} form={section} readOnly={c.readOnly} registerSave={c.registerSave} />;
        if (section.kind === 'items') return <StepItemsSection key={key} entity={entity} entityId={entityId} items={section} readOnly={c.readOnly} />;
        if (section.kind === 'documents') return <StepDocumentsSection key={key} entity={entity} entityId={entityId} documents={section} readOnly={c.readOnly} />;
        return <StepSummarySection key={key} entity={entity} entityId={entityId} summary={section} />;
      })}
    </>
  );
}

/** One generic workflow step: rendered from the step's metadata with the activity's actions. */
export function StepPage({ activityId, step, steps, stepMap, showCoreDetails }: StepPageProps) {
  const { t, i18n } = useTranslation();
  const c = useStepController(activityId, steps, step, stepMap);
  const [noteOpen, setNoteOpen] = useState(false);
  const activity = c.activity;
  const hasReasonSection = c.step?.sections.some((s) => s.kind === 'reason') ?? false;

  if (!c.step) return <ErrorAlert error={new Error('No screen found for activity')} titleKey="workflow.noScreen" />;
  if (c.loadError) return <ErrorAlert error={c.loadError} titleKey="workflow.loadFailed" />;
  if (c.isLoading || !activity) return <Loader aria-label={t('workflow.loading')} />;
  const running = c.completion.kind === 'running';

  return (
    <ReasonLabelsScope>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1} size="h2">
              {t(c.step.titleKey)}
            </Title>
            {activity.entityLabel ? <Text c="dimmed">{activity.entityLabel}</Text> : null}
          </div>
          <Group gap="xs">
            {activity.readOnly && <Badge color="gray">{t('workflow.readOnly')}</Badge>}
            <Button component={Link} to={c.backPath} variant="default">
              {t('workflow.back')}
            </Button>
          </Group>
        </Group>
        <Card withBorder>
          <ActivityFacts activity={activity} showCoreDetails={showCoreDetails} />
        </Card>
        {/* Reasons on record are notes, not live alerts (a returned step is no error of this page). */}
        {activity.dovodVratenia && !hasReasonSection && (
          <Alert color="yellow" role="note" title={t('workflow.returnedTitle')} data-testid="return-reason">
            {activity.dovodVratenia}
          </Alert>
        )}
        {activity.dovodZamietnutia && !hasReasonSection && (
          <Alert color="red" role="note" title={t('workflow.declinedTitle')} data-testid="decline-reason">
            {activity.dovodZamietnutia}
          </Alert>
        )}
        {activity.asyncStav?.errorMessage && c.completion.kind === 'idle' && !c.readOnly && (
          <Alert color="red" title={t('workflow.completion.lastFailed')}>
            {activity.asyncStav.errorMessage}
          </Alert>
        )}
        <Sections c={c} />
        {c.completion.kind === 'failed' && (
          <div>
            {c.completion.savedNotCompleted && (
              <Alert color="yellow" mb="xs" title={t('workflow.completion.entitySaveButCannotComplete')}>
                {t('workflow.completion.entitySaveButCannotCompleteText')}
              </Alert>
            )}
            {c.completion.error !== undefined ? (
              <ErrorAlert error={c.completion.error} titleKey="workflow.completion.failed" scrollIntoView />
            ) : (
              <Alert color="red" role="alert" title={t('workflow.completion.failed')}>
                {c.completion.formInvalid ? t('workflow.completion.formInvalid') : c.completion.message}
              </Alert>
            )}
          </div>
        )}
        {(activity.notes?.length ?? 0) > 0 && (
          <Stack gap={4} data-testid="activity-notes">
            <Title order={2} size="h5">
              {t('workflow.notes')}
            </Title>
            {activity.notes?.map((n) => (
              <Text key={n.id} size="sm">
                <Text span c="dimmed" size="xs">
                  {formatIsoDateTime(n.createdAt, i18n.language)} {personName(n.author)}:
                </Text>{' '}
                {n.text}
              </Text>
            ))}
          </Stack>
        )}
        <Group justify="space-between">
          <Group gap="xs">
            {showCoreDetails && activity.processId ? (
              <Button variant="light" onClick={() => setNoteOpen(true)}>
                {t('workflow.note.button')}
              </Button>
            ) : null}
          </Group>
          <Group gap="xs">
            {c.readOnly || c.actions.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t(activity.readOnly || c.readOnly ? 'workflow.noActionsReadOnly' : 'workflow.noActions')}
              </Text>
            ) : (
              c.actions.map((action) => (
                <Button
                  key={action.code}
                  variant={action.variant === 'secondary' ? 'default' : 'filled'}
                  color={action.variant === 'danger' ? 'red' : undefined}
                  onClick={() => void c.complete(action)}
                  loading={running}
                  disabled={running}
                >
                  {t(action.labelKey, { defaultValue: action.code })}
                </Button>
              ))
            )}
          </Group>
        </Group>
        {activity.processId ? <NoteDialog processId={activity.processId} opened={noteOpen} onClose={() => setNoteOpen(false)} onSaved={c.refresh} /> : null}
        <CompletionProgressDialog opened={running && c.completion.kind === 'running' && c.completion.async} />
        <CompletionMessageDialog message={c.completion.kind === 'done' ? c.completion.message : undefined} onClose={c.finish} />
      </Stack>
    </ReasonLabelsScope>
  );
}
