/** The dialog pages (routes under dialogs/, shell-routes-workflow.md 2.5) this application serves. */
export type DialogPageName =
  | 'history'
  | 'name'
  | 'vector-history'
  | 'dms-editor-preview'
  | 'copy-vyr-to-ao'
  | 'mail'
  | 'assign-activity'
  | 'activity-note'
  | 'addendum'
  | 'rpo'
  | 'ut-changes'
  | 'retazenie-odchylok-detail'
  | 'retazenie-odchylok-suhlas'
  | 'zmluva-kontakty';
