import type { StepDocuments, StepEntity, StepMetadata, StepSection } from '../../engine/core/workflow';
import { stepTitleKey } from './stepTitle';

// Step screens (spec 2.3) as data for the generic step page. A step without sections shows the
// activity (type, status, dates, notes) and its actions; the sharing-group steps show their form,
// OOM rows and summary.

const SKUPINA: StepEntity = { api: '/portal/skupiny-zdielania/skupina-zdielania/', i18n: 'workflow.skupina' };

// The contract for imbalance settlement (entity type ZMLUVA_ZO); its finance data is a view of its own.
const ZMLUVA_ZO: StepEntity = { api: '/portal/zmluvy/zmluva-zo/', i18n: 'workflow.zmluvaZo' };
const ZMLUVA_ZO_FINANCE: StepEntity = { api: '/portal/zmluvy/zmluva-zo-financne-udaje/', i18n: 'workflow.zmluvaZo' };
const ZO_FIELDS = ['cisloZmluvy', 'ucastnik', 'stav', 'datumOd', 'kontaktMeno', 'kontaktEmail', 'poznamka'];
const ZO_FINANCE_FIELDS = ['vyskaZabezpecenia', 'formaZabezpecenia', 'iban'];
const ZO_SUMMARY: StepSection[] = [
  { kind: 'summary', titleKey: 'workflow.zmluvaZo.group.zakladne', fields: ZO_FIELDS },
  { kind: 'summary', titleKey: 'workflow.zmluvaZo.group.financne', fields: ZO_FINANCE_FIELDS },
];
const ZO_DOCUMENTS: StepDocuments = { kind: 'documents', path: 'dokumenty', documentTypes: ['zmluva.podpisana', 'zmluva.priloha'] };
const zo = (step: string, sections: StepSection[]): Record<string, Omit<StepMetadata, 'byEntityType'>> => ({
  ZMLUVA_ZO: { titleKey: `workflow.zmluvaZo.step.${step}`, entity: ZMLUVA_ZO, sections },
});

// The data-provision contract for producers up to 11 kW (entity type ZMLUVA_ZPU, scenario
// VYROBA_11_KW): one record, a view of its own per step it is edited on.
const ZPU: StepEntity = { api: '/portal/zmluvy/zmluva-zpu/', i18n: 'workflow.zmluvaZpu' };
const ZPU_PARTICIPANT: StepEntity = { api: '/portal/zmluvy/zmluva-zpu-ucastnik/', i18n: 'workflow.zmluvaZpu' };
const ZPU_SETTLEMENT: StepEntity = { api: '/portal/zmluvy/zmluva-zpu-vysporiadanie/', i18n: 'workflow.zmluvaZpu' };
const ZPU_FINANCE: StepEntity = { api: '/portal/zmluvy/zmluva-zpu-financne-udaje/', i18n: 'workflow.zmluvaZpu' };
const ZPU_HEAD: StepSection = { kind: 'summary', fields: ['cisloZmluvy', 'ucastnik', 'stav'] };
const ZPU_SUMMARY: StepSection[] = [
  { kind: 'summary', titleKey: 'workflow.zmluvaZpu.group.vyrobca', fields: ['cisloZmluvy', 'ucastnik', 'stav', 'kontaktMeno', 'kontaktEmail', 'telefon', 'eicOdberneMiesto', 'instalovanyVykonKw'] },
  { kind: 'summary', titleKey: 'workflow.zmluvaZpu.group.vysporiadanie', fields: ['datumOd', 'sposobVysporiadania', 'iban'] },
];
const zpu = (step: string, sections: StepSection[]): Omit<StepMetadata, 'byEntityType'> => ({ titleKey: `workflow.zmluvaZpu.step.${step}`, entity: ZPU, sections });

