import type { DocxParagraph } from './docx';

/** The DMS document type of a generated contract document. */
export const GENERATED_DOCUMENT_TYPE = 'zmluva.vygenerovana';

/** Document templates of generate-documents: the contract itself or a one-page summary. */
export const TEMPLATES = ['ZMLUVA', 'SUHRN'] as const;

/** Slovak names of the contract types, as the contract document calls them. */
const TYPE_TITLES: Record<string, string> = {
  VSEOBECNA: 'Zmluva',
  ZPU: 'Zmluva o poskytovaní údajov',
  ZO: 'Zmluva o zúčtovaní odchýlky',
  KT: 'Zmluva o prístupe ku krátkodobému trhu s elektrinou',
  RRM_KT: 'Zmluva o poskytovaní údajov podľa REMIT pre krátkodobý trh',
  RRM_OTC: 'Zmluva o poskytovaní údajov podľa REMIT pre obchody OTC',
  RE: 'Zmluva o regulačnej elektrine',
  AIB: 'Zmluva o vydávaní záruk pôvodu (AIB)',
  NON_AIB: 'Zmluva o vydávaní záruk pôvodu (mimo AIB)',
  ZOD: 'Zmluva o odbere a dodávke údajov',
  DUA: 'Dohoda o používaní aplikácie',
  TPS_TSS: 'Zmluva o poskytovaní údajov pre TPS/TSS',
};

/** D.M.YYYY, as Slovak documents write dates. */
function skDate(iso: unknown): string {
  if (typeof iso !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return '—';
  const [y, m, d] = iso.split('-');
  return `${Number(d)}. ${Number(m)}. ${y}`;
}

/** The paragraphs of a generated contract document, from the contract and its participant. */
export function contractDocument(
  template: string,
  contract: Readonly<Record<string, unknown>>,
  owner: { nazov: string; eic: string; ico: string | null },
): { title: string; paragraphs: DocxParagraph[] } {
  const typeTitle = TYPE_TITLES[String(contract.typZmluvy)] ?? 'Zmluva';
  const title = `${typeTitle} č. ${String(contract.cisloZmluvy)}`;
  const validity = `od ${skDate(contract.platnostOd)} ${typeof contract.platnostDo === 'string' ? `do ${skDate(contract.platnostDo)}` : 'na dobu neurčitú'}`;
  const contacts = Array.isArray(contract.kontakty) ? (contract.kontakty as Record<string, unknown>[]) : [];
  const head: DocxParagraph[] = [
    { text: title, style: 'Title' },
    { text: 'Zmluvné strany', style: 'Heading1' },
    { text: 'Prevádzkovateľ: Organizátor krátkodobého trhu s elektrinou, dátové centrum (EDC)', bold: true },
    { text: `Účastník trhu: ${owner.nazov}`, bold: true },
    { text: `EIC: ${owner.eic}${owner.ico ? `, IČO: ${owner.ico}` : ''}` },
  ];
  if (template === 'SUHRN') {
    return {
      title: `Súhrn – ${title}`,
      paragraphs: [
        ...head,
        { text: 'Súhrn zmluvy', style: 'Heading1' },
        { text: `Platnosť: ${validity}` },
        { text: `Dátum podpisu: ${skDate(contract.datumPodpisu)}` },
        { text: `Počet kontaktných osôb: ${contacts.length}` },
      ],
    };
  }
  return {
    title,
    paragraphs: [
      ...head,
      { text: 'Článok I. Predmet zmluvy', style: 'Heading1' },
      { text: typeof contract.predmet === 'string' && contract.predmet.trim() ? contract.predmet : `Predmetom zmluvy je úprava práv a povinností zmluvných strán (${typeTitle.toLowerCase()}).` },
      { text: 'Článok II. Doba platnosti', style: 'Heading1' },
      { text: `Zmluva sa uzatvára ${validity}.` },
      { text: 'Článok III. Kontaktné osoby', style: 'Heading1' },
      ...(contacts.length > 0
        ? contacts.map((k) => ({
            text: [[k.titul, k.meno, k.priezvisko].filter(Boolean).join(' '), k.funkcia, k.telefon, k.email].filter((v) => typeof v === 'string' && v !== '').join(', '),
          }))
        : [{ text: 'Zmluvné strany neurčili kontaktné osoby.' }]),
      { text: 'Článok IV. Záverečné ustanovenia', style: 'Heading1' },
      { text: 'Zmluva nadobúda platnosť dňom podpisu oboma zmluvnými stranami a účinnosť dňom nasledujúcim po dni jej zverejnenia.' },
      { text: `V Bratislave dňa ${skDate(contract.datumPodpisu)}` },
    ],
  };
}
