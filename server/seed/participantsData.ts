// Building blocks of the participant and user volume seed: real Slovak towns with their postal
// codes, streets, banks, given names and surnames. Combined by a seeded PRNG (participantsSeed.ts).

/** A town, its PSČ and cadastral area. */
export interface Town {
  mesto: string;
  psc: string;
}

export const TOWNS: readonly Town[] = [
  { mesto: 'Bratislava', psc: '81101' },
  { mesto: 'Bratislava', psc: '82108' },
  { mesto: 'Bratislava', psc: '83104' },
  { mesto: 'Bratislava', psc: '85101' },
  { mesto: 'Košice', psc: '04001' },
  { mesto: 'Košice', psc: '04011' },
  { mesto: 'Prešov', psc: '08001' },
  { mesto: 'Žilina', psc: '01001' },
  { mesto: 'Banská Bystrica', psc: '97401' },
  { mesto: 'Nitra', psc: '94901' },
  { mesto: 'Trnava', psc: '91701' },
  { mesto: 'Trenčín', psc: '91101' },
  { mesto: 'Martin', psc: '03601' },
  { mesto: 'Poprad', psc: '05801' },
  { mesto: 'Prievidza', psc: '97101' },
  { mesto: 'Zvolen', psc: '96001' },
  { mesto: 'Považská Bystrica', psc: '01701' },
  { mesto: 'Michalovce', psc: '07101' },
  { mesto: 'Nové Zámky', psc: '94002' },
  { mesto: 'Spišská Nová Ves', psc: '05201' },
  { mesto: 'Komárno', psc: '94501' },
  { mesto: 'Levice', psc: '93401' },
  { mesto: 'Humenné', psc: '06601' },
  { mesto: 'Bardejov', psc: '08501' },
  { mesto: 'Liptovský Mikuláš', psc: '03101' },
  { mesto: 'Lučenec', psc: '98401' },
  { mesto: 'Piešťany', psc: '92101' },
  { mesto: 'Ružomberok', psc: '03401' },
  { mesto: 'Topoľčany', psc: '95501' },
  { mesto: 'Čadca', psc: '02201' },
  { mesto: 'Dunajská Streda', psc: '92901' },
  { mesto: 'Senica', psc: '90501' },
  { mesto: 'Rimavská Sobota', psc: '97901' },
  { mesto: 'Partizánske', psc: '95801' },
  { mesto: 'Šaľa', psc: '92701' },
  { mesto: 'Malacky', psc: '90101' },
  { mesto: 'Galanta', psc: '92401' },
  { mesto: 'Skalica', psc: '90901' },
  { mesto: 'Hlohovec', psc: '92001' },
  { mesto: 'Vranov nad Topľou', psc: '09301' },
];

export const STREETS: readonly string[] = [
  'Hlavná', 'Štúrova', 'Mlynské nivy', 'Priemyselná', 'Námestie SNP', 'Hviezdoslavova', 'Kuzmányho', 'Pribinova',
  'Hodžova', 'Komenského', 'Železničná', 'Jesenského', 'Sládkovičova', 'Bernolákova', 'Moyzesova', 'Dlhá',
  'Partizánska', 'Továrenská', 'Energetikov', 'Mierová', 'Ružová', 'Nábrežie Hrona', 'Kollárova', 'Záhradnícka',
];

/** Words a company name is made of (place or theme), the kind of business and its legal form. */
export const NAME_STEMS: readonly string[] = [
  'Pohronie', 'Považie', 'Záhorie', 'Kysuce', 'Orava', 'Liptov', 'Spiš', 'Šariš', 'Zemplín', 'Gemer', 'Novohrad', 'Tekov',
  'Podunajsko', 'Ponitrie', 'Turiec', 'Horehronie', 'Tatry', 'Javorina', 'Vihorlat', 'Poľana', 'Inovec', 'Sitno', 'Kriváň',
  'Dunaj', 'Váh', 'Hron', 'Nitra', 'Ondava', 'Laborec', 'Hornád', 'Slaná', 'Ipeľ', 'Morava', 'Torysa', 'Poprad',
];
export const NAME_KINDS: readonly { text: string; typ: 'VYROBCA' | 'DODAVATEL' | 'AGREGATOR' }[] = [
  { text: 'Solárna elektráreň {stem}', typ: 'VYROBCA' },
  { text: 'Fotovoltika {stem}', typ: 'VYROBCA' },
  { text: 'MVE {stem}', typ: 'VYROBCA' },
  { text: 'Bioplyn {stem}', typ: 'VYROBCA' },
  { text: 'Veterné elektrárne {stem}', typ: 'VYROBCA' },
  { text: 'Teplárne {stem}', typ: 'VYROBCA' },
  { text: 'Kogenerácia {stem}', typ: 'VYROBCA' },
  { text: 'Energie {stem}', typ: 'DODAVATEL' },
  { text: '{stem} Energy', typ: 'DODAVATEL' },
  { text: 'Elektrina {stem}', typ: 'DODAVATEL' },
  { text: '{stem} Power Trading', typ: 'DODAVATEL' },
  { text: 'Flexibilita {stem}', typ: 'AGREGATOR' },
  { text: '{stem} Flex', typ: 'AGREGATOR' },
];
export const LEGAL_FORMS: readonly string[] = ['s.r.o.', 's.r.o.', 's.r.o.', 'a.s.', 'a.s.', 'družstvo'];

