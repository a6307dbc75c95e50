/** What of libphonenumber-js metadata the Slovak slice keeps. */
interface PhoneMetadata {
  version: number;
  countries: Record<string, unknown>;
}

/** The Slovak part of libphonenumber-js metadata: its calling code (+421) and its numbering plan. */
export function skPhoneMetadata(full: PhoneMetadata) {
  return { version: full.version, country_calling_codes: { 421: ['SK'] }, countries: { SK: full.countries['SK'] }, nonGeographic: {} };
}
