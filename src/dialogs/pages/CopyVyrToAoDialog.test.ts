import { describe, expect, it } from 'vitest';
import { withEicCheck } from '../../../engine/core/validation/eicCheck';
import { eicProblem } from './CopyVyrToAoDialog';

describe('copy-vyr-to-ao EIC check', () => {
  const device = withEicCheck('24WAOTEST000001');

  it('takes a valid EIC of the prefix, and an empty optional one', () => {
    expect(eicProblem(device, '24W', true)).toBeUndefined();
    expect(eicProblem('', '24Z', false)).toBeUndefined();
  });

  it('names what is wrong with the catalogue keys', () => {
    expect(eicProblem('', '24W', true)).toEqual({ key: 'vyrobne-zariadenie.copy.required' });
    expect(eicProblem('24XZSE-ENERGIA-I', '24W', true)).toEqual({ key: 'validation.invalidEicPrefix', params: { prefix: '24W' } });
    const wrongCheck = device.slice(0, 15) + (device.endsWith('A') ? 'B' : 'A');
    expect(eicProblem(wrongCheck, '24W', true)).toEqual({ key: 'validation.invalidEic' });
    expect(eicProblem('24W123', '24W', true)).toEqual({ key: 'validation.invalidEic' });
  });
});
