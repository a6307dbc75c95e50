export { HttpError, isHttpError } from './HttpError';
export type { HttpErrorInit } from './HttpError';
export {
  INVALID_JSON_RESPONSE_MESSAGE,
  INVALID_PAYLOAD_MESSAGE,
  LOCATION_MISSING_MESSAGE,
  NETWORK_ERROR_STATUS_TEXT,
  isUserError,
  messageOf,
  reasonsOf,
  serverErrorMessage,
} from './messages';
export { asksForClientCertificate, classifyHttpError, hintedUserRoles, isExplained, isIgnoredError, sameRoles } from './classify';
export type { ErrorDecision, SessionFacts } from './classify';
export {
  buildIncidentReport,
  INCIDENT_PATH,
  INCIDENT_TRACE_HEADER,
  PUBLIC_INCIDENT_PATH,
  reduceIncidentReport,
  sendIncidentReport,
} from './incident';
export type { IncidentContext, IncidentReport } from './incident';
export { ERROR_DIALOG_SIZES, errorDialogButtons } from './dialog';
export type { ErrorDialogButton, ErrorDialogButtonsInput, ErrorDialogKind, IncidentState } from './dialog';
export { buildFieldReasons, fieldReasonsOf } from './fieldReasons';
export type { FieldReasons, ReasonOfField } from './fieldReasons';
