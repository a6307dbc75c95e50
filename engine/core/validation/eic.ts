import { eicCheckCharacter } from './eicCheck';
import type { Problem } from './problem';
import { problem, splitList } from './problem';

/** EIC length (spec section 9). */
export const EIC_LENGTH = 16;

/** Characters an EIC may hold; inputs are limited to these. */
export const EIC_CHARS = /^[A-Z0-9-]*$/;

/** Type letters at position 3 (X party, Y area, Z metering point, W resource, V location, T tie line, A substation). */
const TYPE_LETTERS = 'XYZWVTA';

/** Known EIC prefix names (participant roles); each a participant, so its third letter is X. */
export const KNOWN_EIC_PREFIXES: readonly string[] = ['VE', 'AGR', 'AKU', 'AO', 'ES', 'DOD', 'PS', 'PDS', 'MDS', 'VT'];

/** Default pattern of every known prefix name: any office, then X (the participant rule). */
export const DEFAULT_EIC_PREFIXES: Readonly<Record<string, string>> = Object.fromEntries(KNOWN_EIC_PREFIXES.map((name) => [name, '__X']));

/** Keeps what may be typed into an EIC input: uppercase, allowed characters, at most 16. */
export function cleanEicInput(text: string, maxLength = EIC_LENGTH): string {
  return text.toUpperCase().replace(/[^A-Z0-9-]/g, '').slice(0, maxLength);
}

/** The first problem of one EIC: characters, length, a character at a wrong position, the check character. */
export function eicProblem(value: string): Problem | undefined {
  const bad = [...new Set(value.replace(/[A-Z0-9-]/g, ''))];
  if (bad.length > 0) return problem('invalidEicChars', { chars: bad.join(' ') });
  if (value.length !== EIC_LENGTH) return problem('invalidEic', { length: EIC_LENGTH });
  for (const position of [0, 1]) {
    const char = value[position] as string;
    if (!/[0-9]/.test(char)) return problem('invalidEicCharOnPosition', { char, position: position + 1 });
  }
  const type = value[2] as string;
  if (!TYPE_LETTERS.includes(type)) return problem('invalidEicCharOnPosition', { char: type, position: 3 });
  const check = eicCheckCharacter(value.slice(0, 15));
  if (check === undefined || check !== value[15]) return problem('invalidEicCheckChar', { char: value[15] as string });
  return undefined;
}

/** Whether an EIC starts with a pattern where `_` is any character. */
export function matchesEicPattern(eic: string, pattern: string): boolean {
  if (pattern.length > eic.length) return false;
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i];
    if (p !== '_' && p !== eic[i]) return false;
  }
  return true;
}

/**
 * Checks the prefix of an EIC against configured patterns or known prefix names (any one may match).
 * A known name stands for its pattern in `known` (by default `__X`: the participant rule).
 */
export function eicPrefixProblem(eic: string, prefixes: readonly string[], known: Readonly<Record<string, string>>): Problem | undefined {
  const patterns = prefixes.map((p) => known[p] ?? p);
  if (patterns.length === 0 || patterns.some((p) => matchesEicPattern(eic, p))) return undefined;
  return problem('invalidEicPrefix', { prefix: [...new Set(patterns.map((p) => p.replace(/_/g, '?')))].join(', ') });
}

/** Entries of a multi-EIC text (space, comma or semicolon separated). */
export function splitEics(text: string): string[] {
  return splitList(text, true);
}

/** The first problem of a multi-EIC text: each entry's own, with the entry named. */
export function eicListProblem(text: string): Problem | undefined {
  for (const eic of splitEics(text)) {
    const p = eicProblem(eic);
    if (p) return { key: p.key, params: { ...p.params, value: eic } };
  }
  return undefined;
}
