import type { EntityDef } from './entity';
import { technologia } from './technologia';
import { technologiaParameter } from './technologiaParameter';
import { vyrobneZariadenie } from './vyrobneZariadenie';
import { vyrobneZariadenieGenerator } from './vyrobneZariadenieGenerator';
import { ucastnikTrhuLookup, userLookup } from './lookups';
import { agregacnyBlok } from './agregacnyBlok';
import { sustavaTeplo, zariadenieTeplo } from './teplo';
import { addendumTemplate, addendumTemplateAdmin, addendumTemplateVerzia } from './addendumTemplate';
import { odberneMiesto } from './odberneMiesto';
import { zamietnutieZiadosti } from './zamietnutieZiadosti';
import { schranka } from './schranka';
import { akumulacneZariadenie, lokalitaAkumulatora } from './akumulacneZariadenie';
import { agregacnyBlokClen, agregacnyBlokSprava } from './agregacia';
import { odberneMiestoSkupina } from './odberneMiestoSkupina';
import { odberatel } from './odberatel';
import { odberatelImport, odberatelImportChyba } from './odberatelImport';
import { zmluva } from './zmluva';
import { notifikacia, spracovanie, spracovanieChyba, zmluvaDodatok, zmluvaProces } from './zmluvaRegister';
import { appConfig } from './appConfig';
import { faq, faqPublished } from './faq';
import { casovyPosun } from './casovyPosun';
import { mailTemplate } from './mailTemplate';
import { skupinaZdielania, skupinaZdielaniaClen } from './skupinaZdielania';
import { ponizenie } from './ponizenie';
import { reklamacia } from './reklamacia';
import { retazenieOdchylok } from './retazenieOdchylok';
import { ucastnikTrhu } from './ucastnikTrhu';
import { ucastnikTrhuZmena } from './ucastnikTrhuZmena';
import { userManagement } from './userManagement';
import { backgroundJob } from './backgroundJob';

/** Every entity the generic router serves. Add a model file and list it here. */
export const ENTITIES: readonly EntityDef[] = [
  technologia,
  technologiaParameter,
  vyrobneZariadenie,
  vyrobneZariadenieGenerator,
  ucastnikTrhuLookup,
  userLookup,
  agregacnyBlok,
  sustavaTeplo,
  zariadenieTeplo,
  addendumTemplate,
  addendumTemplateAdmin,
  addendumTemplateVerzia,
  odberneMiesto,
  zamietnutieZiadosti,
  schranka,
  akumulacneZariadenie,
  lokalitaAkumulatora,
  agregacnyBlokSprava,
  agregacnyBlokClen,
  odberneMiestoSkupina,
  odberatel,
  odberatelImport,
  odberatelImportChyba,
  zmluva,
  zmluvaDodatok,
  zmluvaProces,
  spracovanie,
  spracovanieChyba,
  notifikacia,
  appConfig,
  faq,
  faqPublished,
  casovyPosun,
  mailTemplate,
  skupinaZdielania,
  skupinaZdielaniaClen,
  ponizenie,
  reklamacia,
  retazenieOdchylok,
  ucastnikTrhu,
  ucastnikTrhuZmena,
  userManagement,
  backgroundJob,
];

export type { EntityDef } from './entity';
