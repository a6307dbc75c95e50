import { describe, expect, it } from 'vitest';
import { newUuid } from './ids';
import { joinUrl, resolveLocation } from './url';

describe('joinUrl', () => {
  it('joins base, path and query', () => {
    expect(joinUrl('/portalbl/svc/', '/a/b/', 'limit(1,0)')).toBe('/portalbl/svc/a/b/?limit(1,0)');
    expect(joinUrl('/portalbl/svc', 'a', '?x')).toBe('/portalbl/svc/a?x');
    expect(joinUrl('/svc', '/a?cb=1', 'x')).toBe('/svc/a?cb=1&x');
    expect(joinUrl('/svc', 'https://elsewhere.test/f.json')).toBe('https://elsewhere.test/f.json');
    expect(joinUrl('/svc', '/a', '')).toBe('/svc/a');
  });
});

describe('resolveLocation', () => {
  it('resolves against the request URL', () => {
    expect(resolveLocation('/portalbl/svc/t/5', 'http://h.test:8080/portalbl/svc/t/')).toBe('http://h.test:8080/portalbl/svc/t/5');
    expect(resolveLocation('5', 'http://h.test/portalbl/svc/t/')).toBe('http://h.test/portalbl/svc/t/5');
    expect(resolveLocation('https://x.test/a', 'http://h.test/')).toBe('https://x.test/a');
  });

  it('keeps a path when the request URL is relative and there is no page (Node)', () => {
    expect(resolveLocation('/portalbl/svc/t/5', '/portalbl/svc/t/')).toBe('/portalbl/svc/t/5');
  });
});

describe('newUuid', () => {
  it('gives distinct v4 ids', () => {
    const ids = new Set(Array.from({ length: 100 }, newUuid));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
