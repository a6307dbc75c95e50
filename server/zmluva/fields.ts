import type { FieldDef } from '../model/entity';
import { participantNameSql } from '../model/participantName';

/** The contract register's API fields and their columns (model/zmluva.ts; actions read rows with them). */
export const ZMLUVA_FIELDS: Readonly<Record<string, FieldDef>> = {
  idZmluva: { column: 'id_zmluva', type: 'integer' },
  cisloZmluvy: { column: 'cislo_zmluvy', type: 'string', foldColumn: 'cislo_fold' },
  typZmluvy: { column: 'typ_zmluvy', type: 'string' },
  stav: { column: 'stav', type: 'string' },
  idUcastnikTrhu: { column: 'id_ucastnik_trhu', type: 'integer' },
  // The participant's name and EIC, read from the participant (read-only, filterable).
  ucastnikNazov: {
    column: 'id_ucastnik_trhu',
    type: 'string',
    expression: participantNameSql('zmluva'),
  },
  ucastnikEic: {
    column: 'id_ucastnik_trhu',
    type: 'string',
    expression: '(SELECT u.eic::text FROM ucastnik_trhu u WHERE u.id_ucastnik_trhu = "zmluva".id_ucastnik_trhu)',
  },
  // Name and EIC together: the one participant filter of the search matches either.
  ucastnik: {
    column: 'id_ucastnik_trhu',
    type: 'string',
    expression: `(SELECT u.nazov || ' ' || u.eic FROM ucastnik_trhu u WHERE u.id_ucastnik_trhu = "zmluva".id_ucastnik_trhu)`,
  },
  datumPodpisu: { column: 'datum_podpisu', type: 'date' },
  platnostOd: { column: 'platnost_od', type: 'date' },
  platnostDo: { column: 'platnost_do', type: 'date' },
  predmet: { column: 'predmet', type: 'string' },
  kontakty: { column: 'kontakty', type: 'json' },
  dokumenty: { column: 'dokumenty', type: 'json' },
  dovodUkoncenia: { column: 'dovod_ukoncenia', type: 'string' },
  datumUkoncenia: { column: 'datum_ukoncenia', type: 'date' },
  // In process and kept by that process (server/zmluva/register.ts): its steps write the row, so
  // nobody else may (metadata detail.editableIf). A row entered by staff in process stays theirs.
  meniProces: {
    column: 'proces_entita',
    type: 'boolean',
    expression: `("zmluva".stav = 'V_PROCESE' AND "zmluva".proces_entita IS NOT NULL)`,
  },
  verzia: { column: 'verzia', type: 'integer' },
};
