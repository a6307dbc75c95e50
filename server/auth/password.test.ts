import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and rejects others', async () => {
    const stored = await hashPassword('producer');
    expect(stored.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword('producer', stored)).toBe(true);
    expect(await verifyPassword('Producer', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts each hash and never matches a malformed one', async () => {
    expect(await hashPassword('x')).not.toBe(await hashPassword('x'));
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$AAAA$BBBB')).toBe(false);
  });
});
