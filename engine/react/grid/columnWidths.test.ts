import { describe, expect, it } from 'vitest';
import { columnWidths, LONG_TEXT_MIN_WIDTH, typicalColumnWidth } from './columnWidths';

// 8 px per character: easy sums; 16 px root font, so 20 px of padding per cell.
const textWidth = (text: string) => text.length * 8;

describe('columnWidths', () => {
  it('widens a declared width to its whole header, the sort mark and the padding included', () => {
    // "Typ používateľa" (15) + " ▲" (2) = 17 characters = 136 px, + 1 px rounding + 20 px padding.
    expect(columnWidths([{ header: 'Typ používateľa', sortable: true, width: 110 }], textWidth, 16)).toEqual([{ width: 157, grows: false }]);
    // Without a sort the mark is not reserved.
    expect(columnWidths([{ header: 'Typ používateľa', sortable: false, width: 110 }], textWidth, 16)).toEqual([{ width: 141, grows: false }]);
  });

  it('keeps a declared width its header fits in', () => {
    expect(columnWidths([{ header: 'EIC', sortable: true, width: 170 }], textWidth, 16)).toEqual([{ width: 170, grows: false }]);
  });

  it('gives a long-text column at least its least width, and the leftover (grows)', () => {
    expect(columnWidths([{ header: 'Názov', sortable: true }], textWidth, 16)).toEqual([{ width: LONG_TEXT_MIN_WIDTH, grows: true }]);
    const long = 'Názov účastníka trhu a jeho obchodné meno';
    expect(columnWidths([{ header: long, sortable: false }], textWidth, 16)).toEqual([{ width: long.length * 8 + 21, grows: true }]);
  });

  it('keeps a width the user set, even narrower than the header', () => {
    expect(columnWidths([{ header: 'Posledné prihlásenie', sortable: true, width: 160, userWidth: 60 }], textWidth, 16)).toEqual([{ width: 60, grows: false }]);
    expect(columnWidths([{ header: 'Názov', sortable: true, userWidth: 90 }], textWidth, 16)).toEqual([{ width: 90, grows: false }]);
  });

  it('leaves a column without a header (check-box, edit button) at its width', () => {
    expect(columnWidths([{ header: '', sortable: false, width: 35 }], textWidth, 16)).toEqual([{ width: 35, grows: false }]);
  });

  it('scales the padding with the root font size', () => {
    // 20 px root: 12.5 px padding each side, 25 px.
    expect(columnWidths([{ header: 'Stav', sortable: false, width: 10 }], textWidth, 20)).toEqual([{ width: 32 + 1 + 25, grows: false }]);
  });
});

describe('typicalColumnWidth', () => {
  it('has a width for dates, amounts and enums, none for long texts', () => {
    expect(typicalColumnWidth('date')).toBe(120);
    expect(typicalColumnWidth('datetime')).toBeGreaterThan(typicalColumnWidth('date') ?? Infinity);
    expect(typicalColumnWidth('eur')).toBeGreaterThan(typicalColumnWidth('number0') ?? Infinity);
    expect(typicalColumnWidth('enum')).toBeDefined();
    expect(typicalColumnWidth('text')).toBeUndefined();
    expect(typicalColumnWidth(undefined)).toBeUndefined();
    expect(typicalColumnWidth('legalEntity')).toBeUndefined();
  });
});
