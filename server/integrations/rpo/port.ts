/** The seat of a legal entity as the register publishes it (the address parts of forms-data 3). */
export interface RpoAddress {
  Ulica: string;
  PopisneCislo?: string;
  OrientacneCislo?: string;
  Psc: string;
  Mesto: string;
  IdStat: string;
}

/** One entry of the register of legal entities (RPO). */
export interface RpoEntry {
  ico: string;
  nazov: string;
  pravnaForma: string;
  adresa: RpoAddress;
  /** YYYY-MM-DD */
  datumVzniku: string;
  datumZmeny: string | null;
}

/**
 * The register of legal entities as the application needs it: one entry by IČO. The reference
 * server answers from stored data (storedRegister.ts); a deployment plugs in the public register's
 * API behind the same port.
 */
export interface RpoRegister {
  /** The entry of a valid IČO, or undefined when the register does not know it. */
  findByIco(ico: string): Promise<RpoEntry | undefined>;
}
