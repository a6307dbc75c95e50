export type { Activity, ActivityAction, ActivityCount, ActivityNote, ActivityPerson, ActivityStatusCode, CompleteResponse, StartProcessResponse } from './types';
export type { ActivityStepMap, ActivityTarget, AppLocation } from './stepMap';
export { NO_SCREEN_MESSAGE, NoScreenError, activityPath, activityTarget, appPathOf, lastSegment, returnPath, stepForType } from './stepMap';
export type { CompletionOutcome, PollOptions, SaveThenCompleteOutcome } from './completion';
export {
  COMPLETION_POLL_MS,
  ENTITY_SAVE_BUT_CANNOT_COMPLETE,
  MISSING_ACTION_MESSAGE,
  MISSING_ERROR_MESSAGE,
  completionOutcome,
  pollCompletion,
  saveThenCompleteOutcome,
  sleepFor,
} from './completion';
export type { TimeOffset } from './businessDays';
export { MissingOffsetError, addOffset, dueDate, isWorkingDay } from './businessDays';
export type { StartProcessTarget, StepDocuments, StepEntity, StepForm, StepItems, StepKind, StepMetadata, StepReason, StepSection, StepSummary } from './steps';
export { DOCUMENT_MAX_BYTES, NOTE_MAX_LENGTH, REASON_MAX_LENGTH, START_PROCESS_NO_ACTIVITY, resolveStep, startProcessTarget, stepFormSource } from './steps';
