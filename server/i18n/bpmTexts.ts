// Texts of the process engine that reach people (reasons, states), in the UI's languages; each
// process's own texts are in its folder (server/bpm/processes/<name>/texts.ts). Both are part of the
// server's one catalogue (messages.ts translate, one fallback order).
import type { Lang } from './messages';

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
  'bpm.alreadyWaiting': 'Vaša žiadosť už čaká na schválenie; novú nemožno začať',
  'bpm.unknownScenario': 'Neznámy scenár procesu {scenario}',
  'bpm.notEditable': 'Údaje teraz nemôžete upravovať: nemáte otvorenú aktivitu, ktorá to dovoľuje',
  'bpm.sender': 'Prevádzkovateľ EDC – zmluvné oddelenie',
  'bpm.coreOnly': 'Tento proces začínajú len pracovníci prevádzkovateľa',
  'bpm.assignCoreOnly': 'Aktivity prideľujú len pracovníci prevádzkovateľa',
  'bpm.assignNotYours': 'Túto aktivitu nemôžete prideliť: nepatrí vám ani vašej role',
  'bpm.assigneeNotStaff': 'login: používateľ {login} nie je pracovník prevádzkovateľa s rolou {role}',
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
  'bpm.alreadyWaiting': 'Your request is already waiting for approval; a new one cannot be started',
  'bpm.unknownScenario': 'Unknown process scenario {scenario}',
  'bpm.notEditable': 'You cannot edit the data now: you have no open activity that allows it',
  'bpm.sender': 'EDC operator – contractual department',
  'bpm.coreOnly': 'Only the operator\'s staff start this process',
  'bpm.assignCoreOnly': 'Only the operator\'s staff assign activities',
  'bpm.assignNotYours': 'You cannot assign this activity: it is neither yours nor your role\'s',
  'bpm.assigneeNotStaff': 'login: user {login} is not operator staff holding role {role}',
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
  'bpm.alreadyWaiting': 'Vaše žádost už čeká na schválení; novou nelze začít',
  'bpm.unknownScenario': 'Neznámý scénář procesu {scenario}',
  'bpm.notEditable': 'Údaje teď nemůžete upravovat: nemáte otevřenou aktivitu, která to dovoluje',
  'bpm.sender': 'Provozovatel EDC – smluvní oddělení',
  'bpm.coreOnly': 'Tento proces zahajují jen pracovníci provozovatele',
  'bpm.assignCoreOnly': 'Aktivity přidělují jen pracovníci provozovatele',
  'bpm.assignNotYours': 'Tuto aktivitu nemůžete přidělit: nepatří vám ani vaší roli',
  'bpm.assigneeNotStaff': 'login: uživatel {login} není pracovník provozovatele s rolí {role}',
};

const ENGINE: Record<Lang, Texts> = { sk, en, cs };

/** Each process's texts, registered by the list of processes (server/bpm/processes/index.ts). */
const processTables: Readonly<Record<Lang, Readonly<Texts>>>[] = [];
let merged: Record<Lang, Texts> | undefined;

/**
 * Adds processes' texts to the catalogue. The list of processes calls it when it loads, so the
 * catalogue needs no import of the processes (whose modules import the catalogue themselves).
 */
export function registerProcessTexts(tables: readonly Readonly<Record<Lang, Readonly<Texts>>>[]): void {
  processTables.push(...tables);
  merged = undefined;
}

/** The workflow's texts in one language: the engine's above and the registered processes'. */
export function workflowTexts(lang: Lang): Texts {
  merged ??= {
    sk: Object.assign({ ...sk }, ...processTables.map((t) => t.sk)),
    en: Object.assign({ ...en }, ...processTables.map((t) => t.en)),
    cs: Object.assign({ ...cs }, ...processTables.map((t) => t.cs)),
  };
  return merged[lang];
}

/** The engine's own keys per language (for the completeness test). */
export const ENGINE_TEXT_KEYS: Record<Lang, string[]> = { sk: Object.keys(ENGINE.sk), en: Object.keys(ENGINE.en), cs: Object.keys(ENGINE.cs) };
