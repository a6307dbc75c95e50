// Texts of this process (reasons, action messages, mailbox notices), in the UI's languages;
// merged into the server's catalogue (server/i18n/messages.ts translate).
import type { ProcessTexts } from '../../definitions/types';

export const TEXTS: ProcessTexts = {
  sk: {
    // A user's request to be linked to a market participant (PRIRADENIE_UCASTNIKA).
    'prep.identifier': 'Vyplňte EIC alebo IČO účastníka trhu',
    'prep.notFound': 'Účastník trhu {id} neexistuje',
    'prep.submitted': 'Žiadosť o prepojenie {kod} s účastníkom trhu {nazov} bola odoslaná na schválenie',
    'prep.approved': 'Žiadosť {kod} bola schválená: používateľ je členom účastníka trhu {nazov} ({eic})',
    'prep.returned': 'Žiadosť o prepojenie {kod} bola vrátená žiadateľovi na opravu',
    'prep.declined': 'Žiadosť o prepojenie {kod} bola zamietnutá',
    'prep.cancelled': 'Žiadosť o prepojenie {kod} bola zrušená',
    'prep.returnedSubject': 'Žiadosť o prepojenie {kod} bola vrátená na opravu',
    'prep.returnedText': 'Vaša žiadosť o prepojenie s účastníkom trhu {kod} bola vrátená na opravu. Dôvod: {dovod}',
    'prep.declinedSubject': 'Žiadosť o prepojenie {kod} bola zamietnutá',
    'prep.declinedText': 'Vaša žiadosť o prepojenie s účastníkom trhu {kod} bola zamietnutá. Dôvod: {dovod}',
    'prep.approvedSubject': 'Žiadosť o prepojenie {kod} bola schválená',
    'prep.approvedText': 'Ste členom účastníka trhu {nazov} ({eic}). Vyberte ho v zozname účastníkov trhu.',
  },
  en: {
    // A user's request to be linked to a market participant (PRIRADENIE_UCASTNIKA).
    'prep.identifier': 'Fill in the EIC or the IČO of the market participant',
    'prep.notFound': 'Market participant {id} does not exist',
    'prep.submitted': 'Link request {kod} to market participant {nazov} was submitted for approval',
    'prep.approved': 'Request {kod} was approved: the user is a member of market participant {nazov} ({eic})',
    'prep.returned': 'Link request {kod} was returned to the applicant for correction',
    'prep.declined': 'Link request {kod} was declined',
    'prep.cancelled': 'Link request {kod} was cancelled',
    'prep.returnedSubject': 'Link request {kod} was returned for correction',
    'prep.returnedText': 'Your request {kod} to be linked to a market participant was returned for correction. Reason: {dovod}',
    'prep.declinedSubject': 'Link request {kod} was declined',
    'prep.declinedText': 'Your request {kod} to be linked to a market participant was declined. Reason: {dovod}',
    'prep.approvedSubject': 'Link request {kod} was approved',
    'prep.approvedText': 'You are a member of market participant {nazov} ({eic}). Select it in the list of market participants.',
  },
  cs: {
    // A user's request to be linked to a market participant (PRIRADENIE_UCASTNIKA).
    'prep.identifier': 'Vyplňte EIC nebo IČO účastníka trhu',
    'prep.notFound': 'Účastník trhu {id} neexistuje',
    'prep.submitted': 'Žádost o propojení {kod} s účastníkem trhu {nazov} byla odeslána ke schválení',
    'prep.approved': 'Žádost {kod} byla schválena: uživatel je členem účastníka trhu {nazov} ({eic})',
    'prep.returned': 'Žádost o propojení {kod} byla vrácena žadateli k opravě',
    'prep.declined': 'Žádost o propojení {kod} byla zamítnuta',
    'prep.cancelled': 'Žádost o propojení {kod} byla zrušena',
    'prep.returnedSubject': 'Žádost o propojení {kod} byla vrácena k opravě',
    'prep.returnedText': 'Vaše žádost o propojení s účastníkem trhu {kod} byla vrácena k opravě. Důvod: {dovod}',
    'prep.declinedSubject': 'Žádost o propojení {kod} byla zamítnuta',
    'prep.declinedText': 'Vaše žádost o propojení s účastníkem trhu {kod} byla zamítnuta. Důvod: {dovod}',
    'prep.approvedSubject': 'Žádost o propojení {kod} byla schválena',
    'prep.approvedText': 'Jste členem účastníka trhu {nazov} ({eic}). Vyberte jej v seznamu účastníků trhu.',
  },
};
