// Texts of this process (reasons, action messages, mailbox notices), in the UI's languages;
// merged into the server's catalogue (server/i18n/messages.ts translate).
import type { ProcessTexts } from '../../definitions/types';

export const TEXTS: ProcessTexts = {
  sk: {
    'profil.meno': 'Vyplňte meno',
    'profil.priezvisko': 'Vyplňte priezvisko',
    'profil.email': 'Vyplňte e-mail',
    'profil.saved': 'Údaje profilu {meno} {priezvisko} boli uložené',
    'profil.cancelled': 'Zmena profilu bola zrušená',
  },
  en: {
    'profil.meno': 'Fill in the first name',
    'profil.priezvisko': 'Fill in the surname',
    'profil.email': 'Fill in the e-mail',
    'profil.saved': 'The profile of {meno} {priezvisko} was saved',
    'profil.cancelled': 'The profile change was cancelled',
  },
  cs: {
    'profil.meno': 'Vyplňte jméno',
    'profil.priezvisko': 'Vyplňte příjmení',
    'profil.email': 'Vyplňte e-mail',
    'profil.saved': 'Údaje profilu {meno} {priezvisko} byly uloženy',
    'profil.cancelled': 'Změna profilu byla zrušena',
  },
};
