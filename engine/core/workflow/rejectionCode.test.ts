import { describe, expect, it } from 'vitest';
import { processRejectionCode, rejectedProcessId } from './rejectionCode';

describe('rejection codes that name a contract process', () => {
  it('reads back the process a decline wrote', () => {
    expect(rejectedProcessId(processRejectionCode(42))).toBe(42);
  });

  it('names no process for other codes, so the rejection opens its own detail', () => {
    expect(rejectedProcessId('ZAM-0003')).toBeUndefined();
    expect(rejectedProcessId('ZAM-P')).toBeUndefined();
    expect(rejectedProcessId('ZAM-P12x')).toBeUndefined();
    expect(rejectedProcessId('ZO-2026-00012')).toBeUndefined();
  });
});
