// Texts of the process engine that reach people (reasons, action messages), in the UI's languages.
import type { Lang } from '../i18n/messages';

type Texts = Record<string, string>;

const sk: Texts = {
  'bpm.activityNotFound': 'Aktivita {id} neexistuje',
  'bpm.processNotFound': 'Proces {id} neexistuje',
  'bpm.notActive': 'Aktivita už nie je aktívna (stav {status})',
  'bpm.readOnly': 'Aktivitu nemôžete dokončiť: je len na čítanie',
  'bpm.notYours': 'Aktivita patrí inému používateľovi alebo roli {role}',
  'bpm.unknownAction': 'Akcia {action} pre túto aktivitu neexistuje',
  'bpm.reasonRequired': 'Vyplňte dôvod (1 až {max} znakov)',
  'bpm.reasonNotHere': 'Táto aktivita nemá dôvod vrátenia ani zamietnutia',
  'bpm.noteInvalid': 'Poznámka musí mať 1 až {max} znakov',
  'bpm.unknownStart': 'Neznámy typ procesu {typ}',
  'bpm.missingOffset': 'Chýba obchodná lehota {code}',
  'bpm.badId': '{field}: identifikátor musí byť kladné celé číslo, bolo „{value}“',
  'bpm.badList': 'list: povolené hodnoty sú mine, department, approval',
  'bpm.badDepartment': 'department: povolené hodnoty sú ZMLUVNE, BILANCNE',
  'bpm.asyncFailed': 'Dokončenie aktivity zlyhalo: {detail}',
  'status.active': 'Aktívna',
  'status.finishing': 'Dokončuje sa',
  'status.completed': 'Dokončená',
  'status.cancelled': 'Zrušená',
  'sz.nazov': 'Vyplňte názov skupiny zdieľania',
  'sz.maxPodiel': 'Vyplňte maximálny podiel (0,01 až 100 %)',
  'sz.minOom': 'Skupina zdieľania musí mať aspoň {min} odberné miesta, má {count}',
  'sz.oomTaken': 'Odberné miesto {eic} už patrí schválenej skupine zdieľania {kod}',
  'sz.eic': 'EIC {eic} nie je platný kód odberného miesta (16 znakov, začína 24Z, správny kontrolný znak)',
  'sz.oomDuplicate': 'Odberné miesto {eic} už v skupine je',
  'sz.oomMissing': 'Odberné miesto {eic} v skupine nie je',
  'sz.notEditable': 'Skupinu zdieľania teraz nemôžete upravovať: nemáte otvorenú aktivitu, ktorá to dovoľuje',
  'sz.submitted': 'Skupina zdieľania {kod} bola odoslaná na schválenie',
  'sz.approved': 'Skupina zdieľania {kod} „{nazov}“ bola schválená',
  'sz.returned': 'Skupina zdieľania {kod} bola vrátená žiadateľovi na opravu',
  'sz.cancelled': 'Žiadosť o skupinu zdieľania {kod} bola zrušená',
};

const en: Texts = {
  'bpm.activityNotFound': 'Activity {id} does not exist',
  'bpm.processNotFound': 'Process {id} does not exist',
  'bpm.notActive': 'The activity is no longer active (status {status})',
  'bpm.readOnly': 'You cannot complete this activity: it is read-only',
  'bpm.notYours': 'The activity belongs to another user or to role {role}',
  'bpm.unknownAction': 'Action {action} does not exist for this activity',
  'bpm.reasonRequired': 'Fill in the reason (1 to {max} characters)',
  'bpm.reasonNotHere': 'This activity has no return or decline reason',
  'bpm.noteInvalid': 'A note must have 1 to {max} characters',
  'bpm.unknownStart': 'Unknown process type {typ}',
  'bpm.missingOffset': 'Business offset {code} is missing',
  'bpm.badId': '{field}: the identifier must be a positive integer, was "{value}"',
  'bpm.badList': 'list: allowed values are mine, department, approval',
  'bpm.badDepartment': 'department: allowed values are ZMLUVNE, BILANCNE',
  'bpm.asyncFailed': 'Completing the activity failed: {detail}',
  'status.active': 'Active',
  'status.finishing': 'Finishing',
  'status.completed': 'Completed',
  'status.cancelled': 'Cancelled',
  'sz.nazov': 'Fill in the name of the sharing group',
  'sz.maxPodiel': 'Fill in the maximum share (0.01 to 100 %)',
  'sz.minOom': 'A sharing group needs at least {min} metering points, it has {count}',
  'sz.oomTaken': 'Metering point {eic} already belongs to approved sharing group {kod}',
  'sz.eic': 'EIC {eic} is not a valid metering point code (16 characters, starts 24Z, correct check character)',
  'sz.oomDuplicate': 'Metering point {eic} is already in the group',
  'sz.oomMissing': 'Metering point {eic} is not in the group',
  'sz.notEditable': 'You cannot edit the sharing group now: you have no open activity that allows it',
  'sz.submitted': 'Sharing group {kod} was submitted for approval',
  'sz.approved': 'Sharing group {kod} "{nazov}" was approved',
  'sz.returned': 'Sharing group {kod} was returned to the applicant for correction',
  'sz.cancelled': 'The request for sharing group {kod} was cancelled',
};

