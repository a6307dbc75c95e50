import type { ActivityStepMap } from '../../engine/core/workflow';

// Activity type → step screen (spec shell-routes-workflow.md 2.3), as data.
// Type codes are `{ENTITY}.{STEP}` or `ZMLUVA.{contract type}.{STEP}`. Contract types are many
// (ZO, ZPU, KT, RRM_KT, RRM_OTC, ...), so contract steps are listed by their last segment, which
// is what the router falls back to when a full type is unknown; the imbalance-settlement (ZO)
// types are also listed in full. The spec's two `{hash}` steps of scenario VYROBA_11_KW are the
// simplified settlement and finance-data screens `contract-settlement-simple` and
// `contract-finance-data-simple`.

// Step names that also serve as the last segment of a type.
const STEP_NAMED = [
  'confirm-account', 'contract-approval', 'contract-change', 'contract-finance-data', 'contract-settlement',
  'contract-signature', 'contract-summary', 'contract-summary-modify', 'decline-reason', 'return-reason',
  'delivery-point-to-be-created', 'manufacturing-device-approval', 'manufacturing-device-to-be-created',
  'participant-approval', 'participant-create', 'participant-change-eic', 'participant-pick',
  'participant-assignment-request', 'participant-assignment-approval', 'sharing-group-approval',
  'sharing-group-create', 'sharing-group-oom', 'sharing-group-summary', 'storage-device-approval',
  'storage-device-to-be-created', 'user-identity-to-be-changed', 'complaint-to-be-created',
  'complaints-response-publication', 'tariff-reduction-group-approval', 'tariff-reduction-group-create',
  'tariff-reduction-group-oom', 'tariff-reduction-group-summary',
] as const;

