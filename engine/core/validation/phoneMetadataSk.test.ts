import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePhoneNumberFromString as parseWithWorld } from 'libphonenumber-js/max';
import { skPhoneMetadata } from './phoneMetadataSlice';
import { PHONE_METADATA_SK } from './phoneMetadataSk';
import { formatPhone, normalizePhone } from './phone';

const full = JSON.parse(readFileSync(new URL('../../../node_modules/libphonenumber-js/metadata.max.json', import.meta.url), 'utf8')) as { version: number; countries: Record<string, unknown> };

describe('the Slovak phone metadata', () => {
  it('is the Slovak slice of the installed libphonenumber-js (run scripts/phone-metadata-sk.ts after an upgrade)', () => {
    expect(PHONE_METADATA_SK).toEqual(skPhoneMetadata(full));
  });

  it('judges Slovak numbers as the world metadata does', () => {
    const samples = ['0908 123 456', '+421 2 5443 1234', '00421 905 000 111', '02/4920 1111', '0911 12345', '0999 999 999', '+420 603 123 456', '0044 20 7946 0018', '123'];
    for (const text of samples) {
      const compact = text.replace(/[\s\-()/.]/g, '').replace(/^00/, '+');
      const world = parseWithWorld(compact, 'SK');
      const expected = world && world.isValid() && world.country === 'SK' ? world.number : undefined;
      expect(normalizePhone(text), text).toBe(expected);
    }
    expect(normalizePhone('0908 123 456')).toBe('+421908123456');
    expect(formatPhone('+421908123456')).toBe('+421 908 123 456');
    // A foreign number is not a Slovak one, and shows as stored.
    expect(normalizePhone('+420 603 123 456')).toBeUndefined();
    expect(formatPhone('+420603123456')).toBe('+420603123456');
  });
});
