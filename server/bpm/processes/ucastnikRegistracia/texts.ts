// Texts of this process (reasons, action messages, mailbox notices), in the UI's languages;
// merged into the server's catalogue (server/i18n/messages.ts translate).
import type { ProcessTexts } from '../../definitions/types';

export const TEXTS: ProcessTexts = {
  sk: {
    'reg.nazov': 'Vyplňte názov účastníka trhu',
    'reg.typ': 'Vyberte typ účastníka trhu',
    'reg.eic': 'Vyplňte EIC účastníka trhu',
    'reg.eicTaken': 'Účastník trhu s EIC {eic} už existuje',
    'reg.submitted': 'Registrácia účastníka trhu {kod} bola odoslaná na schválenie',
    'reg.approved': 'Registrácia {kod} bola schválená: účastník trhu {nazov} ({eic}) bol vytvorený',
    'reg.returned': 'Registrácia účastníka trhu {kod} bola vrátená žiadateľovi na opravu',
    'reg.cancelled': 'Registrácia účastníka trhu {kod} bola zrušená',
    'reg.returnedSubject': 'Registrácia {kod} bola vrátená na opravu',
    'reg.returnedText': 'Vaša registrácia účastníka trhu {kod} bola vrátená na opravu. Dôvod: {dovod}',
    'reg.approvedSubject': 'Registrácia {kod} bola schválená',
    'reg.approvedText': 'Účastník trhu {nazov} ({eic}) bol vytvorený. Po novom prihlásení pracujete v jeho mene.',
  },
  en: {
    'reg.nazov': 'Fill in the name of the market participant',
    'reg.typ': 'Choose the type of the market participant',
    'reg.eic': 'Fill in the EIC of the market participant',
    'reg.eicTaken': 'A market participant with EIC {eic} already exists',
    'reg.submitted': 'Market participant registration {kod} was submitted for approval',
    'reg.approved': 'Registration {kod} was approved: market participant {nazov} ({eic}) was created',
    'reg.returned': 'Market participant registration {kod} was returned to the applicant for correction',
    'reg.cancelled': 'Market participant registration {kod} was cancelled',
    'reg.returnedSubject': 'Registration {kod} was returned for correction',
    'reg.returnedText': 'Your market participant registration {kod} was returned for correction. Reason: {dovod}',
    'reg.approvedSubject': 'Registration {kod} was approved',
    'reg.approvedText': 'Market participant {nazov} ({eic}) was created. After logging in again you act for it.',
  },
  cs: {
    'reg.nazov': 'Vyplňte název účastníka trhu',
    'reg.typ': 'Vyberte typ účastníka trhu',
    'reg.eic': 'Vyplňte EIC účastníka trhu',
    'reg.eicTaken': 'Účastník trhu s EIC {eic} už existuje',
    'reg.submitted': 'Registrace účastníka trhu {kod} byla odeslána ke schválení',
    'reg.approved': 'Registrace {kod} byla schválena: účastník trhu {nazov} ({eic}) byl vytvořen',
    'reg.returned': 'Registrace účastníka trhu {kod} byla vrácena žadateli k opravě',
    'reg.cancelled': 'Registrace účastníka trhu {kod} byla zrušena',
    'reg.returnedSubject': 'Registrace {kod} byla vrácena k opravě',
    'reg.returnedText': 'Vaše registrace účastníka trhu {kod} byla vrácena k opravě. Důvod: {dovod}',
    'reg.approvedSubject': 'Registrace {kod} byla schválena',
    'reg.approvedText': 'Účastník trhu {nazov} ({eic}) byl vytvořen. Po novém přihlášení pracujete jeho jménem.',
  },
};
