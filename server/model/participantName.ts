/**
 * SQL of the name of the market participant a row's column points at, for a computed field
 * (`expression`): `participantNameSql('zmluva')` names `zmluva.id_ucastnik_trhu`'s participant.
 */
export function participantNameSql(table: string, column = 'id_ucastnik_trhu'): string {
  return `(SELECT u.nazov FROM ucastnik_trhu u WHERE u.id_ucastnik_trhu = "${table}".${column})`;
}
