// Texts of this process (reasons, action messages, mailbox notices), in the UI's languages;
// merged into the server's catalogue (server/i18n/messages.ts translate).
import type { ProcessTexts } from '../../definitions/types';

export const TEXTS: ProcessTexts = {
  sk: {
    // A participant's change of its own data (UCASTNIK_TRHU_ZMENA).
    'utz.nazov': 'Vyplňte názov účastníka trhu',
    'utz.adresa': 'Vyplňte adresu sídla',
    'utz.submitted': 'Zmena údajov účastníka trhu {kod} bola odoslaná na schválenie',
    'utz.approved': 'Zmena {kod} bola schválená: údaje účastníka trhu {nazov} boli zmenené',
    'utz.returned': 'Zmena údajov {kod} bola vrátená žiadateľovi na opravu',
    'utz.declined': 'Zmena údajov {kod} bola zamietnutá',
    'utz.cancelled': 'Zmena údajov {kod} bola zrušená',
    'utz.returnedSubject': 'Zmena údajov {kod} bola vrátená na opravu',
    'utz.returnedText': 'Vaša zmena údajov účastníka trhu {kod} bola vrátená na opravu. Dôvod: {dovod}',
    'utz.declinedSubject': 'Zmena údajov {kod} bola zamietnutá',
    'utz.declinedText': 'Vaša zmena údajov účastníka trhu {kod} bola zamietnutá. Dôvod: {dovod}',
    'utz.approvedSubject': 'Zmena údajov {kod} bola schválená',
    'utz.approvedText': 'Údaje účastníka trhu {nazov} boli zmenené podľa vašej žiadosti {kod}.',
  },
  en: {
    // A participant's change of its own data (UCASTNIK_TRHU_ZMENA).
    'utz.nazov': 'Fill in the name of the market participant',
    'utz.adresa': 'Fill in the address of the seat',
    'utz.submitted': 'Change {kod} of the market participant’s data was submitted for approval',
    'utz.approved': 'Change {kod} was approved: the data of market participant {nazov} were changed',
    'utz.returned': 'Data change {kod} was returned to the applicant for correction',
    'utz.declined': 'Data change {kod} was declined',
    'utz.cancelled': 'Data change {kod} was cancelled',
    'utz.returnedSubject': 'Data change {kod} was returned for correction',
    'utz.returnedText': 'Your change {kod} of the market participant’s data was returned for correction. Reason: {dovod}',
    'utz.declinedSubject': 'Data change {kod} was declined',
    'utz.declinedText': 'Your change {kod} of the market participant’s data was declined. Reason: {dovod}',
    'utz.approvedSubject': 'Data change {kod} was approved',
    'utz.approvedText': 'The data of market participant {nazov} were changed as your request {kod} asked.',
  },
  cs: {
    // A participant's change of its own data (UCASTNIK_TRHU_ZMENA).
    'utz.nazov': 'Vyplňte název účastníka trhu',
    'utz.adresa': 'Vyplňte adresu sídla',
    'utz.submitted': 'Změna údajů účastníka trhu {kod} byla odeslána ke schválení',
    'utz.approved': 'Změna {kod} byla schválena: údaje účastníka trhu {nazov} byly změněny',
    'utz.returned': 'Změna údajů {kod} byla vrácena žadateli k opravě',
    'utz.declined': 'Změna údajů {kod} byla zamítnuta',
    'utz.cancelled': 'Změna údajů {kod} byla zrušena',
    'utz.returnedSubject': 'Změna údajů {kod} byla vrácena k opravě',
    'utz.returnedText': 'Vaše změna údajů účastníka trhu {kod} byla vrácena k opravě. Důvod: {dovod}',
    'utz.declinedSubject': 'Změna údajů {kod} byla zamítnuta',
    'utz.declinedText': 'Vaše změna údajů účastníka trhu {kod} byla zamítnuta. Důvod: {dovod}',
    'utz.approvedSubject': 'Změna údajů {kod} byla schválena',
    'utz.approvedText': 'Údaje účastníka trhu {nazov} byly změněny podle vaší žádosti {kod}.',
  },
};
