export type { EditorRecord, EditorMode, EditorState, EditorConfig, EditorEvent } from './editorMachine';
export { initialEditorState, editorReducer, editorActions, mayEditRow, mayDeleteRow } from './editorMachine';
