import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirectTarget';

const ROOT = '/portal/ui/';

describe('redirectTarget', () => {
  it('keeps local paths with their query and fragment', () => {
    expect(redirectTarget('/portal/ui/dashboard?x=1#a', ROOT)).toBe('/portal/ui/dashboard?x=1#a');
    expect(redirectTarget('/portal/ui/public/login-error', ROOT)).toBe('/portal/ui/public/login-error');
  });

  it('falls back for every way of naming another site', () => {
    for (const evil of ['//evil.example/', 'https://evil.example/', '/\t/evil.example', '/\n/evil.example', '/\\evil.example', '\\\\evil.example', ' //evil.example', 'http:evil.example', 'javascript:alert(1)', 'data:text/html,x']) {
      expect(redirectTarget(evil, ROOT), JSON.stringify(evil)).toBe(ROOT);
    }
  });

  it('falls back for what is not a string or too long', () => {
    expect(redirectTarget(undefined, ROOT)).toBe(ROOT);
    expect(redirectTarget(['/a'], ROOT)).toBe(ROOT);
    expect(redirectTarget('', ROOT)).toBe(ROOT);
    expect(redirectTarget(`/${'a'.repeat(2001)}`, ROOT)).toBe(ROOT);
  });

  it('never answers a character a header cannot carry', () => {
    for (const odd of ['/a\rb', '/a\u0000b', '/č/ž?q=ľ', '/a\u2028b', '/😀', '/a b', '/a\u00ffb\u0100']) {
      const target = redirectTarget(odd, ROOT);
      expect(target, JSON.stringify(odd)).toMatch(/^[\x21-\x7e]+$/);
      expect(target.startsWith('/')).toBe(true);
    }
  });
});
