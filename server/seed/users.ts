import { DEMO_EIC, PRODUCER_EIC, SUPPLIER_EICS } from './participants';

/** A dev account: its password is its login (see DESIGN.md 3). */
export interface SeedUser {
  login: string;
  meno: string;
  priezvisko: string;
  email: string;
  roles: string[];
  /** EICs of the participants the user belongs to. */
  ucastnici: string[];
  /** Which UI the account is meant for, for the table printed at start. */
  variant: 'portal' | 'core';
  /** What logging in as this account shows (English, for the start-up table). */
  purpose: string;
}

export const DEV_USERS: readonly SeedUser[] = [
  {
    login: 'visitor',
    meno: 'Viktor',
    priezvisko: 'Hudák',
    email: 'visitor@edc.local',
    roles: ['EDC.NAVSTEVNIK.IDENTITA'],
    ucastnici: [],
    variant: 'portal',
    purpose: 'visitor identity only: lands on contract creation (register or link a participant)',
  },
  {
    login: 'producer',
    meno: 'Martin',
    priezvisko: 'Kováč',
    email: 'producer@edc.local',
    roles: ['EDC.VYROBCA'],
    ucastnici: [PRODUCER_EIC],
    variant: 'portal',
    purpose: 'one participant (producer), selected automatically',
  },
  {
    login: 'supplier',
    meno: 'Jana',
    priezvisko: 'Horváthová',
    email: 'supplier@edc.local',
    roles: ['EDC.DODAVATEL'],
    ucastnici: SUPPLIER_EICS,
    variant: 'portal',
    purpose: 'two participants: the selection dialog opens',
  },
  {
    login: 'demo',
    meno: 'Daniela',
    priezvisko: 'Šimková',
    email: 'demo@edc.local',
    // Every portal role, for one participant: every portal screen in one session, and its user administrator (approves link requests).
    roles: ['EDC.VYROBCA', 'EDC.DODAVATEL', 'EDC.AGREGATOR', 'EDC.SPRAVCA'],
    ucastnici: [DEMO_EIC],
    variant: 'portal',
    purpose: 'one participant holding every market role: every portal screen; its user admin',
  },
  {
    login: 'operator',
    meno: 'Lucia',
    priezvisko: 'Nováková',
    email: 'operator@edc.local',
    roles: ['EDC.OPERATOR', 'EDC.OPERATOR.ZMLUVNE'],
    ucastnici: [],
    variant: 'core',
    purpose: 'operator staff: code-book and configuration tokens',
  },
  {
    login: 'admin',
    meno: 'Tomáš',
    priezvisko: 'Baláž',
    email: 'admin@edc.local',
    roles: ['EDC.ADMIN'],
    ucastnici: [],
    variant: 'core',
    purpose: 'every token, ADMIN included',
  },
];
