import { describe, expect, it } from 'vitest';
import { editorActions, editorReducer, initialEditorState } from './editorMachine';
import type { EditorConfig, EditorState } from './editorMachine';

const a = { id: 1, nazov: 'A' };
const b = { id: 2, nazov: 'B' };
const detailA: EditorState = { mode: 'detail', formValue: a, formOrig: a, selectedRowIndex: 0 };
const editA: EditorState = { mode: 'edit', formValue: { ...a, nazov: 'A2' }, formOrig: a, selectedRowIndex: 0 };
const newRow: EditorState = { mode: 'new', formValue: { nazov: 'N' }, formOrig: undefined, selectedRowIndex: -1 };

describe('form editor transitions (forms-data.md 4)', () => {
  it('select: closed to detail, and detail to another row', () => {
    expect(editorReducer(initialEditorState, { type: 'select', row: a, index: 0 })).toEqual(detailA);
    expect(editorReducer(detailA, { type: 'select', row: b, index: 1 })).toEqual({ mode: 'detail', formValue: b, formOrig: b, selectedRowIndex: 1 });
  });

  it('select is ignored while editing or adding (nothing typed is lost)', () => {
    expect(editorReducer(editA, { type: 'select', row: b, index: 1 })).toBe(editA);
    expect(editorReducer(newRow, { type: 'select', row: b, index: 1 })).toBe(newRow);
  });

  it('edit: detail to edit with the shown values; refused without permission or by a row rule', () => {
    expect(editorReducer(detailA, { type: 'edit' })).toEqual({ ...detailA, mode: 'edit' });
    expect(editorReducer(detailA, { type: 'edit' }, { allowEdit: false })).toBe(detailA);
    expect(editorReducer(detailA, { type: 'edit' }, { canEditRow: (r) => r.id !== 1 })).toBe(detailA);
    expect(editorReducer(initialEditorState, { type: 'edit' })).toBe(initialEditorState);
  });

  it('double click: to edit where editing is allowed, not otherwise', () => {
    expect(editorReducer(initialEditorState, { type: 'doubleClick', row: b, index: 1 })).toEqual({ mode: 'edit', formValue: b, formOrig: b, selectedRowIndex: 1 });
    expect(editorReducer(detailA, { type: 'doubleClick', row: b, index: 1 }, { allowEdit: false })).toBe(detailA);
    expect(editorReducer(editA, { type: 'doubleClick', row: b, index: 1 })).toBe(editA);
  });

  it('edit button in a row (edit buttons as columns): straight to edit of that row', () => {
    const config: EditorConfig = { editButtonsAsColumns: true };
    expect(editorReducer(initialEditorState, { type: 'editRow', row: a, index: 0 }, config)).toEqual({ mode: 'edit', formValue: a, formOrig: a, selectedRowIndex: 0 });
  });

  it('add: to new from closed or detail; refused while editing or without allowNewRecord', () => {
    expect(editorReducer(initialEditorState, { type: 'add', initial: { nazov: 'N' } })).toEqual(newRow);
    expect(editorReducer(detailA, { type: 'add', initial: { nazov: 'N' } })).toEqual(newRow);
    expect(editorReducer(editA, { type: 'add', initial: {} })).toBe(editA);
    expect(editorReducer(initialEditorState, { type: 'add', initial: {} }, { allowNewRecord: false })).toBe(initialEditorState);
  });

  it('change: updates the form only while editing or adding', () => {
    expect(editorReducer(editA, { type: 'change', value: { ...a, nazov: 'X' } }).formValue).toEqual({ ...a, nazov: 'X' });
    expect(editorReducer(detailA, { type: 'change', value: b })).toBe(detailA);
  });

  it('save from new: closed by default, detail of the saved record when closeOnNew is false', () => {
    const saved = { id: 3, nazov: 'N' };
    expect(editorReducer(newRow, { type: 'saved', record: saved, index: 2 })).toEqual(initialEditorState);
    expect(editorReducer(newRow, { type: 'saved', record: saved, index: 2 }, { closeOnNew: false })).toEqual({
      mode: 'detail',
      formValue: saved,
      formOrig: saved,
      selectedRowIndex: 2,
    });
  });

  it('save from edit: detail reset to the saved record; closed with closeOnSubmit or edit buttons as columns', () => {
    const saved = { id: 1, nazov: 'A2', verzia: 2 };
    expect(editorReducer(editA, { type: 'saved', record: saved, index: 0 })).toEqual({ mode: 'detail', formValue: saved, formOrig: saved, selectedRowIndex: 0 });
    expect(editorReducer(editA, { type: 'saved', record: saved, index: 0 }, { closeOnSubmit: true })).toEqual(initialEditorState);
    expect(editorReducer(editA, { type: 'saved', record: saved, index: 0 }, { editButtonsAsColumns: true })).toEqual(initialEditorState);
    expect(editorReducer(detailA, { type: 'saved', record: saved, index: 0 })).toBe(detailA);
  });

  it('cancel: new to closed; edit back to detail with the original values', () => {
    expect(editorReducer(newRow, { type: 'cancel' })).toEqual(initialEditorState);
    expect(editorReducer(editA, { type: 'cancel' })).toEqual(detailA);
    expect(editorReducer(detailA, { type: 'cancel' })).toBe(detailA);
  });

  it('deleted (after confirmation): closes; never while editing', () => {
    expect(editorReducer(detailA, { type: 'deleted' })).toEqual(initialEditorState);
    expect(editorReducer(editA, { type: 'deleted' })).toBe(editA);
  });

  it('close: detail to closed', () => {
    expect(editorReducer(detailA, { type: 'close' })).toEqual(initialEditorState);
    expect(editorReducer(editA, { type: 'close' })).toBe(editA);
  });
});

describe('enabled actions', () => {
  it('disables add, edit and delete while editing or adding', () => {
    for (const state of [editA, newRow]) {
      const actions = editorActions(state, {});
      expect([actions.canAdd, actions.canEdit, actions.canDelete, actions.canSelect]).toEqual([false, false, false, false]);
      expect(actions.canEditRowButton(a)).toBe(false);
      expect([actions.canSave, actions.canCancel]).toEqual([true, true]);
    }
  });

  it('follows allowEdit, allowDelete, allowNewRecord and per-row rules in detail', () => {
    expect(editorActions(detailA, {})).toMatchObject({ canAdd: true, canEdit: true, canDelete: true, canSave: false });
    expect(editorActions(detailA, { allowEdit: false, allowDelete: false, allowNewRecord: false })).toMatchObject({ canAdd: false, canEdit: false, canDelete: false });
    const rules: EditorConfig = { canEditRow: (r) => r.id === 2, canDeleteRow: (r) => r.id === 1 };
    expect(editorActions(detailA, rules)).toMatchObject({ canEdit: false, canDelete: true });
    expect(editorActions(initialEditorState, rules).canEditRowButton(b)).toBe(true);
    expect(editorActions(initialEditorState, rules).canDeleteRowButton(b)).toBe(false);
    expect(editorActions(initialEditorState, {})).toMatchObject({ canEdit: false, canDelete: false, canAdd: true });
  });
});
