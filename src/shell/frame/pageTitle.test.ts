import { describe, expect, it } from 'vitest';
import { pageTitle } from './pageTitle';

describe('pageTitle', () => {
  it('puts the most specific breadcrumb first and the product last', () => {
    expect(pageTitle([{ label: 'Nástenka', to: '/dashboard' }, { label: 'Technológie', to: '/technologia/vyhladanie' }, { label: 'SOLAR' }], undefined, 'EDC Portal')).toBe(
      'SOLAR – Technológie – Nástenka – EDC Portal',
    );
  });

  it('falls back to the heading, then to the product alone', () => {
    expect(pageTitle([], 'FAQ', 'EDC Core')).toBe('FAQ – EDC Core');
    expect(pageTitle([], undefined, 'EDC Core')).toBe('EDC Core');
  });
});
