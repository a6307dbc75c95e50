import { useEffect, useRef, useState } from 'react';
import { Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REASON_MAX_LENGTH } from '../../../core/workflow';
import type { StepReason } from '../../../core/workflow';
import { useEngine } from '../../EngineProvider';
import type { PendingSave } from '../useStepController';

export interface StepReasonSectionProps {
  activityId: number;
  reason: StepReason;
  initial: string | null | undefined;
  readOnly: boolean;
  registerSave: (key: string, pending: PendingSave | undefined) => void;
}

/** The return or decline reason; saved on the process before an action that needs it. */
export function StepReasonSection({ activityId, reason, initial, readOnly, registerSave }: StepReasonSectionProps) {
  const { t } = useTranslation();
  const { http } = useEngine();
  const [text, setText] = useState(initial ?? '');
  const latest = useRef(text);
  latest.current = text;

  useEffect(() => {
    if (readOnly) return;
    registerSave('reason', {
      appliesTo: (action) => action.requiresReason === true,
      save: async () => {
        await http.post(`/bpm/activity/${activityId}/reason`, { dovod: latest.current.trim() }, { callerHandles: 'all', skipSchemaCheck: true });
      },
    });
    return () => registerSave('reason', undefined);
  }, [readOnly, registerSave, http, activityId]);

  return (
    <div>
      <Textarea
        label={t(`workflow.reason.${reason.reason}`)}
        value={text}
        onChange={(event) => setText(event.currentTarget.value.slice(0, REASON_MAX_LENGTH))}
        maxLength={REASON_MAX_LENGTH}
        readOnly={readOnly}
        required
        autosize
        minRows={4}
      />
      <Text size="xs" c="dimmed">
        {t('workflow.note.counter', { count: text.length, max: REASON_MAX_LENGTH })}
      </Text>
    </div>
  );
}
