import { describe, expect, it } from 'vitest';
import { parseNewsText, safeHref } from './newsText';

describe('parseNewsText', () => {
  it('turns [label](address) into a link between plain text', () => {
    expect(parseNewsText('See the [announcement](https://www.okte.sk/) now.')).toEqual([
      { kind: 'text', text: 'See the ' },
      { kind: 'link', label: 'announcement', href: 'https://www.okte.sk/' },
      { kind: 'text', text: ' now.' },
    ]);
  });

  it('accepts the address in braces and relative addresses', () => {
    expect(parseNewsText('[form]({/skupina-zdielania/vyhladanie})')).toEqual([{ kind: 'link', label: 'form', href: '/skupina-zdielania/vyhladanie' }]);
  });

  it('keeps a javascript: link as its plain label', () => {
    expect(parseNewsText('Never click a [verify link](javascript:alert(1)).')).toEqual([{ kind: 'text', text: 'Never click a verify link.' }]);
  });

  it('finds several links', () => {
    const parts = parseNewsText('[a](http://a.sk) and [b](https://b.sk)');
    expect(parts.filter((p) => p.kind === 'link')).toHaveLength(2);
  });

  it('leaves text without links alone', () => {
    expect(parseNewsText('Plain [text] (not a link)')).toEqual([{ kind: 'text', text: 'Plain [text] (not a link)' }]);
  });
});

describe('safeHref', () => {
  it('allows http, https and relative addresses', () => {
    expect(safeHref('https://x.sk/a?b=1')).toBe('https://x.sk/a?b=1');
    expect(safeHref('HTTP://x.sk')).toBe('HTTP://x.sk');
    expect(safeHref('/dashboard')).toBe('/dashboard');
    expect(safeHref('faq#q1')).toBe('faq#q1');
  });

  it('refuses every other scheme, however disguised', () => {
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:x', 'java\tscript:x', 'java\nscript:x', 'data:text/html,x', 'vbscript:x', 'mailto:a@b.sk', '//evil.example/x', '\\\\evil.example', '/\\evil.example', '\\/evil.example', '']) {
      expect(safeHref(bad), bad).toBeUndefined();
    }
  });
});
