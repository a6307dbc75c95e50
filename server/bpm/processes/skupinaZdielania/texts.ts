// Texts of this process (reasons, action messages, mailbox notices), in the UI's languages;
// merged into the server's catalogue (server/i18n/messages.ts translate).
import type { ProcessTexts } from '../../definitions/types';

export const TEXTS: ProcessTexts = {
  sk: {
    'sz.nazov': 'Vyplňte názov skupiny zdieľania',
    'sz.maxPodiel': 'Vyplňte maximálny podiel (0,01 až 100 %)',
    'sz.minOom': 'Skupina zdieľania musí mať aspoň {min} odberné miesta, má {count}',
    'sz.oomTaken': 'Odberné miesto {eic} už patrí schválenej skupine zdieľania {kod}',
    'sz.oomDuplicate': 'Odberné miesto {eic} už v skupine je',
    'sz.oomMissing': 'Odberné miesto {eic} v skupine nie je',
    'sz.notEditable': 'Skupinu zdieľania teraz nemôžete upravovať: nemáte otvorenú aktivitu, ktorá to dovoľuje',
    'sz.submitted': 'Skupina zdieľania {kod} bola odoslaná na schválenie',
    'sz.approved': 'Skupina zdieľania {kod} „{nazov}“ bola schválená',
    'sz.returned': 'Skupina zdieľania {kod} bola vrátená žiadateľovi na opravu',
    'sz.cancelled': 'Žiadosť o skupinu zdieľania {kod} bola zrušená',
  },
  en: {
    'sz.nazov': 'Fill in the name of the sharing group',
    'sz.maxPodiel': 'Fill in the maximum share (0.01 to 100 %)',
    'sz.minOom': 'A sharing group needs at least {min} metering points, it has {count}',
    'sz.oomTaken': 'Metering point {eic} already belongs to approved sharing group {kod}',
    'sz.oomDuplicate': 'Metering point {eic} is already in the group',
    'sz.oomMissing': 'Metering point {eic} is not in the group',
    'sz.notEditable': 'You cannot edit the sharing group now: you have no open activity that allows it',
    'sz.submitted': 'Sharing group {kod} was submitted for approval',
    'sz.approved': 'Sharing group {kod} "{nazov}" was approved',
    'sz.returned': 'Sharing group {kod} was returned to the applicant for correction',
    'sz.cancelled': 'The request for sharing group {kod} was cancelled',
  },
  cs: {
    'sz.nazov': 'Vyplňte název skupiny sdílení',
    'sz.maxPodiel': 'Vyplňte maximální podíl (0,01 až 100 %)',
    'sz.minOom': 'Skupina sdílení musí mít alespoň {min} odběrná místa, má {count}',
    'sz.oomTaken': 'Odběrné místo {eic} už patří schválené skupině sdílení {kod}',
    'sz.oomDuplicate': 'Odběrné místo {eic} už ve skupině je',
    'sz.oomMissing': 'Odběrné místo {eic} ve skupině není',
    'sz.notEditable': 'Skupinu sdílení teď nemůžete upravovat: nemáte otevřenou aktivitu, která to dovoluje',
    'sz.submitted': 'Skupina sdílení {kod} byla odeslána ke schválení',
    'sz.approved': 'Skupina sdílení {kod} „{nazov}“ byla schválena',
    'sz.returned': 'Skupina sdílení {kod} byla vrácena žadateli k opravě',
    'sz.cancelled': 'Žádost o skupinu sdílení {kod} byla zrušena',
  },
};
