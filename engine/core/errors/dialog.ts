/** Kinds of the error dialog (spec 8): a plain message, an error, a warning. */
export type ErrorDialogKind = 'message' | 'error' | 'warning';

/** Where the incident report of an error dialog stands (spec 8). */
export type IncidentState =
  | { status: 'off' }
  | { status: 'inProgress' }
  | { status: 'reported'; incidentId: string }
  | { status: 'failed' };

/** Dialog sizes in pixels (spec 8: message 230x550, error 290x550, warning 240x550, height x width). */
export const ERROR_DIALOG_SIZES: Readonly<Record<ErrorDialogKind, { height: number; width: number }>> = {
  message: { height: 230, width: 550 },
  error: { height: 290, width: 550 },
  warning: { height: 240, width: 550 },
};

export type ErrorDialogButton = 'close' | 'errorReport' | 'downloadReport' | 'reload';

export interface ErrorDialogButtonsInput {
  kind: ErrorDialogKind;
  /** Local environment, or reports allowed by configuration. */
  reportAllowed: boolean;
  incident: IncidentState;
  /** The application may not work on without a reload (global unexpected error). */
  fatal: boolean;
}

/**
 * The dialog's buttons: close always; error report and download report on errors only when allowed
 * (locally or by configuration) or when reporting failed, never on warnings; reload for fatal errors.
 */
export function errorDialogButtons({ kind, reportAllowed, incident, fatal }: ErrorDialogButtonsInput): ErrorDialogButton[] {
  const buttons: ErrorDialogButton[] = [];
  if (kind === 'error' && (reportAllowed || incident.status === 'failed')) buttons.push('errorReport', 'downloadReport');
  if (fatal) buttons.push('reload');
  buttons.push('close');
  return buttons;
}
