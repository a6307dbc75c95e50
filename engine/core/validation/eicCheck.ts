// ENTSO-E Energy Identification Code (EIC): 16 characters, the last one a check character.
// Shared by the client (EIC widget, validation catalogue) and the server (seed data, request checks).

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-';

/**
 * Check character for the first 15 characters of an EIC (ENTSO-E EIC Reference Manual):
 * characters are valued 0-9, A-Z = 10-35, '-' = 36; each is weighted 16 down to 2;
 * the check value is 36 - ((sum - 1) mod 37). Returns undefined for text that cannot be an EIC
 * and for a check value of 36, which no issuing office assigns ('-' is not allowed as check).
 */
export function eicCheckCharacter(first15: string): string | undefined {
  if (first15.length !== 15) return undefined;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const value = ALPHABET.indexOf(first15[i] as string);
    if (value < 0) return undefined;
    sum += value * (16 - i);
  }
  const check = 36 - ((sum - 1) % 37);
  return check === 36 ? undefined : ALPHABET[check];
}

/** True for a 16-character EIC whose last character is the right check character. */
export function isValidEic(eic: string): boolean {
  if (eic.length !== 16) return false;
  const check = eicCheckCharacter(eic.slice(0, 15));
  return check !== undefined && check === eic[15];
}

/** Completes 15 characters to a valid EIC; throws when no valid check character exists. */
export function withEicCheck(first15: string): string {
  const check = eicCheckCharacter(first15);
  if (check === undefined) throw new Error(`No valid EIC check character for '${first15}'`);
  return first15 + check;
}
