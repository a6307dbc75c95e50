// zmluva/detail-portal/:entityType/:code (spec 2.2): the contract processes' entities a mailbox
// message, an activity or a rejection opens by code, and what their read-only page shows.
// (Their links: metadata/contractCodeLinks.ts, small for the dashboard's first download.)

/** One contract process entity: its label prefix (`${i18n}.field.*`, `${i18n}.enum.*`) and fields. */
export interface ContractProcessEntity {
  i18n: string;
  fields: readonly string[];
  /** Fields whose value is a code shown as `${i18n}.enum.${field}.${value}`. */
  enums: readonly string[];
  /** Fields in EUR. */
  money?: readonly string[];
  /** Fields holding an ISO date. */
  dates?: readonly string[];
}

export const CONTRACT_PROCESS_ENTITIES: Readonly<Record<string, ContractProcessEntity>> = {
  ZMLUVA_ZO: {
    i18n: 'workflow.zmluvaZo',
    fields: ['cisloZmluvy', 'ucastnik', 'stav', 'datumOd', 'kontaktMeno', 'kontaktEmail', 'poznamka', 'vyskaZabezpecenia', 'formaZabezpecenia', 'iban'],
    enums: ['stav', 'formaZabezpecenia'],
    money: ['vyskaZabezpecenia'],
    dates: ['datumOd'],
  },
  ZMLUVA_ZPU: {
    i18n: 'workflow.zmluvaZpu',
    fields: ['cisloZmluvy', 'ucastnik', 'stav', 'kontaktMeno', 'kontaktEmail', 'telefon', 'eicOdberneMiesto', 'instalovanyVykonKw', 'datumOd', 'sposobVysporiadania', 'iban'],
    enums: ['stav', 'sposobVysporiadania'],
    dates: ['datumOd'],
  },
};

/** The register's contracts by number open their own detail (zmluva/detail/:idZmluva). */
export const REGISTER_ENTITY_TYPE = 'ZMLUVA';

