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
