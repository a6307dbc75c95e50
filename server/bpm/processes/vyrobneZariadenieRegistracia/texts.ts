// Texts of this process (reasons, action messages, mailbox notices), in the UI's languages;
// merged into the server's catalogue (server/i18n/messages.ts translate).
import type { ProcessTexts } from '../../definitions/types';

export const TEXTS: ProcessTexts = {
  sk: {
    'vzr.ucastnik': 'Vyberte účastníka trhu, ktorému zariadenie patrí',
    'vzr.eic': 'Vyplňte EIC výrobného zariadenia',
    'vzr.nazov': 'Vyplňte názov výrobného zariadenia',
    'vzr.technologia': 'Vyberte technológiu',
    'vzr.vykon': 'Vyplňte inštalovaný výkon',
    'vzr.generatory': 'Zadajte aspoň jeden generátor výrobného zariadenia',
    'vzr.typPodpory': 'Vyberte typ podpory',
    'vzr.eicTaken': 'Výrobné zariadenie s EIC {eic} už existuje',
    'vzr.submitted': 'Žiadosť o registráciu výrobného zariadenia {kod} bola odoslaná na schválenie',
    'vzr.approved': 'Žiadosť {kod} bola schválená: výrobné zariadenie {nazov} ({eic}) bolo vytvorené',
    'vzr.returned': 'Žiadosť o registráciu výrobného zariadenia {kod} bola vrátená na opravu',
    'vzr.cancelled': 'Žiadosť o registráciu výrobného zariadenia {kod} bola zrušená',
  },
  en: {
    'vzr.ucastnik': 'Choose the market participant the device belongs to',
    'vzr.eic': 'Fill in the EIC of the production device',
    'vzr.nazov': 'Fill in the name of the production device',
    'vzr.technologia': 'Choose the technology',
    'vzr.vykon': 'Fill in the installed power',
    'vzr.generatory': 'Enter at least one generator of the production device',
    'vzr.typPodpory': 'Choose the type of support',
    'vzr.eicTaken': 'A production device with EIC {eic} already exists',
    'vzr.submitted': 'Production device registration {kod} was submitted for approval',
    'vzr.approved': 'Request {kod} was approved: production device {nazov} ({eic}) was created',
    'vzr.returned': 'Production device registration {kod} was returned for correction',
    'vzr.cancelled': 'Production device registration {kod} was cancelled',
  },
  cs: {
    'vzr.ucastnik': 'Vyberte účastníka trhu, kterému zařízení patří',
    'vzr.eic': 'Vyplňte EIC výrobního zařízení',
    'vzr.nazov': 'Vyplňte název výrobního zařízení',
    'vzr.technologia': 'Vyberte technologii',
    'vzr.vykon': 'Vyplňte instalovaný výkon',
    'vzr.generatory': 'Zadejte alespoň jeden generátor výrobního zařízení',
    'vzr.typPodpory': 'Vyberte typ podpory',
    'vzr.eicTaken': 'Výrobní zařízení s EIC {eic} už existuje',
    'vzr.submitted': 'Žádost o registraci výrobního zařízení {kod} byla odeslána ke schválení',
    'vzr.approved': 'Žádost {kod} byla schválena: výrobní zařízení {nazov} ({eic}) bylo vytvořeno',
    'vzr.returned': 'Žádost o registraci výrobního zařízení {kod} byla vrácena k opravě',
    'vzr.cancelled': 'Žádost o registraci výrobního zařízení {kod} byla zrušena',
  },
};
