// Texts of this process (reasons, action messages, mailbox notices), in the UI's languages;
// merged into the server's catalogue (server/i18n/messages.ts translate).
import type { ProcessTexts } from '../../definitions/types';

export const TEXTS: ProcessTexts = {
  sk: {
    'azr.ucastnik': 'Vyberte účastníka trhu, ktorému akumulačné zariadenie patrí',
    'azr.eic': 'Vyplňte EIC akumulačného zariadenia',
    'azr.nazov': 'Vyplňte názov akumulačného zariadenia',
    'azr.kapacita': 'Vyplňte kapacitu (kWh)',
    'azr.vykon': 'Vyplňte inštalovaný výkon',
    'azr.eicTaken': 'Akumulačné zariadenie s EIC {eic} už existuje',
    'azr.submitted': 'Žiadosť o registráciu akumulačného zariadenia {kod} bola odoslaná na schválenie',
    'azr.approved': 'Žiadosť {kod} bola schválená: akumulačné zariadenie {nazov} ({eic}) bolo vytvorené',
    'azr.returned': 'Žiadosť o registráciu akumulačného zariadenia {kod} bola vrátená na opravu',
    'azr.cancelled': 'Žiadosť o registráciu akumulačného zariadenia {kod} bola zrušená',
  },
  en: {
    'azr.ucastnik': 'Choose the market participant the storage device belongs to',
    'azr.eic': 'Fill in the EIC of the storage device',
    'azr.nazov': 'Fill in the name of the storage device',
    'azr.kapacita': 'Fill in the capacity (kWh)',
    'azr.vykon': 'Fill in the installed power',
    'azr.eicTaken': 'A storage device with EIC {eic} already exists',
    'azr.submitted': 'Storage device registration {kod} was submitted for approval',
    'azr.approved': 'Request {kod} was approved: storage device {nazov} ({eic}) was created',
    'azr.returned': 'Storage device registration {kod} was returned for correction',
    'azr.cancelled': 'Storage device registration {kod} was cancelled',
  },
  cs: {
    'azr.ucastnik': 'Vyberte účastníka trhu, kterému akumulační zařízení patří',
    'azr.eic': 'Vyplňte EIC akumulačního zařízení',
    'azr.nazov': 'Vyplňte název akumulačního zařízení',
    'azr.kapacita': 'Vyplňte kapacitu (kWh)',
    'azr.vykon': 'Vyplňte instalovaný výkon',
    'azr.eicTaken': 'Akumulační zařízení s EIC {eic} už existuje',
    'azr.submitted': 'Žádost o registraci akumulačního zařízení {kod} byla odeslána ke schválení',
    'azr.approved': 'Žádost {kod} byla schválena: akumulační zařízení {nazov} ({eic}) bylo vytvořeno',
    'azr.returned': 'Žádost o registraci akumulačního zařízení {kod} byla vrácena k opravě',
    'azr.cancelled': 'Žádost o registraci akumulačního zařízení {kod} byla zrušena',
  },
};
