import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { PHONE_METADATA_SK } from './phoneMetadataSk';
import type { Problem } from './problem';
import { problem, splitList } from './problem';

/**
 * A typed Slovak phone number in E.164 (`+421908123456`), or undefined when it is not a real SK
 * number. Accepts +421…, 00421… and national 0…; spaces, dashes and brackets are ignored.
 * The Slovak slice of the full metadata knows the real number ranges, not only lengths.
 */
export function normalizePhone(text: string): string | undefined {
  const compact = text.replace(/[\s\-()/.]/g, '');
  if (!/^(\+|00)?\d+$/.test(compact)) return undefined;
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  const phone = parsePhoneNumberFromString(international, 'SK', PHONE_METADATA_SK);
  return phone && phone.isValid() && phone.country === 'SK' ? phone.number : undefined;
}

/** A stored (E.164) phone number shown the Slovak way: `+421 908 123 456`; other text unchanged. */
export function formatPhone(value: string): string {
  const phone = /^\+\d+$/.test(value) ? parsePhoneNumberFromString(value, PHONE_METADATA_SK) : undefined;
  return phone && phone.isValid() ? phone.formatInternational() : value;
}

/** A stored phone number must be a valid SK number in E.164. */
export function phoneProblem(value: string): Problem | undefined {
  return normalizePhone(value) === value ? undefined : problem('validation_phoneNumber');
}

/** A mobile number of a list: +421, a digit 1-9, 8 more digits. */
const MOBILE = /^\+421[1-9]\d{8}$/;

/** Each number of a list (space or comma separated) must be a mobile number in +421 form. */
export function mobileListProblem(value: string): Problem | undefined {
  const bad = splitList(value).find((n) => !MOBILE.test(n));
  return bad === undefined ? undefined : problem('invalidMobileNumber', { value: bad });
}
