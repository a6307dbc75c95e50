// Texts of this process (reasons, action messages, mailbox notices), in the UI's languages;
// merged into the server's catalogue (server/i18n/messages.ts translate).
import type { ProcessTexts } from '../../definitions/types';

export const TEXTS: ProcessTexts = {
  sk: {
    'zpu.kontaktMeno': 'Vyplňte kontaktnú osobu',
    'zpu.kontaktEmail': 'Vyplňte e-mail kontaktnej osoby',
    'zpu.eic': 'Vyplňte EIC odberného miesta',
    'zpu.vykon': 'Inštalovaný výkon musí byť vyplnený a najviac {max} kW',
    'zpu.datumOd': 'Vyplňte dátum účinnosti zmluvy',
    'zpu.sposobVysporiadania': 'Vyberte spôsob vysporiadania',
    'zpu.iban': 'Vyplňte IBAN účtu',
    'zpu.submitted': 'Zmluva o poskytovaní údajov {cislo} bola odoslaná na schválenie',
    'zpu.approved': 'Zmluva o poskytovaní údajov {cislo} bola schválená',
    'zpu.returned': 'Zmluva o poskytovaní údajov {cislo} bola vrátená žiadateľovi na opravu',
    'zpu.cancelled': 'Žiadosť o zmluvu o poskytovaní údajov {cislo} bola zrušená',
  },
  en: {
    'zpu.kontaktMeno': 'Fill in the contact person',
    'zpu.kontaktEmail': "Fill in the contact person's e-mail",
    'zpu.eic': 'Fill in the EIC of the metering point',
    'zpu.vykon': 'The installed power must be filled in and at most {max} kW',
    'zpu.datumOd': 'Fill in the date the contract takes effect',
    'zpu.sposobVysporiadania': 'Choose the settlement',
    'zpu.iban': 'Fill in the IBAN of the account',
    'zpu.submitted': 'Data provision contract {cislo} was submitted for approval',
    'zpu.approved': 'Data provision contract {cislo} was approved',
    'zpu.returned': 'Data provision contract {cislo} was returned to the applicant for correction',
    'zpu.cancelled': 'The request for data provision contract {cislo} was cancelled',
  },
  cs: {
    'zpu.kontaktMeno': 'Vyplňte kontaktní osobu',
    'zpu.kontaktEmail': 'Vyplňte e-mail kontaktní osoby',
    'zpu.eic': 'Vyplňte EIC odběrného místa',
    'zpu.vykon': 'Instalovaný výkon musí být vyplněn a nejvýše {max} kW',
    'zpu.datumOd': 'Vyplňte datum účinnosti smlouvy',
    'zpu.sposobVysporiadania': 'Vyberte způsob vypořádání',
    'zpu.iban': 'Vyplňte IBAN účtu',
    'zpu.submitted': 'Smlouva o poskytování údajů {cislo} byla odeslána ke schválení',
    'zpu.approved': 'Smlouva o poskytování údajů {cislo} byla schválena',
    'zpu.returned': 'Smlouva o poskytování údajů {cislo} byla vrácena žadateli k opravě',
    'zpu.cancelled': 'Žádost o smlouvu o poskytování údajů {cislo} byla zrušena',
  },
};
