// Apart from the dialog page (pages/VectorHistoryDialog.tsx): a detail form's buttons
// (RecordDialogButtons) ask this on every form, and importing the page for it brought the page's
// chunk (~2.3 kB gzipped) with every first form.

/** Entities whose records have a value history on the server. */
export const WITH_VECTOR_HISTORY: ReadonlySet<string> = new Set(['agregacny-blok']);
