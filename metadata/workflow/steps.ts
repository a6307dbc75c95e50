import type { StepDocuments, StepEntity, StepMetadata, StepSection } from '../../engine/core/workflow';

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

const OOM_COLUMNS = ['eic', 'nazov'];
const SKUPINA_FIELDS = ['kod', 'nazov', 'maxPodiel', 'popis', 'stav', 'spravca'];

const plain = (step: string): StepMetadata => ({ titleKey: `workflow.step.${step}`, sections: [] });

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
  'tariff-reduction-group-oom',
  'tariff-reduction-group-summary',
] as const;

/** Every step screen by its route name. */
export const WORKFLOW_STEPS: Readonly<Record<string, StepMetadata>> = {
  ...Object.fromEntries(PLAIN_STEPS.map((step) => [step, plain(step)])),
  'decline-reason': {
    titleKey: 'workflow.step.decline-reason',
    sections: [{ kind: 'reason', reason: 'decline' }],
    byEntityType: zo('decline-reason', [...ZO_SUMMARY, { kind: 'reason', reason: 'decline' }]),
  },
  'return-reason': {
    titleKey: 'workflow.step.return-reason',
    entity: SKUPINA,
    sections: [{ kind: 'summary', fields: SKUPINA_FIELDS }, { kind: 'reason', reason: 'return' }],
    byEntityType: zo('return-reason', [...ZO_SUMMARY, { ...ZO_DOCUMENTS, readOnly: true }, { kind: 'reason', reason: 'return' }]),
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
    byEntityType: zo('contract-approval', [...ZO_SUMMARY, { ...ZO_DOCUMENTS, readOnly: true }]),
  },
  'sharing-group-create': {
    titleKey: 'workflow.step.sharing-group-create',
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
    titleKey: 'workflow.step.sharing-group-oom',
    entity: SKUPINA,
    sections: [
      { kind: 'summary', fields: ['kod', 'nazov', 'maxPodiel'] },
      { kind: 'items', path: 'oom', key: 'eic', columns: OOM_COLUMNS, add: ['eic', 'nazov'], min: 2 },
    ],
  },
  'sharing-group-summary': {
    titleKey: 'workflow.step.sharing-group-summary',
    entity: SKUPINA,
    sections: [{ kind: 'summary', fields: SKUPINA_FIELDS, items: { path: 'oom', columns: OOM_COLUMNS } }],
  },
  'sharing-group-approval': {
    titleKey: 'workflow.step.sharing-group-approval',
    entity: SKUPINA,
    sections: [{ kind: 'summary', fields: SKUPINA_FIELDS, items: { path: 'oom', columns: OOM_COLUMNS } }],
  },
};
