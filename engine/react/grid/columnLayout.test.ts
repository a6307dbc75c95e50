import { describe, expect, it } from 'vitest';
import { columnCellProps, columnLayout, textFitChars } from './columnLayout';

describe('columnLayout', () => {
  it('gives every column its width and, when none grows, the spare width in proportion', () => {
    expect(
      columnLayout([
        { width: 120, grows: false },
        { width: 40, grows: false },
      ]),
    ).toEqual({
      '--gw0': '120px',
      '--gg0': 120,
      '--gw1': '40px',
      '--gg1': 40,
      '--grid-min-width': '160px',
    });
  });

  it('gives the spare width to the growing columns in equal parts; the table is never narrower than all widths', () => {
    const vars = columnLayout([
      { width: 100, grows: false },
      { width: 200, grows: true },
      { width: 50, grows: false },
      { width: 240, grows: true },
    ]) as Record<string, unknown>;
    expect([vars['--gg0'], vars['--gg1'], vars['--gg2'], vars['--gg3']]).toEqual([0, 1, 0, 1]);
    // A growing column starts at its own width, not at nothing (it was 0 px and shrank to its padding).
    expect([vars['--gw1'], vars['--gw3']]).toEqual(['200px', '240px']);
    expect(vars['--grid-min-width']).toBe('590px');
  });
});

describe('columnCellProps', () => {
  it('names the width class of the first 40 columns and puts the flex inline after them', () => {
    const first = columnCellProps('cell', 0);
    expect(first.className).toMatch(/^cell \S+$/);
    expect(first.style).toBeUndefined();
    expect(columnCellProps('cell', 1).className).not.toBe(first.className);
    expect(columnCellProps('cell', 40)).toEqual({ className: 'cell', style: { flex: 'var(--gg40) 0 var(--gw40)' } });
  });
});

describe('textFitChars', () => {
  it('counts the characters that fit in a column less its padding at one em each', () => {
    // 120 px less 2 x 10 px padding = 100 px; 14 px per character: 7.
    expect(textFitChars([120, 35, 48].map((width) => ({ width, grows: false })), 16)).toEqual([7, 1, 2]);
  });

  it('scales with the root font size; a growing column counts its start width; too narrow gets 0', () => {
    // 120 px less 2 x 12.5 px = 95 px; 17.5 px per character: 5.
    expect(
      textFitChars(
        [
          { width: 120, grows: false },
          { width: 200, grows: true },
          { width: 10, grows: false },
        ],
        20,
      ),
    ).toEqual([5, 10, 0]);
  });
});