// A market participant's registration (entity type UCASTNIK_TRHU_REGISTRACIA), by a user who has none yet.
const REGISTRACIA: StepEntity = { api: '/portal/zmluvy/ucastnik-registracia/', i18n: 'workflow.registracia' };
const REGISTRACIA_FIELDS = ['kod', 'stav', 'nazov', 'pravnaForma', 'typ', 'eic', 'ico', 'sidlo', 'ziadatel'];
const registracia = (step: string, sections: StepSection[]): Omit<StepMetadata, 'byEntityType'> => ({
  titleKey: `workflow.registracia.step.${step}`,
  entity: REGISTRACIA,
  sections,
});

// A user's request to be linked to an existing participant (entity type PRIRADENIE_UCASTNIKA).
const PREPOJENIE: StepEntity = { api: '/portal/zmluvy/ziadost-o-prepojenie/', i18n: 'workflow.prepojenie' };
const PREPOJENIE_SUMMARY: StepSection = { kind: 'summary', fields: ['kod', 'stav', 'ziadatel', 'ziadatelMeno', 'ziadatelEmail', 'eic', 'ico', 'ucastnik', 'poznamka'] };
const prepojenie = (step: string, sections: StepSection[]): Omit<StepMetadata, 'byEntityType'> => ({
  titleKey: `workflow.prepojenie.step.${step}`,
  entity: PREPOJENIE,
  sections,
});

// A participant's change of its own data from the portal (entity type UCASTNIK_TRHU_ZMENA).
const ZMENA: StepEntity = { api: '/portal/zmluvy/ucastnik-zmena/', i18n: 'workflow.zmena' };
const ZMENA_SUMMARY: StepSection = { kind: 'summary', fields: ['kod', 'stav', 'ucastnik', 'eic', 'nazov', 'pravnaForma', 'acerKod', 'ziadatel'] };
const zmena = (step: string, sections: StepSection[]): Omit<StepMetadata, 'byEntityType'> => ({ titleKey: `workflow.zmena.step.${step}`, entity: ZMENA, sections });

// A market participant's complaint (entity type REKLAMACIA): the participant fills it, the operator
// answers it in a view of its own.
const REKLAMACIA: StepEntity = { api: '/portal/reklamacie/reklamacia/', i18n: 'workflow.reklamacia' };
const REKLAMACIA_ODPOVED: StepEntity = { api: '/portal/reklamacie/reklamacia-odpoved/', i18n: 'workflow.reklamacia' };
// Attachments of a complaint and of its answer: DMS documents of the code book's root `reklamacia`.
const COMPLAINT_DOCUMENTS = { widget: 'document-editor', options: { rootDocumentType: 'reklamacia' } };
const REKLAMACIA_HEAD: StepSection = { kind: 'summary', fields: ['kod', 'stav', 'ucastnik'] };
const REKLAMACIA_SUMMARY: StepSection = {
  kind: 'summary',
  fields: ['kod', 'stav', 'ucastnik', 'predmet', 'kategoria', 'obdobieOd', 'obdobieDo', 'text', 'datumPodania', 'termin'],
};
const reklamacia = (step: string, sections: StepSection[]): Omit<StepMetadata, 'byEntityType'> => ({
  titleKey: `workflow.reklamacia.step.${step}`,
  entity: REKLAMACIA,
  sections,
});

// Operator staff's registration of a production device for a participant (entity type
// VYROBNE_ZARIADENIE_REGISTRACIA); the widgets are the device screen's (metadata/entities).
const VZR: StepEntity = { api: '/portal/vyrobne-zariadenia/vyrobne-zariadenie-ziadost/', i18n: 'workflow.vyrobneZariadenie' };
const VZR_SUMMARY: StepSection = {
  kind: 'summary',
  // The generators are listed below (their number is the rows').
  fields: ['kod', 'stav', 'ucastnik', 'eic', 'nazov', 'technologia', 'instalovanyVykonKw', 'typPodpory', 'datumUvedeniaDoPrevadzky', 'poznamka', 'ziadatel'],
  items: { path: 'generatory', columns: ['nazov', 'typ', 'primarnyZdroj', 'instalovanyVykonKw', 'stav'] },
  // The support type by the live code book (as the device grid), so a type added later is named too.
  codeBooks: { typPodpory: '/edc/enum/mixed/typ-podpory/vsetky/' },
};
const vzr = (step: string, sections: StepSection[]): Omit<StepMetadata, 'byEntityType'> => ({ titleKey: `workflow.vyrobneZariadenie.step.${step}`, entity: VZR, sections });