/** Slovak banks: code in the IBAN and name. */
export const BANKS: readonly { kod: string; nazov: string }[] = [
  { kod: '0900', nazov: 'Slovenská sporiteľňa, a.s.' },
  { kod: '0200', nazov: 'Všeobecná úverová banka, a.s.' },
  { kod: '1100', nazov: 'Tatra banka, a.s.' },
  { kod: '7500', nazov: 'Československá obchodná banka, a.s.' },
  { kod: '5600', nazov: 'Prima banka Slovensko, a.s.' },
  { kod: '6500', nazov: '365.bank, a. s.' },
  { kod: '8360', nazov: 'mBank S.A., pobočka zahraničnej banky' },
];

export const MALE_NAMES: readonly string[] = ['Peter', 'Martin', 'Tomáš', 'Michal', 'Ján', 'Jozef', 'Lukáš', 'Marek', 'Juraj', 'Milan', 'Pavol', 'Róbert', 'Andrej', 'Matej', 'Miroslav', 'Igor', 'Roman', 'Dušan', 'Vladimír', 'Rastislav'];
export const FEMALE_NAMES: readonly string[] = ['Mária', 'Jana', 'Zuzana', 'Katarína', 'Lucia', 'Eva', 'Anna', 'Martina', 'Ivana', 'Monika', 'Veronika', 'Barbora', 'Andrea', 'Simona', 'Petra', 'Dagmar', 'Lenka', 'Alena', 'Silvia', 'Miroslava'];
/** Surnames in the masculine and the feminine form. */
export const SURNAMES: readonly [string, string][] = [
  ['Horváth', 'Horváthová'], ['Kováč', 'Kováčová'], ['Varga', 'Vargová'], ['Tóth', 'Tóthová'], ['Nagy', 'Nagyová'],
  ['Baláž', 'Balážová'], ['Szabó', 'Szabóová'], ['Molnár', 'Molnárová'], ['Lukáč', 'Lukáčová'], ['Novák', 'Nováková'],
  ['Kollár', 'Kollárová'], ['Németh', 'Némethová'], ['Oravec', 'Oravcová'], ['Polák', 'Poláková'], ['Šimko', 'Šimková'],
  ['Kráľ', 'Kráľová'], ['Krajčí', 'Krajčiová'], ['Blaho', 'Blahová'], ['Hudák', 'Hudáková'], ['Mráz', 'Mrázová'],
  ['Bartoš', 'Bartošová'], ['Kučera', 'Kučerová'], ['Marko', 'Marková'], ['Urban', 'Urbanová'], ['Sloboda', 'Slobodová'],
  ['Holub', 'Holubová'], ['Jurčo', 'Jurčová'], ['Čierny', 'Čierna'], ['Zeman', 'Zemanová'], ['Rusnák', 'Rusnáková'],
];
export const FUNCTIONS: readonly string[] = ['konateľ', 'energetik', 'obchodný manažér', 'vedúci dispečingu', 'ekonóm', 'technik', 'predseda predstavenstva'];

/** The register's name of a legal form (from the suffix of the company's name). */
export function legalFormOf(nazov: string): string {
  if (/a\.\s?s\.$/u.test(nazov)) return 'Akciová spoločnosť';
  if (/družstvo$/u.test(nazov)) return 'Družstvo';
  if (/s\.\s?r\.\s?o\.$/u.test(nazov)) return 'Spoločnosť s ručením obmedzeným';
  return 'Akciová spoločnosť';
}