const cs: Texts = {
  'bpm.activityNotFound': 'Aktivita {id} neexistuje',
  'bpm.processNotFound': 'Proces {id} neexistuje',
  'bpm.notActive': 'Aktivita už není aktivní (stav {status})',
  'bpm.readOnly': 'Aktivitu nemůžete dokončit: je jen pro čtení',
  'bpm.notYours': 'Aktivita patří jinému uživateli nebo roli {role}',
  'bpm.unknownAction': 'Akce {action} pro tuto aktivitu neexistuje',
  'bpm.reasonRequired': 'Vyplňte důvod (1 až {max} znaků)',
  'bpm.reasonNotHere': 'Tato aktivita nemá důvod vrácení ani zamítnutí',
  'bpm.noteInvalid': 'Poznámka musí mít 1 až {max} znaků',
  'bpm.unknownStart': 'Neznámý typ procesu {typ}',
  'bpm.missingOffset': 'Chybí obchodní lhůta {code}',
  'bpm.badId': '{field}: identifikátor musí být kladné celé číslo, bylo „{value}“',
  'bpm.badList': 'list: povolené hodnoty jsou mine, department, approval',
  'bpm.badDepartment': 'department: povolené hodnoty jsou ZMLUVNE, BILANCNE',
  'bpm.asyncFailed': 'Dokončení aktivity selhalo: {detail}',
  'status.active': 'Aktivní',
  'status.finishing': 'Dokončuje se',
  'status.completed': 'Dokončená',
  'status.cancelled': 'Zrušená',
  'sz.nazov': 'Vyplňte název skupiny sdílení',
  'sz.maxPodiel': 'Vyplňte maximální podíl (0,01 až 100 %)',
  'sz.minOom': 'Skupina sdílení musí mít alespoň {min} odběrná místa, má {count}',
  'sz.oomTaken': 'Odběrné místo {eic} už patří schválené skupině sdílení {kod}',
  'sz.eic': 'EIC {eic} není platný kód odběrného místa (16 znaků, začíná 24Z, správný kontrolní znak)',
  'sz.oomDuplicate': 'Odběrné místo {eic} už ve skupině je',
  'sz.oomMissing': 'Odběrné místo {eic} ve skupině není',
  'sz.notEditable': 'Skupinu sdílení teď nemůžete upravovat: nemáte otevřenou aktivitu, která to dovoluje',
  'sz.submitted': 'Skupina sdílení {kod} byla odeslána ke schválení',
  'sz.approved': 'Skupina sdílení {kod} „{nazov}“ byla schválena',
  'sz.returned': 'Skupina sdílení {kod} byla vrácena žadateli k opravě',
  'sz.cancelled': 'Žádost o skupinu sdílení {kod} byla zrušena',
};

const TABLES: Record<Lang, Texts> = { sk, en, cs };

/** A BPM text in a language, with `{name}` parameters filled; unknown keys come back as they are. */
export function bpmText(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const text = TABLES[lang][key] ?? sk[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Every key, per language (for the completeness test). */
export const BPM_TEXT_KEYS: Record<Lang, string[]> = { sk: Object.keys(sk), en: Object.keys(en), cs: Object.keys(cs) };
