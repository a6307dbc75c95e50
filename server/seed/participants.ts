import { withEicCheck } from '../../engine/core/validation/eicCheck';

/** A market participant of the seed; the EIC is completed with its check character. */
export interface SeedParticipant {
  nazov: string;
  eic: string;
  ico: string;
  typ: 'VYROBCA' | 'DODAVATEL' | 'AGREGATOR';
}

// Names of real Slovak utilities appear for realism; EICs and IČO are made up (24X = Slovak issuing
// office) but valid (EIC check character, IČO check digit). The volume seed (participantsSeed.ts)
// completes these rows and adds a few hundred more.
export const PARTICIPANTS: readonly SeedParticipant[] = [
  { nazov: 'Solárny park Zlaté Moravce s.r.o.', eic: withEicCheck('24XSP-ZLMORAVCE'), ico: '53481925', typ: 'VYROBCA' },
  { nazov: 'Západoslovenská energetika a.s.', eic: withEicCheck('24XZSE-ENERGIA-'), ico: '36361518', typ: 'DODAVATEL' },
  { nazov: 'Stredoslovenská energetika a.s.', eic: withEicCheck('24XSSE-ENERGIA-'), ico: '51865467', typ: 'DODAVATEL' },
  { nazov: 'Východoslovenská energetika a.s.', eic: withEicCheck('24XVSE-ENERGIA-'), ico: '44483767', typ: 'DODAVATEL' },
  { nazov: 'Malá vodná elektráreň Hron s.r.o.', eic: withEicCheck('24XMVE-HRON-01-'), ico: '47258314', typ: 'VYROBCA' },
  { nazov: 'Bioplynová stanica Senica s.r.o.', eic: withEicCheck('24XBPS-SENICA1-'), ico: '46022864', typ: 'VYROBCA' },
  { nazov: 'Veterný park Cerová a.s.', eic: withEicCheck('24XVTE-CEROVA1-'), ico: '52914704', typ: 'VYROBCA' },
  { nazov: 'Energetické agregačné centrum s.r.o.', eic: withEicCheck('24XAGR-EAC-0001'), ico: '54107784', typ: 'AGREGATOR' },
  // The dev account `demo`: one participant holding every market role, so one session reaches every portal screen.
  { nazov: 'Energetika Pohronie a.s.', eic: withEicCheck('24XDEMO-ENERGIA'), ico: '36543217', typ: 'DODAVATEL' },
];

/** The participant the dev account `producer` works for. */
export const PRODUCER_EIC = PARTICIPANTS[0]?.eic as string;
/** The two participants of the dev account `supplier`. */
export const SUPPLIER_EICS = [PARTICIPANTS[1]?.eic as string, PARTICIPANTS[2]?.eic as string];
/** The one participant of the dev account `demo` (every market role). */
export const DEMO_EIC = PARTICIPANTS[8]?.eic as string;
