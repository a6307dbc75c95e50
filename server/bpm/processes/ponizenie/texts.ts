// Texts of this process (reasons, action messages, mailbox notices), in the UI's languages;
// merged into the server's catalogue (server/i18n/messages.ts translate).
import type { ProcessTexts } from '../../definitions/types';

export const TEXTS: ProcessTexts = {
  sk: {
    'pon.nazov': 'Vyplňte názov skupiny pre poníženie tarify',
    'pon.datumOd': 'Vyplňte dátum, od ktorého má poníženie platiť',
    'pon.minOom': 'Pridajte aspoň {min} odberné miesto (pridaných: {count})',
    'pon.submitted': 'Žiadosť o skupinu pre poníženie tarify {kod} bola odoslaná na schválenie',
    'pon.approved': 'Skupina pre poníženie tarify {kod} {nazov} bola schválená',
    'pon.returned': 'Žiadosť o skupinu pre poníženie tarify {kod} bola vrátená žiadateľovi na opravu',
    'pon.cancelled': 'Žiadosť o skupinu pre poníženie tarify {kod} bola zrušená',
    'pon.returnedSubject': 'Žiadosť {kod} bola vrátená na opravu',
    'pon.returnedText': 'Vaša žiadosť o skupinu pre poníženie tarify {kod} ({nazov}) bola vrátená na opravu. Dôvod: {dovod}',
    'pon.approvedSubject': 'Skupina pre poníženie tarify {kod} bola schválená',
    'pon.approvedText': 'Vaša skupina pre poníženie tarify {kod} ({nazov}) bola schválená.',
  },
  en: {
    'pon.nazov': 'Fill in the name of the tariff reduction group',
    'pon.datumOd': 'Fill in the date the reduction applies from',
    'pon.minOom': 'Add at least {min} metering point (added: {count})',
    'pon.submitted': 'Tariff reduction group request {kod} was submitted for approval',
    'pon.approved': 'Tariff reduction group {kod} {nazov} was approved',
    'pon.returned': 'Tariff reduction group request {kod} was returned to the applicant for correction',
    'pon.cancelled': 'Tariff reduction group request {kod} was cancelled',
    'pon.returnedSubject': 'Request {kod} was returned for correction',
    'pon.returnedText': 'Your tariff reduction group request {kod} ({nazov}) was returned for correction. Reason: {dovod}',
    'pon.approvedSubject': 'Tariff reduction group {kod} was approved',
    'pon.approvedText': 'Your tariff reduction group {kod} ({nazov}) was approved.',
  },
  cs: {
    'pon.nazov': 'Vyplňte název skupiny pro snížení tarifu',
    'pon.datumOd': 'Vyplňte datum, od kterého má snížení platit',
    'pon.minOom': 'Přidejte alespoň {min} odběrné místo (přidáno: {count})',
    'pon.submitted': 'Žádost o skupinu pro snížení tarifu {kod} byla odeslána ke schválení',
    'pon.approved': 'Skupina pro snížení tarifu {kod} {nazov} byla schválena',
    'pon.returned': 'Žádost o skupinu pro snížení tarifu {kod} byla vrácena žadateli k opravě',
    'pon.cancelled': 'Žádost o skupinu pro snížení tarifu {kod} byla zrušena',
    'pon.returnedSubject': 'Žádost {kod} byla vrácena k opravě',
    'pon.returnedText': 'Vaše žádost o skupinu pro snížení tarifu {kod} ({nazov}) byla vrácena k opravě. Důvod: {dovod}',
    'pon.approvedSubject': 'Skupina pro snížení tarifu {kod} byla schválena',
    'pon.approvedText': 'Vaše skupina pro snížení tarifu {kod} ({nazov}) byla schválena.',
  },
};
