import { describe, expect, it } from 'vitest';
import { ERROR_DIALOG_SIZES, errorDialogButtons } from './dialog';

const off = { status: 'off' } as const;

describe('errorDialogButtons', () => {
  it('close only on an error when reports are not allowed and reporting did not fail', () => {
    expect(errorDialogButtons({ kind: 'error', reportAllowed: false, incident: off, fatal: false })).toEqual(['close']);
    expect(errorDialogButtons({ kind: 'error', reportAllowed: false, incident: { status: 'inProgress' }, fatal: false })).toEqual(['close']);
    expect(errorDialogButtons({ kind: 'error', reportAllowed: false, incident: { status: 'reported', incidentId: 'A' }, fatal: false })).toEqual(['close']);
  });

  it('report buttons locally or when reporting failed', () => {
    expect(errorDialogButtons({ kind: 'error', reportAllowed: true, incident: off, fatal: false })).toEqual(['errorReport', 'downloadReport', 'close']);
    expect(errorDialogButtons({ kind: 'error', reportAllowed: false, incident: { status: 'failed' }, fatal: false })).toEqual(['errorReport', 'downloadReport', 'close']);
  });

  it('never on warnings or messages; reload for fatal errors', () => {
    expect(errorDialogButtons({ kind: 'warning', reportAllowed: true, incident: { status: 'failed' }, fatal: false })).toEqual(['close']);
    expect(errorDialogButtons({ kind: 'message', reportAllowed: true, incident: { status: 'failed' }, fatal: false })).toEqual(['close']);
    expect(errorDialogButtons({ kind: 'error', reportAllowed: false, incident: off, fatal: true })).toEqual(['reload', 'close']);
  });

  it('sizes from the spec', () => {
    expect(ERROR_DIALOG_SIZES).toEqual({ message: { height: 230, width: 550 }, error: { height: 290, width: 550 }, warning: { height: 240, width: 550 } });
  });
});
