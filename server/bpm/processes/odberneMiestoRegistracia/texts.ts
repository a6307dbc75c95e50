// Texts of this process (reasons, action messages, mailbox notices), in the UI's languages;
// merged into the server's catalogue (server/i18n/messages.ts translate).
import type { ProcessTexts } from '../../definitions/types';

export const TEXTS: ProcessTexts = {
  sk: {
    'omr.ucastnik': 'Vyberte účastníka trhu, ktorému odberné miesto patrí',
    'omr.eic': 'Vyplňte EIC odberného miesta',
    'omr.nazov': 'Vyplňte názov alebo adresu odberného miesta',
    'omr.typ': 'Vyberte typ odberného miesta',
    'omr.napatovaUroven': 'Vyberte napäťovú úroveň',
    'omr.platnostOd': 'Vyplňte dátum platnosti od',
    'omr.eicTaken': 'Odberné miesto s EIC {eic} už existuje',
    'omr.submitted': 'Žiadosť o registráciu odberného miesta {kod} bola odoslaná na schválenie',
    'omr.approved': 'Žiadosť {kod} bola schválená: odberné miesto {nazov} ({eic}) bolo vytvorené',
    'omr.returned': 'Žiadosť o registráciu odberného miesta {kod} bola vrátená na opravu',
    'omr.cancelled': 'Žiadosť o registráciu odberného miesta {kod} bola zrušená',
  },
  en: {
    'omr.ucastnik': 'Choose the market participant the metering point belongs to',
    'omr.eic': 'Fill in the EIC of the metering point',
    'omr.nazov': 'Fill in the name or address of the metering point',
    'omr.typ': 'Choose the type of the metering point',
    'omr.napatovaUroven': 'Choose the voltage level',
    'omr.platnostOd': 'Fill in the valid-from date',
    'omr.eicTaken': 'A metering point with EIC {eic} already exists',
    'omr.submitted': 'Metering point registration {kod} was submitted for approval',
    'omr.approved': 'Request {kod} was approved: metering point {nazov} ({eic}) was created',
    'omr.returned': 'Metering point registration {kod} was returned for correction',
    'omr.cancelled': 'Metering point registration {kod} was cancelled',
  },
  cs: {
    'omr.ucastnik': 'Vyberte účastníka trhu, kterému odběrné místo patří',
    'omr.eic': 'Vyplňte EIC odběrného místa',
    'omr.nazov': 'Vyplňte název nebo adresu odběrného místa',
    'omr.typ': 'Vyberte typ odběrného místa',
    'omr.napatovaUroven': 'Vyberte napěťovou úroveň',
    'omr.platnostOd': 'Vyplňte datum platnosti od',
    'omr.eicTaken': 'Odběrné místo s EIC {eic} už existuje',
    'omr.submitted': 'Žádost o registraci odběrného místa {kod} byla odeslána ke schválení',
    'omr.approved': 'Žádost {kod} byla schválena: odběrné místo {nazov} ({eic}) bylo vytvořeno',
    'omr.returned': 'Žádost o registraci odběrného místa {kod} byla vrácena k opravě',
    'omr.cancelled': 'Žádost o registraci odběrného místa {kod} byla zrušena',
  },
};
