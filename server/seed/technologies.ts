/** One row of the technology code-book seed (API field names). */
export interface SeedTechnology {
  kod: string;
  nazov: string;
  popis: string | null;
  kategoria: 'SOLAR' | 'VIETOR' | 'VODA' | 'BIOPLYN' | 'BIOMASA' | 'GEOTERMAL' | 'KOGENERACIA' | 'INE';
  stav: 'AKTIVNA' | 'NEAKTIVNA';
  obnovitelna: boolean;
  ucinnost: number | null;
  platnostOd: string;
  platnostDo: string | null;
}

type Row = [string, string, string | null, SeedTechnology['kategoria'], SeedTechnology['stav'], boolean, number | null, string, string | null];

// kod, nazov, popis, kategoria, stav, obnovitelna, ucinnost (share of 1), platnostOd, platnostDo
const ROWS: readonly Row[] = [
  ['FVE_STRECHA', 'Fotovoltická elektráreň – strešná', 'Fotovoltické panely na streche budovy, spravidla do 100 kW, pripojené do sústavy nízkeho napätia.', 'SOLAR', 'AKTIVNA', true, 0.215, '2015-01-01', null],
  ['FVE_POZEMNA', 'Fotovoltická elektráreň – pozemná', 'Pozemná inštalácia na pevných konštrukciách, výkon spravidla nad 1 MW.', 'SOLAR', 'AKTIVNA', true, 0.205, '2010-01-01', null],
  ['FVE_TRACKER', 'Fotovoltická elektráreň s natáčaním panelov', 'Jednoosové alebo dvojosové natáčanie za slnkom zvyšuje ročnú výrobu o 15 až 30 %.', 'SOLAR', 'AKTIVNA', true, 0.22, '2018-03-01', null],
  ['FVE_FASADA', 'Fotovoltická fasáda (BIPV)', 'Fotovoltické moduly integrované do obvodového plášťa budovy.', 'SOLAR', 'AKTIVNA', true, 0.18, '2020-01-01', null],
  ['FVE_AGRO', 'Agrovoltická elektráreň', 'Fotovoltika nad poľnohospodárskou pôdou, ktorá sa ďalej obrába.', 'SOLAR', 'AKTIVNA', true, 0.2, '2023-01-01', null],
  ['FVE_BALKON', 'Balkónová fotovoltika', 'Malý zdroj do 800 W zapojený do zásuvky domácnosti.', 'SOLAR', 'AKTIVNA', true, 0.2, '2024-05-01', null],
  ['STE_KONCENTR', 'Solárna tepelná elektráreň', 'Koncentrované slnečné žiarenie ohrieva teplonosné médium pre parnú turbínu; na Slovensku sa nevyužíva.', 'SOLAR', 'NEAKTIVNA', true, 0.15, '2012-01-01', '2019-12-31'],
  ['VTE_PEVNINA', 'Veterná turbína – pevninská', 'Trojlistá turbína s horizontálnou osou, výška náboja 100 až 160 m.', 'VIETOR', 'AKTIVNA', true, 0.42, '2003-01-01', null],
  ['VTE_MALA', 'Malá veterná turbína', 'Turbína do 50 kW pre rodinné domy a farmy.', 'VIETOR', 'AKTIVNA', true, 0.3, '2012-06-01', null],
  ['VTE_VERTIKALNA', 'Veterná turbína s vertikálnou osou', 'Darrieusov alebo Savoniov rotor vhodný do turbulentného prúdenia.', 'VIETOR', 'NEAKTIVNA', true, 0.25, '2011-01-01', '2022-12-31'],
  ['MVE_PRIETOCNA', 'Malá vodná elektráreň – prietočná', 'Využíva prirodzený prietok rieky bez akumulácie, výkon do 10 MW.', 'VODA', 'AKTIVNA', true, 0.85, '1995-01-01', null],
  ['MVE_DERIVACNA', 'Malá vodná elektráreň – derivačná', 'Voda sa privádza náhonom k turbíne mimo koryta toku.', 'VODA', 'AKTIVNA', true, 0.83, '1995-01-01', null],
  ['MVE_MIKRO', 'Mikro vodná elektráreň', 'Zdroj do 100 kW, často pri pôvodných mlynoch a pílach.', 'VODA', 'AKTIVNA', true, 0.7, '2005-01-01', null],
  ['VE_AKUMULACNA', 'Akumulačná vodná elektráreň', 'Priehradná nádrž s reguláciou prietoku, pokrýva špičkové zaťaženie.', 'VODA', 'AKTIVNA', true, 0.9, '1990-01-01', null],
  ['PVE', 'Prečerpávacia vodná elektráreň', 'V čase prebytku prečerpáva vodu do hornej nádrže a vyrába v špičke; nie je obnoviteľným zdrojom.', 'VODA', 'AKTIVNA', false, 0.76, '1990-01-01', null],
  ['BPS_POLNOHOSP', 'Bioplynová stanica – poľnohospodárska', 'Anaeróbna fermentácia hnoja, siláže a rastlinných zvyškov; bioplyn spaľuje kogeneračná jednotka.', 'BIOPLYN', 'AKTIVNA', true, 0.39, '2008-01-01', null],
  ['BPS_COV', 'Bioplynová stanica na čistiarni odpadových vôd', 'Kalový plyn z vyhnívacích nádrží čistiarne.', 'BIOPLYN', 'AKTIVNA', true, 0.36, '2006-01-01', null],
  ['BPS_SKLADKA', 'Energetické využitie skládkového plynu', 'Zachytávanie a spaľovanie plynu zo skládok odpadu.', 'BIOPLYN', 'AKTIVNA', true, 0.33, '2004-01-01', null],
  ['BIOMETAN', 'Výroba biometánu', 'Úprava bioplynu na kvalitu zemného plynu a jeho vtláčanie do siete.', 'BIOPLYN', 'AKTIVNA', true, null, '2022-01-01', null],
  ['BIO_STIEPKA', 'Elektráreň na drevnú štiepku', 'Spaľovanie lesnej a drevnej štiepky v kotle s parnou turbínou.', 'BIOMASA', 'AKTIVNA', true, 0.28, '2005-01-01', null],
  ['BIO_PELETY', 'Kotol na pelety', 'Automatický kotol na drevné alebo agropelety, prevažne na výrobu tepla.', 'BIOMASA', 'AKTIVNA', true, 0.9, '2010-01-01', null],
  ['ZEVO', 'Energetické zhodnocovanie odpadu', 'Spaľovňa komunálneho odpadu s výrobou elektriny a tepla; obnoviteľná je len biologicky rozložiteľná zložka.', 'BIOMASA', 'AKTIVNA', false, 0.22, '2002-01-01', null],
  ['BIO_SPOLUSPAL', 'Spoluspaľovanie biomasy s uhlím', 'Prímes biomasy v uhoľnom kotle; ukončené s útlmom uhoľných elektrární.', 'BIOMASA', 'NEAKTIVNA', true, 0.34, '2006-01-01', '2023-12-31'],
  ['GEO_VYHREVNA', 'Geotermálna výhrevňa', 'Geotermálna voda pre centrálne zásobovanie teplom.', 'GEOTERMAL', 'AKTIVNA', true, null, '1996-01-01', null],
  ['GEO_ORC', 'Geotermálna elektráreň s cyklom ORC', 'Organický Rankinov cyklus pre nízkoteplotné geotermálne zdroje.', 'GEOTERMAL', 'AKTIVNA', true, 0.12, '2019-01-01', null],
  ['KGJ_ZP', 'Kogeneračná jednotka na zemný plyn', 'Piestový spaľovací motor s generátorom a využitím odpadového tepla.', 'KOGENERACIA', 'AKTIVNA', false, 0.85, '2000-01-01', null],
  ['KGJ_BIOPLYN', 'Kogeneračná jednotka na bioplyn', 'Motor upravený na spaľovanie bioplynu, kombinovaná výroba elektriny a tepla.', 'KOGENERACIA', 'AKTIVNA', true, 0.82, '2008-01-01', null],
  ['PPC', 'Paroplynový cyklus', 'Plynová turbína s kotlom na odpadové teplo a parnou turbínou.', 'KOGENERACIA', 'AKTIVNA', false, 0.58, '2000-01-01', null],
  ['MIKRO_KGJ', 'Mikrokogeneračná jednotka', 'Zdroj do 50 kW pre bytové domy a menšie prevádzky.', 'KOGENERACIA', 'AKTIVNA', false, 0.9, '2014-01-01', null],
  ['KGJ_VODIK', 'Kogeneračná jednotka na vodík', 'Pilotná prevádzka motora upraveného na spaľovanie vodíka.', 'KOGENERACIA', 'NEAKTIVNA', false, 0.6, '2026-01-01', null],
  ['BESS', 'Batériové úložisko (BESS)', 'Lítium-iónové úložisko pre podporné služby a obchodovanie s elektrinou.', 'INE', 'AKTIVNA', false, 0.9, '2021-01-01', null],
  ['PALIVOVY_CLANOK', 'Palivový článok', 'Priama premena chemickej energie vodíka na elektrinu.', 'INE', 'AKTIVNA', false, 0.5, '2019-06-01', null],
  ['JE_VVER440', 'Jadrová elektráreň VVER 440', 'Tlakovodný reaktor, ako v Jaslovských Bohuniciach a Mochovciach.', 'INE', 'AKTIVNA', false, 0.33, '1990-01-01', null],
  ['UHOLNA', 'Uhoľná elektráreň', 'Kondenzačná elektráreň na hnedé uhlie; prevádzka na Slovensku skončila v roku 2023.', 'INE', 'NEAKTIVNA', false, 0.34, '1990-01-01', '2023-12-20'],
  ['DIESEL', 'Dieselagregát', 'Záložný zdroj so vznetovým motorom.', 'INE', 'AKTIVNA', false, 0.35, '2000-01-01', null],
];

export const TECHNOLOGIES: readonly SeedTechnology[] = ROWS.map(
  ([kod, nazov, popis, kategoria, stav, obnovitelna, ucinnost, platnostOd, platnostDo]) => ({
    kod,
    nazov,
    popis,
    kategoria,
    stav,
    obnovitelna,
    ucinnost,
    platnostOd,
    platnostDo,
  }),
);