// Operator staff's registration of a storage device for a participant (entity type
// AKUMULACNE_ZARIADENIE_REGISTRACIA).
const AZR: StepEntity = { api: '/portal/akumulacne-zariadenia/akumulacne-zariadenie-ziadost/', i18n: 'workflow.akumulacneZariadenie' };
const AZR_SUMMARY: StepSection = { kind: 'summary', fields: ['kod', 'stav', 'ucastnik', 'eic', 'nazov', 'kapacitaKwh', 'instalovanyVykonKw', 'poznamka', 'ziadatel'] };
const azr = (step: string, sections: StepSection[]): Omit<StepMetadata, 'byEntityType'> => ({ titleKey: `workflow.akumulacneZariadenie.step.${step}`, entity: AZR, sections });

// The registration of a delivery (metering) point for a participant (entity type
// ODBERNE_MIESTO_REGISTRACIA); the department approves it on the same screen.
const OMR: StepEntity = { api: '/portal/odberne-miesta/odberne-miesto-ziadost/', i18n: 'workflow.odberneMiesto' };
const OMR_SUMMARY: StepSection = { kind: 'summary', fields: ['kod', 'stav', 'ucastnik', 'eic', 'nazov', 'typ', 'napatovaUroven', 'mesto', 'psc', 'platnostOd', 'ziadatel'] };
const omr = (step: string, sections: StepSection[]): Omit<StepMetadata, 'byEntityType'> => ({ titleKey: `workflow.odberneMiesto.step.${step}`, entity: OMR, sections });

// Operator staff's request for a participant's new user account (entity type POUZIVATEL_VYTVORENIE).
const PUV: StepEntity = { api: '/pouzivatel/create/pouzivatel-ziadost/', i18n: 'workflow.pouzivatelNovy' };
const PUV_SUMMARY: StepSection = { kind: 'summary', fields: ['kod', 'stav', 'ucastnik', 'novyLogin', 'meno', 'priezvisko', 'email', 'rola', 'ziadatel'] };
const puv = (step: string, sections: StepSection[]): Omit<StepMetadata, 'byEntityType'> => ({ titleKey: `workflow.pouzivatelNovy.step.${step}`, entity: PUV, sections });

// A market participant's tariff reduction group (entity type PONIZENIE).
const PONIZENIE: StepEntity = { api: '/portal/ponizenie/ponizenie/', i18n: 'workflow.ponizenie' };
const PONIZENIE_SUMMARY: StepSection = { kind: 'summary', fields: ['kod', 'stav', 'ucastnik', 'nazov', 'datumOd', 'popis'], items: { path: 'oom', columns: ['eic', 'nazov'] } };
const ponizenie = (step: string, sections: StepSection[]): Omit<StepMetadata, 'byEntityType'> => ({
  titleKey: `workflow.ponizenie.step.${step}`,
  entity: PONIZENIE,
  sections,
});

// A user's change of their own identity data (entity type POUZIVATEL_ZMENA).
const PROFIL: StepEntity = { api: '/pouzivatel/zmena-profilu/', i18n: 'workflow.profil' };

const OOM_COLUMNS = ['eic', 'nazov'];
const SKUPINA_FIELDS = ['kod', 'nazov', 'maxPodiel', 'popis', 'stav', 'spravca'];

const plain = (step: string): StepMetadata => ({ titleKey: stepTitleKey(step), sections: [] });

