/** The dialog pages (routes under dialogs/, shell-routes-workflow.md 2.5) this application serves. */
const DIALOG_PAGE_NAMES = [
  'history',
  'name',
  'vector-history',
  'dms-editor-preview',
  'copy-vyr-to-ao',
  'mail',
  'assign-activity',
  'activity-note',
  'addendum',
  'rpo',
  'ut-changes',
  'retazenie-odchylok-detail',
  'retazenie-odchylok-suhlas',
  'zmluva-kontakty',
  'notification-detail',
] as const;

export type DialogPageName = (typeof DIALOG_PAGE_NAMES)[number];

/** Whether metadata names a dialog page this application serves (`search.rowDialog`). */
export function isDialogPageName(name: string): name is DialogPageName {
  return (DIALOG_PAGE_NAMES as readonly string[]).includes(name);
}
