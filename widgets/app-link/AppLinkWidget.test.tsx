import { describe, expect, it } from 'vitest';
import { isAppPath } from './AppLinkWidget';

describe('app-link', () => {
  it('links only in-application paths', () => {
    expect(isAppPath('/zmluva/detail-portal/ZMLUVA_ZO/ZO-2026-00012')).toBe(true);
    expect(isAppPath('//evil.example/x')).toBe(false);
    expect(isAppPath('https://evil.example/')).toBe(false);
    expect(isAppPath('/ x')).toBe(false);
    expect(isAppPath(null)).toBe(false);
  });
});
