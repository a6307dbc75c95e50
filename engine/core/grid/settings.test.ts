import { describe, expect, it } from 'vitest';
import {
  GRID_SETTINGS_VERSION,
  MIN_COLUMN_WIDTH,
  defaultGridSettings,
  isCustomized,
  migrateGridSettings,
  moveColumn,
  moveColumnTo,
  setColumnHidden,
  setColumnWidth,
  visibleColumnIds,
} from './settings';

const ids = ['kod', 'nazov', 'stav', 'platnostOd'];

describe('migrateGridSettings', () => {
  it('keeps version 2 settings, dropping unknown columns and appending new ones', () => {
    const stored = { version: 2, order: ['stav', 'gone', 'kod'], hidden: ['nazov', 'gone'], widths: { kod: 200, gone: 50 } };
    expect(migrateGridSettings(stored, ids)).toEqual({
      version: GRID_SETTINGS_VERSION,
      order: ['stav', 'kod', 'nazov', 'platnostOd'],
      hidden: ['nazov'],
      widths: { kod: 200 },
    });
  });

  it('migrates version 1 (one entry per column) to version 2', () => {
    const v1 = { version: 1, columns: [{ id: 'nazov', visible: false, width: 10 }, { id: 'kod', width: 90 }, { bogus: true }] };
    expect(migrateGridSettings(v1, ids)).toEqual({
      version: 2,
      order: ['nazov', 'kod', 'stav', 'platnostOd'],
      hidden: ['nazov'],
      widths: { nazov: MIN_COLUMN_WIDTH, kod: 90 },
    });
  });

  it('falls back to the defaults for unknown versions and garbage', () => {
    expect(migrateGridSettings({ version: 7, order: ['stav'] }, ids)).toEqual(defaultGridSettings(ids));
    expect(migrateGridSettings('nonsense', ids)).toEqual(defaultGridSettings(ids));
    expect(migrateGridSettings(null, ids)).toEqual(defaultGridSettings(ids));
  });

  it('never leaves every column hidden', () => {
    expect(migrateGridSettings({ version: 2, order: ids, hidden: ids, widths: {} }, ids).hidden).toEqual([]);
  });
});

describe('column chooser operations', () => {
  const base = defaultGridSettings(ids);

  it('hides and shows columns, but not the last visible one', () => {
    let s = setColumnHidden(base, 'nazov', true);
    expect(visibleColumnIds(s)).toEqual(['kod', 'stav', 'platnostOd']);
    s = setColumnHidden(setColumnHidden(setColumnHidden(s, 'kod', true), 'stav', true), 'platnostOd', true);
    expect(visibleColumnIds(s)).toEqual(['platnostOd']);
    expect(visibleColumnIds(setColumnHidden(s, 'nazov', false))).toEqual(['nazov', 'platnostOd']);
  });

  it('moves columns up and down, clamped to the ends, and to another column', () => {
    expect(moveColumn(base, 'stav', -1).order).toEqual(['kod', 'stav', 'nazov', 'platnostOd']);
    expect(moveColumn(base, 'kod', -1)).toBe(base);
    expect(moveColumn(base, 'kod', 10).order).toEqual(['nazov', 'stav', 'platnostOd', 'kod']);
    expect(moveColumnTo(base, 'platnostOd', 'kod').order).toEqual(['platnostOd', 'kod', 'nazov', 'stav']);
  });

  it('clamps widths and reports customization', () => {
    expect(setColumnWidth(base, 'kod', 5).widths.kod).toBe(MIN_COLUMN_WIDTH);
    expect(setColumnWidth(base, 'nope', 100)).toBe(base);
    expect(isCustomized(base, ids)).toBe(false);
    expect(isCustomized(moveColumn(base, 'kod', 1), ids)).toBe(true);
    expect(isCustomized(setColumnWidth(base, 'kod', 100), ids)).toBe(true);
  });
});
