/** What a rule reports: an i18n key (under `validation.` or `engine.validation.`) and its parameters. */
export interface Problem {
  key: string;
  params?: Record<string, string | number>;
}

/** The i18n key of a catalogue message named as in the spec (`validation_invalidPsc` → `validation.validation_invalidPsc`). */
export function messageKey(specKey: string): string {
  return `validation.${specKey}`;
}

/** A problem with a catalogue message. */
export function problem(specKey: string, params?: Record<string, string | number>): Problem {
  return params ? { key: messageKey(specKey), params } : { key: messageKey(specKey) };
}

/** What rules may depend on besides the value: the environment's holidays and today's date. */
export interface RuleContext {
  /** Non-working days (ISO dates) of the environment. */
  holidays: () => ReadonlySet<string>;
  /** Today as an ISO date (the server's clock on the server, the browser's in the UI). */
  today: () => string;
  /** Patterns of the known EIC prefix names (VE, AGR, ...); `_` stands for any character. */
  eicPrefixes: Readonly<Record<string, string>>;
}

/** Splits a list typed into one input: by whitespace, commas (and semicolons when asked), empty parts dropped. */
export function splitList(text: string, semicolons = false): string[] {
  return text.split(semicolons ? /[\s,;]+/ : /[\s,]+/).filter((part) => part !== '');
}
