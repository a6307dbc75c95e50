import { describe, expect, it } from 'vitest';
import { eicCheckCharacter, isValidEic, withEicCheck } from './eicCheck';

describe('EIC check character', () => {
  it('accepts published ENTSO-E codes', () => {
    for (const code of ['10YSK-SEPS-----K', '10YCZ-CEPS-----N', '10YAT-APG------L', '10YHU-MAVIR----U', '10X1001A1001A094']) {
      expect(isValidEic(code)).toBe(true);
    }
  });

  it('rejects a wrong check character, a wrong length and foreign characters', () => {
    expect(isValidEic('10YSK-SEPS-----A')).toBe(false);
    expect(isValidEic('10YSK-SEPS----K')).toBe(false);
    expect(isValidEic('10ysk-seps-----K')).toBe(false);
    expect(eicCheckCharacter('24XÁ-----------')).toBeUndefined();
  });

  it('completes 15 characters to a valid code', () => {
    const code = withEicCheck('24XZSE-ENERGIA-');
    expect(code).toHaveLength(16);
    expect(isValidEic(code)).toBe(true);
  });
});
