/**
 * A save stopped before any request: the form's own check found errors, now shown under their
 * fields (the served schema's rules, the ones the server would answer with).
 */
export class FormCheckFailed extends Error {
  readonly errorCount: number;

  constructor(errorCount: number) {
    super(`The form has ${errorCount} error(s)`);
    this.name = 'FormCheckFailed';
    this.errorCount = errorCount;
  }
}
