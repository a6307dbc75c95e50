import { describe, expect, it } from 'vitest';
import { columnCellProps, columnLayout, textFitChars } from './columnLayout';

describe('columnLayout', () => {
  it('gives every column its width and, when all have one, the spare width in proportion', () => {
    expect(columnLayout([120, 40])).toEqual({
      '--gw0': '120px',
      '--gg0': 120,
      '--gw1': '40px',
      '--gg1': 40,
      '--grid-min-width': 'calc(160px + 0 * 2 * var(--mantine-spacing-xs))',
    });
  });

  it('gives the spare width to the columns without a width, in equal parts', () => {
    const vars = columnLayout([100, undefined, 50, undefined]) as Record<string, unknown>;
    expect([vars['--gg0'], vars['--gg1'], vars['--gg2'], vars['--gg3']]).toEqual([0, 1, 0, 1]);
    expect([vars['--gw1'], vars['--gw3']]).toEqual(['0px', '0px']);
    expect(vars['--grid-min-width']).toBe('calc(150px + 2 * 2 * var(--mantine-spacing-xs))');
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
    expect(textFitChars([120, 35, 48], 16)).toEqual([7, 1, 2]);
  });

  it('scales with the root font size; a column without a width or too narrow gets 0', () => {
    // 120 px less 2 x 12.5 px = 95 px; 17.5 px per character: 5.
    expect(textFitChars([120, undefined, 10], 20)).toEqual([5, 0, 0]);
  });
});
