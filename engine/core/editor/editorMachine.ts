/**
 * The form editor with grid (forms-data.md 4) as a pure state machine: modes closed, detail,
 * edit and new; what each event does in each mode; which actions are enabled. React only
 * renders the state and dispatches events.
 */

/** A record shown in the grid and the form. */
export type EditorRecord = Record<string, unknown>;

/** Form editor modes. */
export type EditorMode = 'closed' | 'detail' | 'edit' | 'new';

/** Form editor state (forms-data.md 3). */
export interface EditorState {
  mode: EditorMode;
  /** Values in the form. */
  formValue: EditorRecord | undefined;
  /** Values before editing began (what cancel restores). */
  formOrig: EditorRecord | undefined;
  /** Index of the selected grid row; -1 when none. */
  selectedRowIndex: number;
}

/** Behaviour and permissions the host screen gives the editor. */
export interface EditorConfig {
  /** After saving a new record, close the form (else show the saved record). @default true */
  closeOnNew?: boolean;
  /** After saving an edit, close the form (else show the saved record read-only). @default false */
  closeOnSubmit?: boolean;
  /** Edit and delete are buttons in each row (saving an edit then always closes). @default false */
  editButtonsAsColumns?: boolean;
  /** @default true */
  allowEdit?: boolean;
  /** @default true */
  allowDelete?: boolean;
  /** @default true */
  allowNewRecord?: boolean;
  /** Per-row rule: may this row be edited? */
  canEditRow?: (row: EditorRecord) => boolean;
  /** Per-row rule: may this row be deleted? */
  canDeleteRow?: (row: EditorRecord) => boolean;
}

/** What can happen to the editor. */
export type EditorEvent =
  | { type: 'select'; row: EditorRecord; index: number }
  | { type: 'edit' }
  | { type: 'editRow'; row: EditorRecord; index: number }
  | { type: 'doubleClick'; row: EditorRecord; index: number }
  | { type: 'add'; initial: EditorRecord }
  | { type: 'change'; value: EditorRecord }
  | { type: 'saved'; record: EditorRecord; index: number }
  | { type: 'cancel' }
  | { type: 'deleted' }
  | { type: 'close' };

/** The editor before anything is selected. */
export const initialEditorState: EditorState = { mode: 'closed', formValue: undefined, formOrig: undefined, selectedRowIndex: -1 };

const closed = (): EditorState => initialEditorState;

const isEditing = (state: EditorState) => state.mode === 'edit' || state.mode === 'new';

/** Whether a row may be edited under the config. */
export function mayEditRow(config: EditorConfig, row: EditorRecord | undefined): boolean {
  return row !== undefined && config.allowEdit !== false && (config.canEditRow?.(row) ?? true);
}

/** Whether a row may be deleted under the config. */
export function mayDeleteRow(config: EditorConfig, row: EditorRecord | undefined): boolean {
  return row !== undefined && config.allowDelete !== false && (config.canDeleteRow?.(row) ?? true);
}

/** Which actions are enabled now: add, edit and delete are disabled while a form is being edited. */
export function editorActions(state: EditorState, config: EditorConfig) {
  const idle = !isEditing(state);
  const selected = state.mode === 'detail' ? state.formOrig : undefined;
  return {
    canAdd: idle && config.allowNewRecord !== false,
    canEdit: idle && state.mode === 'detail' && mayEditRow(config, selected),
    canDelete: idle && state.mode === 'detail' && mayDeleteRow(config, selected),
    /** Rows can be selected (not while editing, so typed values are not lost). */
    canSelect: idle,
    /** Row buttons (edit buttons as columns) are enabled for this row. */
    canEditRowButton: (row: EditorRecord) => idle && mayEditRow(config, row),
    canDeleteRowButton: (row: EditorRecord) => idle && mayDeleteRow(config, row),
    canSave: isEditing(state),
    canCancel: isEditing(state),
  };
}

/** The next state; events that are not allowed in the current mode leave the state unchanged. */
export function editorReducer(state: EditorState, event: EditorEvent, config: EditorConfig = {}): EditorState {
  switch (event.type) {
    case 'select':
      // Selecting a row: closed (or another row's detail) to detail.
      if (isEditing(state)) return state;
      return { mode: 'detail', formValue: event.row, formOrig: event.row, selectedRowIndex: event.index };
    case 'edit':
      // Edit action: detail to edit, starting from the shown values.
      if (state.mode !== 'detail' || !mayEditRow(config, state.formOrig)) return state;
      return { ...state, mode: 'edit', formValue: state.formOrig };
    case 'editRow':
    case 'doubleClick':
      // A row's edit button, or a double click where editing is allowed: straight to edit.
      if (isEditing(state) || !mayEditRow(config, event.row)) return state;
      return { mode: 'edit', formValue: event.row, formOrig: event.row, selectedRowIndex: event.index };
    case 'add':
      if (isEditing(state) || config.allowNewRecord === false) return state;
      return { mode: 'new', formValue: event.initial, formOrig: undefined, selectedRowIndex: -1 };
    case 'change':
      if (!isEditing(state)) return state;
      return { ...state, formValue: event.value };
    case 'saved':
      if (state.mode === 'new') {
        return config.closeOnNew === false
          ? { mode: 'detail', formValue: event.record, formOrig: event.record, selectedRowIndex: event.index }
          : closed();
      }
      if (state.mode === 'edit') {
        if (config.closeOnSubmit === true || config.editButtonsAsColumns === true) return closed();
        // Back to detail with the form reset to the saved record, read-only.
        return { mode: 'detail', formValue: event.record, formOrig: event.record, selectedRowIndex: event.index };
      }
      return state;
    case 'cancel':
      if (state.mode === 'new') return closed();
      // Back to detail with the original values.
      if (state.mode === 'edit') return { ...state, mode: 'detail', formValue: state.formOrig };
      return state;
    case 'deleted':
      // Confirmed and done: the record is gone, so is its form.
      if (isEditing(state)) return state;
      return closed();
    case 'close':
      if (state.mode !== 'detail') return state;
      return closed();
  }
}
