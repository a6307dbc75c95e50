import { describe, expect, it } from 'vitest';
import { RqlError } from './parse';
import { formatSpringPage, formatSpringQuery, parseSpringQuery, readSpringPage } from './spring';

describe('formatSpringQuery', () => {
  it('page, size, repeated sort keys in order, then encoded filter parameters', () => {
    expect(
      formatSpringQuery({ page: 2, size: 25, sort: [{ field: 'nazov', dir: 'asc' }, { field: 'datOd', dir: 'desc' }], params: { nazov: 'Solár & syn, s.r.o.', stav: ['A', 'B'] } }),
    ).toBe('page=2&size=25&sort=nazov,asc&sort=datOd,desc&nazov=Sol%C3%A1r%20%26%20syn%2C%20s.r.o.&stav=A&stav=B');
    expect(formatSpringQuery({ page: 0, size: 10 })).toBe('page=0&size=10');
  });

  it('refuses what a server would misread', () => {
    expect(() => formatSpringQuery({ page: -1, size: 10 })).toThrow(RqlError);
    expect(() => formatSpringQuery({ page: 0, size: 1.5 })).toThrow(RqlError);
    expect(() => formatSpringQuery({ page: 0, size: 10, sort: [{ field: 'a,b', dir: 'asc' }] })).toThrow(RqlError);
    expect(() => formatSpringQuery({ page: 0, size: 10, params: { page: '3' } })).toThrow(RqlError);
    expect(() => formatSpringQuery({ page: 0, size: 10, params: { a: '\ud800' } })).toThrow(RqlError);
  });
});

describe('parseSpringQuery', () => {
  it('reads defaults, direction case and form-encoded spaces', () => {
    expect(parseSpringQuery('')).toEqual({ page: 0, size: 20 });
    expect(parseSpringQuery('?sort=nazov&sort=kod,DESC&q=a+b%2Bc', 50)).toEqual({
      page: 0,
      size: 50,
      sort: [{ field: 'nazov', dir: 'asc' }, { field: 'kod', dir: 'desc' }],
      params: { q: 'a b+c' },
    });
  });

  it('malformed input is RqlError', () => {
    for (const text of ['page=x', 'size=-1', 'page=1e3', 'sort=a,up', 'sort=,asc', 'sort=a,asc,x', 'q=%E0%A4%A', 'page=99999999999999999']) {
      expect(() => parseSpringQuery(text), text).toThrow(RqlError);
    }
  });
});

describe('Spring page bodies', () => {
  it('reads content with page.totalElements or flat totalElements', () => {
    expect(readSpringPage({ content: [1], page: { totalElements: 9 } })).toEqual({ content: [1], totalElements: 9 });
    expect(readSpringPage({ content: [], totalElements: 0 })).toEqual({ content: [], totalElements: 0 });
    expect(readSpringPage({ content: [1], page: { totalElements: -1 } })).toEqual({ content: [1] });
    expect(readSpringPage([1])).toBeUndefined();
    expect(readSpringPage({ rows: [] })).toBeUndefined();
    expect(readSpringPage(null)).toBeUndefined();
  });

  it('formatSpringPage writes what readSpringPage reads', () => {
    const body = formatSpringPage(['a', 'b'], { page: 1, size: 2 }, 5);
    expect(body).toEqual({ content: ['a', 'b'], page: { size: 2, number: 1, totalElements: 5, totalPages: 3 } });
    expect(readSpringPage(body)).toEqual({ content: ['a', 'b'], totalElements: 5 });
  });
});
