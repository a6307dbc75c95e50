// Texts of this process (reasons, action messages, mailbox notices), in the UI's languages;
// merged into the server's catalogue (server/i18n/messages.ts translate).
import type { ProcessTexts } from '../../definitions/types';

export const TEXTS: ProcessTexts = {
  sk: {
    'puv.ucastnik': 'Vyberte účastníka trhu, pre ktorého sa účet zakladá',
    'puv.login': 'Vyplňte prihlasovacie meno',
    'puv.meno': 'Vyplňte meno a priezvisko',
    'puv.email': 'Vyplňte e-mail',
    'puv.rola': 'Vyberte rolu používateľa',
    'puv.heslo': 'Zadajte počiatočné heslo',
    'puv.loginTaken': 'Prihlasovacie meno {login} je už obsadené',
    'puv.submitted': 'Žiadosť o nový účet {kod} bola odoslaná na schválenie',
    'puv.approved': 'Žiadosť {kod} bola schválená: účet {novyLogin} ({meno} {priezvisko}) bol vytvorený',
    'puv.returned': 'Žiadosť o nový účet {kod} bola vrátená na opravu',
    'puv.cancelled': 'Žiadosť o nový účet {kod} bola zrušená',
  },
  en: {
    'puv.ucastnik': 'Choose the market participant the account is for',
    'puv.login': 'Fill in the login',
    'puv.meno': 'Fill in the first name and surname',
    'puv.email': 'Fill in the e-mail',
    'puv.rola': 'Choose the user role',
    'puv.heslo': 'Enter the initial password',
    'puv.loginTaken': 'The login {login} is already taken',
    'puv.submitted': 'New account request {kod} was submitted for approval',
    'puv.approved': 'Request {kod} was approved: account {novyLogin} ({meno} {priezvisko}) was created',
    'puv.returned': 'New account request {kod} was returned for correction',
    'puv.cancelled': 'New account request {kod} was cancelled',
  },
  cs: {
    'puv.ucastnik': 'Vyberte účastníka trhu, pro kterého se účet zakládá',
    'puv.login': 'Vyplňte přihlašovací jméno',
    'puv.meno': 'Vyplňte jméno a příjmení',
    'puv.email': 'Vyplňte e-mail',
    'puv.rola': 'Vyberte roli uživatele',
    'puv.heslo': 'Zadejte počáteční heslo',
    'puv.loginTaken': 'Přihlašovací jméno {login} je již obsazené',
    'puv.submitted': 'Žádost o nový účet {kod} byla odeslána ke schválení',
    'puv.approved': 'Žádost {kod} byla schválena: účet {novyLogin} ({meno} {priezvisko}) byl vytvořen',
    'puv.returned': 'Žádost o nový účet {kod} byla vrácena k opravě',
    'puv.cancelled': 'Žádost o nový účet {kod} byla zrušena',
  },
};
