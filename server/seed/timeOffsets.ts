/** A deadline type: `dni` days, counted as working days when `anoPracDni`. */
export interface SeedTimeOffset {
  kod: string;
  dni: number;
  anoPracDni: boolean;
  popis: string;
}

export const TIME_OFFSETS: readonly SeedTimeOffset[] = [
  { kod: 'ZMENA_DODAVATELA', dni: 21, anoPracDni: false, popis: 'Lehota na zmenu dodávateľa elektriny' },
  { kod: 'DOPLNENIE_ZIADOSTI', dni: 10, anoPracDni: true, popis: 'Lehota na doplnenie neúplnej žiadosti' },
  { kod: 'VYBAVENIE_REKLAMACIE', dni: 30, anoPracDni: false, popis: 'Lehota na vybavenie reklamácie' },
  { kod: 'ODSTUPENIE_OD_ZMLUVY', dni: 14, anoPracDni: false, popis: 'Lehota na odstúpenie od zmluvy' },
  { kod: 'SCHVALENIE_ZMLUVY', dni: 5, anoPracDni: true, popis: 'Lehota na schválenie zmluvy prevádzkovateľom' },
  { kod: 'REGISTRACIA_ZARIADENIA', dni: 15, anoPracDni: true, popis: 'Lehota na registráciu výrobného zariadenia' },
];
