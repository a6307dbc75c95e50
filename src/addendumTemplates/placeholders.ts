/**
 * The placeholders an addendum template may use, as the server declares them
 * (server/zmluva/addendumText.ts ADDENDUM_PLACEHOLDERS; tests/agreement keeps the two equal).
 */
export const ADDENDUM_PLACEHOLDER_NAMES = [
  'cisloZmluvy',
  'typZmluvy',
  'nazovUcastnika',
  'icoUcastnika',
  'eicUcastnika',
  'datumPodpisu',
  'platnostOd',
  'platnostDo',
  'cisloDodatku',
  'platnostDodatku',
  'datum',
] as const;
