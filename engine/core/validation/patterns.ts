// The patterns the served schemas use, each by name with a message that says in words what the
// value may hold. The server's models take their `pattern` from here, and the form and the server
// name a refusal by the same key, so no user ever reads a regular expression. A length belongs in
// minLength/maxLength (their messages count characters), not in the pattern.

/** Named patterns of the served schemas. */
export const PATTERNS = {
  /** Codes of code books and catalogues: TECH_1. */
  upperCode: '^[A-Z0-9_]+$',
  /** Codes that start with a letter (template codes): MAIL_NOVY. */
  upperCodeLetterFirst: '^[A-Z][A-Z0-9_]*$',
  /** Codes that may hold a hyphen (block and addendum codes): AB-12. */
  upperCodeDash: '^[A-Z0-9_-]+$',
  /** A contract's number: ZML/2024-001. */
  contractNumber: '^[A-Z0-9_/-]+$',
  /** A permit's number: it starts with a digit or a capital; spaces, / and - inside. */
  permitNumber: '^[0-9A-Z][0-9A-Z/ -]*$',
  /** A manufacturer's serial number: SN-2024/001.a */
  serialNumber: '^[A-Za-z0-9][A-Za-z0-9/._-]*$',
  /** ISO 3166 alpha-2 country code: SK. */
  countryCode: '^[A-Z]{2}$',
  /** An aggregation block member's EIC: a device's (24W) or a metering point's (24Z). */
  eicDeviceOrPoint: '^24[WZ]',
  /** A code book item's code, as the operator types it: zmluva.priloha-1. */
  codeBookCode: '^[A-Za-z0-9][A-Za-z0-9._-]*$',
  /** A lower-case code with hyphens (a code book's root document type): zmluva-ds. */
  lowerCodeDash: '^[a-z][a-z-]*$',
  /** A file extension without its dot: pdf. */
  fileExtension: '^[a-z0-9]{1,10}$',
  /** A user name chosen at registration: jan.novak. */
  login: '^[a-z0-9][a-z0-9._-]*$',
  /** A postal code as five digits: 84101. */
  postalCodeDigits: '^[0-9]{5}$',
  /** A text that is more than spaces. */
  notBlank: '\\S',
  /** A stored document's id (set by an upload, never typed). */
  documentId: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
} as const;

export type PatternName = keyof typeof PATTERNS;

const NAME_OF = new Map<string, PatternName>(Object.entries(PATTERNS).map(([name, pattern]) => [pattern, name as PatternName]));

// A document list's type: `{root}.{type}`, a code of the root's document types (picked, never typed).
const DOCUMENT_TYPE = /\\\.\[a-z-\]\{1,60\}\$$/;

/** The pattern of a document list's types under a root (`reklamacia` → `reklamacia.*`). */
export function documentTypePattern(root: string): string {
  return `^${root.replace(/\./g, '\\.')}\\.[a-z-]{1,60}$`;
}

/** The name of a served pattern, or undefined for one this catalogue does not know. */
export function patternName(pattern: string): PatternName | 'documentType' | undefined {
  return NAME_OF.get(pattern) ?? (DOCUMENT_TYPE.test(pattern) ? 'documentType' : undefined);
}

/** The message key of a pattern's refusal: its own text, else a generic one that shows no pattern. */
export function patternMessageKey(pattern: string): string {
  const name = patternName(pattern);
  return name ? `engine.validation.patterns.${name}` : 'engine.validation.patterns.other';
}
