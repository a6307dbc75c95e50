import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { ROW_HEIGHT } from './gridConstants';
import { useVirtualRows } from './useVirtualRows';

function List({ count }: { count: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const { indexes, before, after } = useVirtualRows(count, ref, 700);
  return (
    <div ref={ref} data-testid="scroller" style={{ height: 700, overflow: 'auto' }}>
      <div data-testid="before" style={{ height: before }} />
      {indexes.map((i) => (
        <div key={i} data-testid="row" style={{ height: ROW_HEIGHT }}>
          {i}
        </div>
      ))}
      <div data-testid="after" data-height={after} style={{ height: after }} />
    </div>
  );
}

describe('useVirtualRows', () => {
  // jsdom lays nothing out: the scroller measures 700 px high, as in a browser.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset.testid === 'scroller' ? 700 : 0;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('renders the visible rows with overscan, spacers for the rest, and follows the scroll', () => {
    render(<List count={10000} />);
    const rows = () => screen.getAllByTestId('row').map((r) => Number(r.textContent));
    // 700 px / 35 px = 20 visible rows, plus 5 overscan below.
    expect(rows()[0]).toBe(0);
    expect(rows().length).toBe(25);
    expect(screen.getByTestId('after').dataset.height).toBe(String((10000 - 25) * ROW_HEIGHT));

    const scroller = screen.getByTestId('scroller');
    act(() => {
      scroller.scrollTop = 100 * ROW_HEIGHT;
      scroller.dispatchEvent(new Event('scroll'));
    });
    expect(rows()[0]).toBe(95);
    expect(rows()).toContain(119);
    expect(screen.getByTestId('before').style.height).toBe(`${95 * ROW_HEIGHT}px`);
  });

  it('renders nothing for no rows', () => {
    render(<List count={0} />);
    expect(screen.queryAllByTestId('row')).toEqual([]);
    expect(screen.getByTestId('after').dataset.height).toBe('0');
  });
});
