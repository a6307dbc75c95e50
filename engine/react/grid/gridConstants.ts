/** Grid row and header height (px), forms-data.md 9. */
export const ROW_HEIGHT = 35;

/** Width of an edit-button column (px), forms-data.md 9. */
export const EDIT_BUTTON_COLUMN_WIDTH = 35;

/** Width of the row-selection check-box column (px). */
export const SELECT_COLUMN_WIDTH = 40;
