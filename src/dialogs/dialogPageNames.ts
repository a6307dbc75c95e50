/** The dialog pages (routes under dialogs/, shell-routes-workflow.md 2.5) this application serves. */
export const DIALOG_PAGE_NAMES = ['history', 'name', 'vector-history', 'dms-editor-preview', 'retazenie-odchylok-detail', 'retazenie-odchylok-suhlas'] as const;

export type DialogPageName = (typeof DIALOG_PAGE_NAMES)[number];