const PLAIN_STEPS = [
  'confirm-account',
  'contract-approval',
  'contract-change',
  'contract-finance-data',
  'contract-finance-data-simple',
  'contract-settlement',
  'contract-settlement-simple',
  'contract-signature',
  'contract-summary',
  'contract-summary-modify',
  'delivery-point-to-be-created',
  'manufacturing-device-approval',
  'manufacturing-device-to-be-created',
  'participant-approval',
  'participant-create',
  'participant-create-simple',
  'participant-change-eic',
  'participant-pick',
  'participant-assignment-request',
  'participant-assignment-approval',
  'storage-device-approval',
  'storage-device-to-be-created',
  'user-identity-to-be-changed',
  'complaint-to-be-created',
  'complaints-response-publication',
  'tariff-reduction-group-approval',
  'tariff-reduction-group-create',
  'tariff-reduction-group-summary',
] as const;

/** Every step screen by its route name. */
export const WORKFLOW_STEPS: Readonly<Record<string, StepMetadata>> = {
  ...Object.fromEntries(PLAIN_STEPS.map((step) => [step, plain(step)])),
  'user-identity-to-be-changed': {
    ...plain('user-identity-to-be-changed'),
    byEntityType: {
      POUZIVATEL_ZMENA: {
        titleKey: 'workflow.profil.step.user-identity-to-be-changed',
        entity: PROFIL,
        sections: [{ kind: 'form', layout: [{ group: 'osoba', titleKey: 'workflow.profil.group.osoba', fields: ['meno', 'priezvisko', 'email'] }] }],
      },
      POUZIVATEL_VYTVORENIE: puv('user-identity-to-be-changed', [
        { kind: 'summary', fields: ['kod', 'stav'] },
        {
          kind: 'form',
          layout: [
            { group: 'ucastnik', titleKey: 'workflow.pouzivatelNovy.group.ucastnik', fields: ['idUcastnikTrhu'] },
            { group: 'ucet', titleKey: 'workflow.pouzivatelNovy.group.ucet', fields: ['novyLogin', 'meno', 'priezvisko', 'email', 'rola', 'heslo'] },
          ],
          fields: {
            idUcastnikTrhu: {
              widget: 'server-search',
              options: { path: '/edc/zmluvy/ucastnik-trhu/', valueField: 'idUcastnikTrhu', labelField: 'nazov', minChars: 2 },
            },
            email: { widget: 'email' },
            heslo: { widget: 'password' },
          },
        },
      ]),
    },
  },
  'participant-create': {
    ...plain('participant-create'),
    byEntityType: {
      UCASTNIK_TRHU_REGISTRACIA: registracia('participant-create', [
        {
          kind: 'form',
          // IČO first: the register of legal entities fills name, legal form and seat from it. One group
          // titled by the default key workflow.registracia.group.ucastnik (this metadata is in the first download).
          layout: [{ group: 'ucastnik', fields: ['ico', 'nazov', 'pravnaForma', 'typ', 'eic', 'adresa'] }],
          fields: {
            // The register of legal entities by IČO (server/integrations/rpo): its entry fills name, legal form and seat.
            ico: { widget: 'register-lookup', options: { api: '/portal/zmluvy/rpo/' } },
            adresa: { widget: 'address' },
          },
        },
      ]),
      UCASTNIK_TRHU_ZMENA: zmena('participant-create', [
        { kind: 'summary', fields: ['kod', 'stav', 'ucastnik', 'eic'] },
        {
          kind: 'form',
          layout: [{ group: 'udaje', titleKey: 'workflow.zmena.group.udaje', fields: ['nazov', 'pravnaForma', 'adresa', 'acerKod'] }],
          fields: { adresa: { widget: 'address' } },
        },
      ]),
    },
  },
  'participant-assignment-request': {
    ...plain('participant-assignment-request'),
    byEntityType: {
      PRIRADENIE_UCASTNIKA: prepojenie('participant-assignment-request', [
        { kind: 'summary', fields: ['kod', 'stav'] },
        {
          kind: 'form',
          layout: [{ group: 'ucastnik', titleKey: 'workflow.prepojenie.group.ucastnik', fields: ['eic', 'ico', 'poznamka'] }],
          fields: { eic: { widget: 'eic' }, poznamka: { widget: 'textarea' } },
        },
      ]),
    },
  },
  'participant-assignment-approval': {
    ...plain('participant-assignment-approval'),
    byEntityType: { PRIRADENIE_UCASTNIKA: prepojenie('participant-assignment-approval', [PREPOJENIE_SUMMARY]) },
  },
  'complaint-to-be-created': {
    ...plain('complaint-to-be-created'),
    byEntityType: {
      REKLAMACIA: reklamacia('complaint-to-be-created', [
        REKLAMACIA_HEAD,
        {
          kind: 'form',
          layout: [
            { group: 'reklamacia', titleKey: 'workflow.reklamacia.group.reklamacia', fields: ['predmet', 'kategoria', 'obdobieOd', 'obdobieDo', 'text'] },
            { group: 'prilohy', titleKey: 'workflow.reklamacia.group.prilohy', fields: ['dokumenty'] },
          ],
          fields: { obdobieOd: { widget: 'date' }, obdobieDo: { widget: 'date' }, text: { widget: 'textarea' }, dokumenty: COMPLAINT_DOCUMENTS },
        },
      ]),
    },
  },
  'complaints-response-publication': {
    ...plain('complaints-response-publication'),
    byEntityType: {
      REKLAMACIA: reklamacia('complaints-response-publication', [
        REKLAMACIA_SUMMARY,
        {
          kind: 'form',
          entity: REKLAMACIA_ODPOVED,
          layout: [{ group: 'odpoved', titleKey: 'workflow.reklamacia.group.odpoved', fields: ['odpoved', 'dokumentyOdpoved'] }],
          fields: { odpoved: { widget: 'textarea' }, dokumentyOdpoved: COMPLAINT_DOCUMENTS },
        },
      ]),
    },
  },
  'manufacturing-device-to-be-created': {
    ...plain('manufacturing-device-to-be-created'),
    byEntityType: {
      VYROBNE_ZARIADENIE_REGISTRACIA: vzr('manufacturing-device-to-be-created', [
        { kind: 'summary', fields: ['kod', 'stav'] },
        {
          kind: 'form',
          layout: [
            { group: 'ucastnik', titleKey: 'workflow.vyrobneZariadenie.group.ucastnik', fields: ['idUcastnikTrhu'] },
            {
              group: 'zariadenie',
              titleKey: 'workflow.vyrobneZariadenie.group.zariadenie',
              // The generators: rows of the generator entity's fields (their number is derived).
              fields: ['eic', 'nazov', 'idTechnologia', 'instalovanyVykonKw', 'typPodpory', 'datumUvedeniaDoPrevadzky', 'poznamka', 'generatory'],
            },
          ],
          // The EIC, the date and the note get their widgets from the schema's formats and lengths.
          fields: {
            idUcastnikTrhu: {
              widget: 'server-search',
              options: { path: '/edc/zmluvy/ucastnik-trhu/', valueField: 'idUcastnikTrhu', labelField: 'nazov', minChars: 2 },
            },
            idTechnologia: {
              widget: 'server-search',
              options: { path: '/portal/zmluvy/technologia/', valueField: 'idTechnologia', labelField: 'nazov', minChars: 2 },
            },
            instalovanyVykonKw: { widget: 'decimal', options: { decimals: 3 } },
            typPodpory: { widget: 'code-book', options: { codeBook: 'mixed/typ-podpory', labelPrefix: 'vyrobne-zariadenie.enum.typPodpory.' } },
            // Labels, values and the list's texts of the generator entity (vyrobne-zariadenie-generator.json).
            generatory: { widget: 'object-list', options: { entity: 'vyrobne-zariadenie-generator' } },
          },
        },
      ]),
    },
  },
  'delivery-point-to-be-created': {
    ...plain('delivery-point-to-be-created'),
    byEntityType: {
      ODBERNE_MIESTO_REGISTRACIA: omr('delivery-point-to-be-created', [
        { kind: 'summary', fields: ['kod', 'stav', 'ziadatel'] },
        {
          kind: 'form',
          layout: [
            { group: 'ucastnik', titleKey: 'workflow.odberneMiesto.group.ucastnik', fields: ['idUcastnikTrhu'] },
            { group: 'miesto', titleKey: 'workflow.odberneMiesto.group.miesto', fields: ['eic', 'nazov', 'typ', 'napatovaUroven', 'mesto', 'psc', 'platnostOd'] },
          ],
          fields: {
            idUcastnikTrhu: {
              widget: 'server-search',
              options: { path: '/edc/zmluvy/ucastnik-trhu/', valueField: 'idUcastnikTrhu', labelField: 'nazov', minChars: 2 },
            },
            eic: { widget: 'eic' },
            platnostOd: { widget: 'date' },
          },
        },
      ]),
    },
  },
  'confirm-account': {
    ...plain('confirm-account'),
    byEntityType: { POUZIVATEL_VYTVORENIE: puv('confirm-account', [PUV_SUMMARY]) },
  },
  'storage-device-to-be-created': {
    ...plain('storage-device-to-be-created'),
    byEntityType: {
      AKUMULACNE_ZARIADENIE_REGISTRACIA: azr('storage-device-to-be-created', [
        { kind: 'summary', fields: ['kod', 'stav'] },
        {
          kind: 'form',
          layout: [
            { group: 'ucastnik', titleKey: 'workflow.akumulacneZariadenie.group.ucastnik', fields: ['idUcastnikTrhu'] },
            { group: 'zariadenie', titleKey: 'workflow.akumulacneZariadenie.group.zariadenie', fields: ['eic', 'nazov', 'kapacitaKwh', 'instalovanyVykonKw', 'poznamka'] },
          ],
          fields: {
            idUcastnikTrhu: {
              widget: 'server-search',
              options: { path: '/edc/zmluvy/ucastnik-trhu/', valueField: 'idUcastnikTrhu', labelField: 'nazov', minChars: 2 },
            },
            eic: { widget: 'eic' },
            kapacitaKwh: { widget: 'decimal', options: { decimals: 3 } },
            instalovanyVykonKw: { widget: 'decimal', options: { decimals: 3 } },
            poznamka: { widget: 'textarea' },
          },
        },
      ]),
    },
  },
  'storage-device-approval': {
    ...plain('storage-device-approval'),
    byEntityType: { AKUMULACNE_ZARIADENIE_REGISTRACIA: azr('storage-device-approval', [AZR_SUMMARY]) },
  },
  'manufacturing-device-approval': {
    ...plain('manufacturing-device-approval'),
    byEntityType: { VYROBNE_ZARIADENIE_REGISTRACIA: vzr('manufacturing-device-approval', [VZR_SUMMARY]) },
  },
  'tariff-reduction-group-create': {
    ...plain('tariff-reduction-group-create'),
    byEntityType: {
      PONIZENIE: ponizenie('tariff-reduction-group-create', [
        { kind: 'summary', fields: ['kod', 'stav', 'ucastnik'] },
        {
          kind: 'form',
          layout: [{ group: 'skupina', titleKey: 'workflow.ponizenie.group.skupina', fields: ['nazov', 'datumOd', 'popis'] }],
          fields: { datumOd: { widget: 'date' }, popis: { widget: 'textarea' } },
        },
      ]),
    },
  },
  'tariff-reduction-group-oom': {
    ...plain('tariff-reduction-group-oom'),
    byEntityType: {
      PONIZENIE: ponizenie('tariff-reduction-group-oom', [
        { kind: 'summary', fields: ['kod', 'nazov', 'datumOd'] },
        { kind: 'items', path: 'oom', key: 'eic', columns: OOM_COLUMNS, add: ['eic', 'nazov'], widgets: { eic: 'eic' }, min: 1 },
      ]),
    },
  },
  'tariff-reduction-group-approval': {
    ...plain('tariff-reduction-group-approval'),
    byEntityType: { PONIZENIE: ponizenie('tariff-reduction-group-approval', [PONIZENIE_SUMMARY]) },
  },
  'tariff-reduction-group-summary': {
    ...plain('tariff-reduction-group-summary'),
    byEntityType: { PONIZENIE: ponizenie('tariff-reduction-group-summary', [PONIZENIE_SUMMARY]) },
  },
  'participant-approval': {
    ...plain('participant-approval'),
    byEntityType: {
      UCASTNIK_TRHU_REGISTRACIA: registracia('participant-approval', [{ kind: 'summary', fields: REGISTRACIA_FIELDS }]),
      UCASTNIK_TRHU_ZMENA: zmena('participant-approval', [ZMENA_SUMMARY]),
    },
  },
  'participant-create-simple': {
    ...plain('participant-create-simple'),
    byEntityType: {
      ZMLUVA_ZPU: zpu('participant-create-simple', [
        ZPU_HEAD,
        {
          kind: 'form',
          entity: ZPU_PARTICIPANT,
          layout: [{ group: 'vyrobca', titleKey: 'workflow.zmluvaZpu.group.vyrobca', fields: ['kontaktMeno', 'kontaktEmail', 'telefon', 'eicOdberneMiesto', 'instalovanyVykonKw'] }],
        },
      ]),
    },
  },
  'contract-settlement-simple': {
    ...plain('contract-settlement-simple'),
    byEntityType: {
      ZMLUVA_ZPU: zpu('contract-settlement-simple', [
        ZPU_HEAD,
        { kind: 'form', entity: ZPU_SETTLEMENT, layout: [{ group: 'vysporiadanie', titleKey: 'workflow.zmluvaZpu.group.vysporiadanie', fields: ['datumOd', 'sposobVysporiadania'] }] },
      ]),
    },
  },
  'contract-finance-data-simple': {
    ...plain('contract-finance-data-simple'),
    byEntityType: {
      ZMLUVA_ZPU: zpu('contract-finance-data-simple', [
        ZPU_HEAD,
        { kind: 'form', entity: ZPU_FINANCE, layout: [{ group: 'financne', titleKey: 'workflow.zmluvaZpu.group.financne', fields: ['iban'] }] },
      ]),
    },
  },
  'decline-reason': {
    titleKey: stepTitleKey('decline-reason'),
    sections: [{ kind: 'reason', reason: 'decline' }],
    byEntityType: {
      ...zo('decline-reason', [...ZO_SUMMARY, { kind: 'reason', reason: 'decline' }]),
      PRIRADENIE_UCASTNIKA: prepojenie('decline-reason', [PREPOJENIE_SUMMARY, { kind: 'reason', reason: 'decline' }]),
      UCASTNIK_TRHU_ZMENA: zmena('decline-reason', [ZMENA_SUMMARY, { kind: 'reason', reason: 'decline' }]),
    },
  },
  'return-reason': {
    titleKey: stepTitleKey('return-reason'),
    entity: SKUPINA,
    sections: [{ kind: 'summary', fields: SKUPINA_FIELDS }, { kind: 'reason', reason: 'return' }],
    byEntityType: {
      ...zo('return-reason', [...ZO_SUMMARY, { ...ZO_DOCUMENTS, readOnly: true }, { kind: 'reason', reason: 'return' }]),
      ZMLUVA_ZPU: zpu('return-reason', [...ZPU_SUMMARY, { kind: 'reason', reason: 'return' }]),
      UCASTNIK_TRHU_REGISTRACIA: registracia('return-reason', [{ kind: 'summary', fields: REGISTRACIA_FIELDS }, { kind: 'reason', reason: 'return' }]),
      PONIZENIE: ponizenie('return-reason', [PONIZENIE_SUMMARY, { kind: 'reason', reason: 'return' }]),
      REKLAMACIA: reklamacia('return-reason', [REKLAMACIA_SUMMARY, { kind: 'reason', reason: 'return' }]),
      VYROBNE_ZARIADENIE_REGISTRACIA: vzr('return-reason', [VZR_SUMMARY, { kind: 'reason', reason: 'return' }]),
      AKUMULACNE_ZARIADENIE_REGISTRACIA: azr('return-reason', [AZR_SUMMARY, { kind: 'reason', reason: 'return' }]),
      ODBERNE_MIESTO_REGISTRACIA: omr('return-reason', [OMR_SUMMARY, { kind: 'reason', reason: 'return' }]),
      POUZIVATEL_VYTVORENIE: puv('return-reason', [PUV_SUMMARY, { kind: 'reason', reason: 'return' }]),
      PRIRADENIE_UCASTNIKA: prepojenie('return-reason', [PREPOJENIE_SUMMARY, { kind: 'reason', reason: 'return' }]),
      UCASTNIK_TRHU_ZMENA: zmena('return-reason', [ZMENA_SUMMARY, { kind: 'reason', reason: 'return' }]),
    },
  },
  'contract-summary': {
    ...plain('contract-summary'),
    byEntityType: zo('contract-summary', [
      {
        kind: 'form',
        layout: [{ group: 'zakladne', titleKey: 'workflow.zmluvaZo.group.zakladne', fields: ['datumOd', 'kontaktMeno', 'kontaktEmail', 'poznamka'] }],
        fields: { poznamka: { widget: 'textarea' } },
      },
    ]),
  },
  'contract-finance-data': {
    ...plain('contract-finance-data'),
    byEntityType: zo('contract-finance-data', [
      { kind: 'summary', fields: ['cisloZmluvy', 'ucastnik', 'datumOd'] },
      {
        kind: 'form',
        entity: ZMLUVA_ZO_FINANCE,
        layout: [{ group: 'financne', titleKey: 'workflow.zmluvaZo.group.financne', fields: ['vyskaZabezpecenia', 'formaZabezpecenia', 'iban'] }],
      },
    ]),
  },
  'contract-signature': {
    ...plain('contract-signature'),
    byEntityType: zo('contract-signature', [...ZO_SUMMARY, { ...ZO_DOCUMENTS, min: 1 }]),
  },
  'contract-approval': {
    ...plain('contract-approval'),
    byEntityType: { ...zo('contract-approval', [...ZO_SUMMARY, { ...ZO_DOCUMENTS, readOnly: true }]), ZMLUVA_ZPU: zpu('contract-approval', ZPU_SUMMARY) },
  },
  'sharing-group-create': {
    titleKey: stepTitleKey('sharing-group-create'),
    entity: SKUPINA,
    sections: [
      {
        kind: 'form',
        layout: [{ group: 'zakladne', titleKey: 'workflow.skupina.group.zakladne', fields: ['nazov', 'maxPodiel', 'popis'] }],
        fields: { popis: { widget: 'textarea' } },
      },
    ],
  },
  'sharing-group-oom': {
    titleKey: stepTitleKey('sharing-group-oom'),
    entity: SKUPINA,
    sections: [
      { kind: 'summary', fields: ['kod', 'nazov', 'maxPodiel'] },
      { kind: 'items', path: 'oom', key: 'eic', columns: OOM_COLUMNS, add: ['eic', 'nazov'], min: 2 },
    ],
  },
  'sharing-group-summary': {
    titleKey: stepTitleKey('sharing-group-summary'),
    entity: SKUPINA,
    sections: [{ kind: 'summary', fields: SKUPINA_FIELDS, items: { path: 'oom', columns: OOM_COLUMNS } }],
  },
  'sharing-group-approval': {
    titleKey: stepTitleKey('sharing-group-approval'),
    entity: SKUPINA,
    sections: [{ kind: 'summary', fields: SKUPINA_FIELDS, items: { path: 'oom', columns: OOM_COLUMNS } }],
  },
};
