import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { columnCellProps } from './columnLayout';
import { GridBodyRow } from './GridBodyRow';
import classes from './GridTable.module.css';
import type { GridColumn } from './types';

const columns: GridColumn[] = [
  { id: 'name', header: 'Name', render: (row) => String(row.name) },
  { id: 'link', header: 'Link', render: (row) => <a href="#x">{String(row.name)}</a> },
];
const cells = columns.map((_, i) => columnCellProps(classes.cell ?? '', i));

function cellsOf(name: string, fits?: readonly number[]) {
  const { container } = render(
    <table>
      <tbody>
        <GridBodyRow row={{ id: 1, name }} id="1" columns={columns} cells={cells} selected={undefined} active={false} interactive={false} selectLabel="" onToggle={() => undefined} fits={fits} />
      </tbody>
    </table>,
  );
  return [...container.querySelectorAll('td')];
}

describe('GridBodyRow clipping', () => {
  it('leaves the clip off plain text that fits and keeps it on longer text and on elements', () => {
    const [short, link] = cellsOf('abc', [3, 3]);
    expect(short?.classList.contains(classes.fits ?? '')).toBe(true);
    expect(link?.classList.contains(classes.fits ?? '')).toBe(false);
    const [long] = cellsOf('abcd', [3, 3]);
    expect(long?.classList.contains(classes.fits ?? '')).toBe(false);
  });

  it('clips every cell when the widths are not known', () => {
    const [short] = cellsOf('abc');
    expect(short?.classList.contains(classes.fits ?? '')).toBe(false);
    expect(short?.className).toBe(cells[0]?.className);
  });
});