/** The full map: types, process-qualified portal types and scenario overrides. */
export const ACTIVITY_STEP_MAP: ActivityStepMap = {
  types: {
    // complaints
    'REKLAMACIA.VYTVORENIE': 'complaint-to-be-created',
    'REKLAMACIA.SPRACOVANIE': 'complaint-to-be-created',
    'REKLAMACIA.DOPLNENIE_UDAJOV': 'complaint-to-be-created',
    'REKLAMACIA.V_RIESENI': 'complaints-response-publication',
    'REKLAMACIA.ZVEREJNENIE_ODPOVEDE': 'complaints-response-publication',
    'REKLAMACIA.PORTAL_ODPOVED': 'complaints-response-publication',
    // contracts, by last segment (any contract type)
    ZMENA_ZMLUVY: 'contract-change',
    NASTAVENIE_DATUMU: 'contract-change',
    UPRAVA_ZMLUVY: 'contract-change',
    DODATKY_NA_ZMENU: 'contract-change',
    DOPLNENIE_UDAJOV_ZMLUVY: 'contract-change',
    SCHVALENIE_ZMLUVY: 'contract-approval',
    FINANCNE_SCHVALENIE: 'contract-approval',
    FORMALNA_KONTROLA: 'contract-approval',
    TECHNICKA_KONTROLA: 'contract-approval',
    UKONCENIE_ZMLUVY: 'contract-approval',
    PORTAL_CAKANIE_NA_PODPIS: 'contract-approval',
    CAKANIE_NA_EL_PODPIS: 'contract-approval',
    PODPIS_OPERATOR: 'contract-signature',
    DOKUMENT_NAHRANY: 'contract-signature',
    PODPIS_ZOKT: 'contract-signature',
    EL_PODPIS_KONTROLA_STATUTARA: 'contract-signature',
    VYSPORIADANIE_ZMLUVY: 'contract-settlement',
    SUMAR_ZMLUVY: 'contract-summary',
    SUMAR_ZMLUVY_UPRAVA: 'contract-summary-modify',
    CAKANIE_NA_OBNOVU_DODATKU: 'contract-summary-modify',
    DOVOD_ZAMIETNUTIA: 'decline-reason',
    FINANCNE_UDAJE_PRIDANE: 'contract-finance-data',
    FINANCNE_UDAJE_ZMENENE: 'contract-finance-data',
    FINANCNE_UDAJE_UPRAVA: 'contract-finance-data',
    // imbalance settlement contract (ZO), in full
    'ZMLUVA.ZO.ZMENA_ZMLUVY': 'contract-change',
    'ZMLUVA.ZO.FINANCNE_UDAJE_PRIDANE': 'contract-finance-data',
    'ZMLUVA.ZO.SUMAR_ZMLUVY': 'contract-summary',
    'ZMLUVA.ZO.PODPIS_OPERATOR': 'contract-signature',
    'ZMLUVA.ZO.DOKUMENT_NAHRANY': 'contract-signature',
    'ZMLUVA.ZO.SCHVALENIE_ZMLUVY': 'contract-approval',
    'ZMLUVA.ZO.DOVOD_ZAMIETNUTIA': 'decline-reason',
    'ZMLUVA.ZO.DOVOD_VRATENIA': 'return-reason',
    // delivery points, devices
    'OOM.VYTVORENIE': 'delivery-point-to-be-created',
    'OOM.ZMENA': 'delivery-point-to-be-created',
    // The department's approval of a delivery point's registration: 2.3 names no approval step for
    // delivery points, so it is the request's own screen (the approver may correct it).
    'OOM.SCHVALENIE': 'delivery-point-to-be-created',
    'VYROBNE_ZARIADENIE.VYTVORENIE': 'manufacturing-device-to-be-created',
    'VYROBNE_ZARIADENIE.ZMENA': 'manufacturing-device-to-be-created',
    // The operator's approval of a device registration (2.3 names the step, not its type).
    'VYROBNE_ZARIADENIE.SCHVALENIE': 'manufacturing-device-approval',
    'AKUMULACNE_ZARIADENIE.VYTVORENIE': 'storage-device-to-be-created',
    'AKUMULACNE_ZARIADENIE.ZMENA': 'storage-device-to-be-created',
    // The operator's approval of a storage device registration (2.3 names the step, not its type).
    'AKUMULACNE_ZARIADENIE.SCHVALENIE': 'storage-device-approval',
    // participants
    'UCASTNIK_TRHU.VYTVORENIE': 'participant-create',
    'UCASTNIK_TRHU.ZMENA': 'participant-create',
    'UCASTNIK_TRHU.UPRAVA': 'participant-create',
    'UCASTNIK_TRHU.POTREBNE_OPRAVNENIA': 'participant-create',
    'UCASTNIK_TRHU.ZMENA_EIC': 'participant-change-eic',
    'UCASTNIK_TRHU.VYBER': 'participant-pick',
    // the operator's approval of a participant's registration
    'UCASTNIK_TRHU.SCHVALENIE': 'participant-approval',
    'PRIRADENIE_UCASTNIKA.ZIADOST': 'participant-assignment-request',
    'PRIRADENIE_UCASTNIKA.ZMENA': 'participant-assignment-request',
    'PRIRADENIE_UCASTNIKA.SCHVALENIE': 'participant-assignment-approval',
    // sharing groups
    'SKUPINA_ZDIELANIA.SCHVALENIE': 'sharing-group-approval',
    'SKUPINA_ZDIELANIA.VYTVORENIE': 'sharing-group-create',
    'SKUPINA_ZDIELANIA.ZMENA': 'sharing-group-create',
    'SKUPINA_ZDIELANIA.UPRAVA': 'sharing-group-create',
    'SKUPINA_ZDIELANIA.OOM_PRIDANIE': 'sharing-group-oom',
    'SKUPINA_ZDIELANIA.OOM_ZMENA': 'sharing-group-oom',
    'SKUPINA_ZDIELANIA.OOM_UPRAVA': 'sharing-group-oom',
    'SKUPINA_ZDIELANIA.SUMAR': 'sharing-group-summary',
    'SKUPINA_ZDIELANIA.DOVOD_VRATENIA': 'return-reason',
    // users
    'POUZIVATEL.IDENTITA_VYTVORENA': 'user-identity-to-be-changed',
    'POUZIVATEL.IDENTITA_ZMENENA': 'user-identity-to-be-changed',
    'POUZIVATEL.SCHVALENIE_ZIADOSTI': 'confirm-account',
    // tariff reduction groups
    'PONIZENIE.SCHVALENIE': 'tariff-reduction-group-approval',
    'PONIZENIE.VYTVORENIE': 'tariff-reduction-group-create',
    'PONIZENIE.ZMENA': 'tariff-reduction-group-create',
    'PONIZENIE.UPRAVA': 'tariff-reduction-group-create',
    'PONIZENIE.OOM': 'tariff-reduction-group-oom',
    'PONIZENIE.SUMAR': 'tariff-reduction-group-summary',
    // generic last segments
    DOVOD_VRATENIA: 'return-reason',
    // Types whose last segment is the step's own name (e.g. `edc.zmluva.contract-approval`).
    ...Object.fromEntries(STEP_NAMED.map((step) => [step, step])),
    'participant-change': 'participant-create',
  },
  // Portal activities whose screen depends on the process they belong to.
  processTypes: {
    VYROBNE_ZARIADENIE_REGISTRACIA: { 'PORTAL.CAKANIE_NA_SCHVALENIE': 'manufacturing-device-approval' },
    AKUMULACNE_ZARIADENIE_REGISTRACIA: { 'PORTAL.CAKANIE_NA_SCHVALENIE': 'storage-device-approval' },
    UCASTNIK_TRHU_REGISTRACIA: { 'PORTAL.CAKANIE_NA_SCHVALENIE': 'participant-approval' },
    UCASTNIK_TRHU_ZMENA: { 'PORTAL.CAKANIE_NA_SCHVALENIE': 'participant-approval' },
    ZMLUVA_ZO: { 'PORTAL.VRATENIE': 'return-reason' },
    SKUPINA_ZDIELANIA_VYTVORENIE: { 'PORTAL.CAKANIE_NA_SCHVALENIE': 'sharing-group-summary' },
    PONIZENIE_VYTVORENIE: { 'PORTAL.CAKANIE_NA_SCHVALENIE': 'tariff-reduction-group-summary' },
    PRIRADENIE_UCASTNIKA: { 'PORTAL.CAKANIE_NA_SCHVALENIE': 'participant-assignment-approval' },
  },
  // Producers up to 11 kW: a simpler participant form and their own settlement and finance screens.
  scenarios: {
    VYROBA_11_KW: {
      'UCASTNIK_TRHU.VYTVORENIE': 'participant-create-simple',
      'UCASTNIK_TRHU.ZMENA': 'participant-create-simple',
      VYSPORIADANIE_ZMLUVY: 'contract-settlement-simple',
      FINANCNE_UDAJE_PRIDANE: 'contract-finance-data-simple',
      FINANCNE_UDAJE_ZMENENE: 'contract-finance-data-simple',
      FINANCNE_UDAJE_UPRAVA: 'contract-finance-data-simple',
    },
  },
};
