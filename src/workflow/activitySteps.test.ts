import { describe, expect, it } from 'vitest';
import { NoScreenError, stepForType } from '../../engine/core/workflow';
import { ACTIVITY_STEP_MAP } from '../../metadata/workflow/activitySteps';
import { WORKFLOW_STEPS } from '../../metadata/workflow/steps';
import { stepTitleKey } from '../../metadata/workflow/stepTitle';

type Row = [type: string, step: string, context?: { scenario?: string; processType?: string }];

// One block per row of spec 2.3's "activity type to screen" list.
const rows: Record<string, Row[]> = {
  'complaint creation, handling, additional data': [
    ['REKLAMACIA.VYTVORENIE', 'complaint-to-be-created'],
    ['REKLAMACIA.SPRACOVANIE', 'complaint-to-be-created'],
    ['REKLAMACIA.DOPLNENIE_UDAJOV', 'complaint-to-be-created'],
  ],
  'complaint in progress, response publication, portal': [
    ['REKLAMACIA.V_RIESENI', 'complaints-response-publication'],
    ['REKLAMACIA.ZVEREJNENIE_ODPOVEDE', 'complaints-response-publication'],
    ['REKLAMACIA.PORTAL_ODPOVED', 'complaints-response-publication'],
  ],
  'contract change, set date, modify, appendices to be changed, additional data': [
    ['ZMLUVA.ZO.ZMENA_ZMLUVY', 'contract-change'],
    ['ZMLUVA.KT.NASTAVENIE_DATUMU', 'contract-change'],
    ['ZMLUVA.RRM_KT.UPRAVA_ZMLUVY', 'contract-change'],
    ['ZMLUVA.ZPU.DODATKY_NA_ZMENU', 'contract-change'],
    ['ZMLUVA.AIB.DOPLNENIE_UDAJOV_ZMLUVY', 'contract-change'],
  ],
  'contract approval, finance, formal, technical, termination, portal signature and e-signature waiting': [
    ['ZMLUVA.ZO.SCHVALENIE_ZMLUVY', 'contract-approval'],
    ['ZMLUVA.KT.FINANCNE_SCHVALENIE', 'contract-approval'],
    ['ZMLUVA.RE.FORMALNA_KONTROLA', 'contract-approval'],
    ['ZMLUVA.RE.TECHNICKA_KONTROLA', 'contract-approval'],
    ['ZMLUVA.ZOD.UKONCENIE_ZMLUVY', 'contract-approval'],
    ['ZMLUVA.DUA.PORTAL_CAKANIE_NA_PODPIS', 'contract-approval'],
    ['ZMLUVA.TPS_TSS.CAKANIE_NA_EL_PODPIS', 'contract-approval'],
  ],
  'contract signature (operator, document uploaded, ZoKt, e-signature statutory check)': [
    ['ZMLUVA.ZO.PODPIS_OPERATOR', 'contract-signature'],
    ['ZMLUVA.ZO.DOKUMENT_NAHRANY', 'contract-signature'],
    ['ZMLUVA.KT.PODPIS_ZOKT', 'contract-signature'],
    ['ZMLUVA.RRM_OTC.EL_PODPIS_KONTROLA_STATUTARA', 'contract-signature'],
  ],
  'contract settlement, summary, summary modify, addendum renewal waiting': [
    ['ZMLUVA.ZO.VYSPORIADANIE_ZMLUVY', 'contract-settlement'],
    ['ZMLUVA.ZO.SUMAR_ZMLUVY', 'contract-summary'],
    ['ZMLUVA.KT.SUMAR_ZMLUVY_UPRAVA', 'contract-summary-modify'],
    ['ZMLUVA.KT.CAKANIE_NA_OBNOVU_DODATKU', 'contract-summary-modify'],
  ],
  'decline reason': [
    ['ZMLUVA.ZO.DOVOD_ZAMIETNUTIA', 'decline-reason'],
    ['ZMLUVA.NON_AIB.DOVOD_ZAMIETNUTIA', 'decline-reason'],
  ],
  'delivery point to be created or changed': [
    ['OOM.VYTVORENIE', 'delivery-point-to-be-created'],
    ['OOM.ZMENA', 'delivery-point-to-be-created'],
  ],
  'finance data added, changed, modified': [
    ['ZMLUVA.ZO.FINANCNE_UDAJE_PRIDANE', 'contract-finance-data'],
    ['ZMLUVA.KT.FINANCNE_UDAJE_ZMENENE', 'contract-finance-data'],
    ['ZMLUVA.KT.FINANCNE_UDAJE_UPRAVA', 'contract-finance-data'],
  ],
  'manufacturing device created or changed': [
    ['VYROBNE_ZARIADENIE.VYTVORENIE', 'manufacturing-device-to-be-created'],
    ['VYROBNE_ZARIADENIE.ZMENA', 'manufacturing-device-to-be-created'],
  ],
  'participant create, change, modify, permits; change EIC; pick; assignment request, change, approval': [
    ['UCASTNIK_TRHU.VYTVORENIE', 'participant-create'],
    ['UCASTNIK_TRHU.ZMENA', 'participant-create'],
    ['UCASTNIK_TRHU.UPRAVA', 'participant-create'],
    ['UCASTNIK_TRHU.POTREBNE_OPRAVNENIA', 'participant-create'],
    ['UCASTNIK_TRHU.ZMENA_EIC', 'participant-change-eic'],
    ['UCASTNIK_TRHU.VYBER', 'participant-pick'],
    ['PRIRADENIE_UCASTNIKA.ZIADOST', 'participant-assignment-request'],
    ['PRIRADENIE_UCASTNIKA.ZMENA', 'participant-assignment-request'],
    ['PRIRADENIE_UCASTNIKA.SCHVALENIE', 'participant-assignment-approval'],
  ],
  'sharing group approval, create, change, modify, OOMs, summary': [
    ['SKUPINA_ZDIELANIA.SCHVALENIE', 'sharing-group-approval'],
    ['SKUPINA_ZDIELANIA.VYTVORENIE', 'sharing-group-create'],
    ['SKUPINA_ZDIELANIA.ZMENA', 'sharing-group-create'],
    ['SKUPINA_ZDIELANIA.UPRAVA', 'sharing-group-create'],
    ['SKUPINA_ZDIELANIA.OOM_PRIDANIE', 'sharing-group-oom'],
    ['SKUPINA_ZDIELANIA.OOM_ZMENA', 'sharing-group-oom'],
    ['SKUPINA_ZDIELANIA.OOM_UPRAVA', 'sharing-group-oom'],
    ['SKUPINA_ZDIELANIA.SUMAR', 'sharing-group-summary'],
  ],
  'storage device created or changed': [
    ['AKUMULACNE_ZARIADENIE.VYTVORENIE', 'storage-device-to-be-created'],
    ['AKUMULACNE_ZARIADENIE.ZMENA', 'storage-device-to-be-created'],
  ],
  'user identity created or changed; user request approval': [
    ['POUZIVATEL.IDENTITA_VYTVORENA', 'user-identity-to-be-changed'],
    ['POUZIVATEL.IDENTITA_ZMENENA', 'user-identity-to-be-changed'],
    ['POUZIVATEL.SCHVALENIE_ZIADOSTI', 'confirm-account'],
  ],
  'tariff reduction group approval, create, change, modify, OOM, summary': [
    ['PONIZENIE.SCHVALENIE', 'tariff-reduction-group-approval'],
    ['PONIZENIE.VYTVORENIE', 'tariff-reduction-group-create'],
    ['PONIZENIE.ZMENA', 'tariff-reduction-group-create'],
    ['PONIZENIE.UPRAVA', 'tariff-reduction-group-create'],
    ['PONIZENIE.OOM', 'tariff-reduction-group-oom'],
    ['PONIZENIE.SUMAR', 'tariff-reduction-group-summary'],
  ],
  'process-qualified portal types': [
    ['PORTAL.CAKANIE_NA_SCHVALENIE', 'manufacturing-device-approval', { processType: 'VYROBNE_ZARIADENIE_REGISTRACIA' }],
    ['PORTAL.CAKANIE_NA_SCHVALENIE', 'storage-device-approval', { processType: 'AKUMULACNE_ZARIADENIE_REGISTRACIA' }],
    ['PORTAL.CAKANIE_NA_SCHVALENIE', 'participant-approval', { processType: 'UCASTNIK_TRHU_REGISTRACIA' }],
    ['PORTAL.VRATENIE', 'return-reason', { processType: 'ZMLUVA_ZO' }],
    ['PORTAL.CAKANIE_NA_SCHVALENIE', 'sharing-group-summary', { processType: 'SKUPINA_ZDIELANIA_VYTVORENIE' }],
    ['PORTAL.CAKANIE_NA_SCHVALENIE', 'tariff-reduction-group-summary', { processType: 'PONIZENIE_VYTVORENIE' }],
    ['PORTAL.CAKANIE_NA_SCHVALENIE', 'participant-assignment-approval', { processType: 'PRIRADENIE_UCASTNIKA' }],
  ],
  'scenario VYROBA_11_KW: participant create or change; settlement; finance data': [
    ['UCASTNIK_TRHU.VYTVORENIE', 'participant-create-simple', { scenario: 'VYROBA_11_KW' }],
    ['UCASTNIK_TRHU.ZMENA', 'participant-create-simple', { scenario: 'VYROBA_11_KW' }],
    ['ZMLUVA.ZOD.VYSPORIADANIE_ZMLUVY', 'contract-settlement-simple', { scenario: 'VYROBA_11_KW' }],
    ['ZMLUVA.ZOD.FINANCNE_UDAJE_PRIDANE', 'contract-finance-data-simple', { scenario: 'VYROBA_11_KW' }],
    ['ZMLUVA.ZO.FINANCNE_UDAJE_PRIDANE', 'contract-finance-data-simple', { scenario: 'VYROBA_11_KW' }],
    ['ZMLUVA.ZOD.FINANCNE_UDAJE_ZMENENE', 'contract-finance-data-simple', { scenario: 'VYROBA_11_KW' }],
    ['ZMLUVA.ZOD.FINANCNE_UDAJE_UPRAVA', 'contract-finance-data-simple', { scenario: 'VYROBA_11_KW' }],
    // the scenario leaves other types alone
    ['UCASTNIK_TRHU.ZMENA_EIC', 'participant-change-eic', { scenario: 'VYROBA_11_KW' }],
  ],
  'sharing group return reason': [['SKUPINA_ZDIELANIA.DOVOD_VRATENIA', 'return-reason']],
  // The types the reference server's processes use (server/bpm/processes/*/definition.ts).
  'data-provision contract up to 11 kW (process ZMLUVA_ZPU, scenario VYROBA_11_KW)': [
    ['UCASTNIK_TRHU.ZMENA', 'participant-create-simple', { scenario: 'VYROBA_11_KW', processType: 'ZMLUVA_ZPU' }],
    ['ZMLUVA.ZPU.VYSPORIADANIE_ZMLUVY', 'contract-settlement-simple', { scenario: 'VYROBA_11_KW', processType: 'ZMLUVA_ZPU' }],
    ['ZMLUVA.ZPU.FINANCNE_UDAJE_PRIDANE', 'contract-finance-data-simple', { scenario: 'VYROBA_11_KW', processType: 'ZMLUVA_ZPU' }],
    ['ZMLUVA.ZPU.SCHVALENIE_ZMLUVY', 'contract-approval', { scenario: 'VYROBA_11_KW', processType: 'ZMLUVA_ZPU' }],
    ['ZMLUVA.ZPU.DOVOD_VRATENIA', 'return-reason', { scenario: 'VYROBA_11_KW', processType: 'ZMLUVA_ZPU' }],
  ],
  'participant registration (process UCASTNIK_TRHU_REGISTRACIA)': [
    ['UCASTNIK_TRHU.VYTVORENIE', 'participant-create', { processType: 'UCASTNIK_TRHU_REGISTRACIA' }],
    ['UCASTNIK_TRHU.SCHVALENIE', 'participant-approval', { processType: 'UCASTNIK_TRHU_REGISTRACIA' }],
    ['UCASTNIK_TRHU.DOVOD_VRATENIA', 'return-reason', { processType: 'UCASTNIK_TRHU_REGISTRACIA' }],
  ],
  'types named by their step (last segment)': [
    ['edc.zmluva.contract-approval', 'contract-approval'],
    ['edc.user.user-identity-to-be-changed', 'user-identity-to-be-changed'],
    ['edc.ucastnik.participant-change', 'participant-create'],
  ],
};

describe('activity type → step (spec 2.3, every row)', () => {
  for (const [row, cases] of Object.entries(rows)) {
    it(row, () => {
      for (const [type, step, context] of cases) expect(stepForType(ACTIVITY_STEP_MAP, type, context), type).toBe(step);
    });
  }

  it('every mapped step has a step screen, and every listed step of 2.3 is reachable', () => {
    const mapped = new Set([
      ...Object.values(ACTIVITY_STEP_MAP.types),
      ...Object.values(ACTIVITY_STEP_MAP.processTypes ?? {}).flatMap((t) => Object.values(t)),
      ...Object.values(ACTIVITY_STEP_MAP.scenarios ?? {}).flatMap((t) => Object.values(t)),
    ]);
    for (const step of mapped) expect(WORKFLOW_STEPS[step], step).toBeDefined();
    for (const step of Object.keys(WORKFLOW_STEPS)) expect(mapped.has(step), step).toBe(true);
    // The steps of spec 2.3 ({hash} = the two *-simple screens) plus participant-pick of the type mapping.
    const listed = `confirm-account contract-approval contract-change contract-finance-data contract-finance-data-simple
      contract-settlement contract-settlement-simple contract-signature contract-summary contract-summary-modify
      decline-reason return-reason delivery-point-to-be-created manufacturing-device-approval
      manufacturing-device-to-be-created participant-approval participant-create participant-create-simple
      participant-change-eic participant-assignment-request participant-assignment-approval sharing-group-approval
      sharing-group-create sharing-group-oom sharing-group-summary storage-device-approval storage-device-to-be-created
      user-identity-to-be-changed complaint-to-be-created complaints-response-publication tariff-reduction-group-approval
      tariff-reduction-group-create tariff-reduction-group-oom tariff-reduction-group-summary participant-pick`.split(/\s+/);
    expect([...mapped].sort()).toEqual([...listed].sort());
  });

  it('a step screen is titled by stepTitleKey (the dashboard names a row\'s step by it, without the step metadata)', () => {
    for (const [name, step] of Object.entries(WORKFLOW_STEPS)) expect(step.titleKey, name).toBe(stepTitleKey(name));
    expect(stepTitleKey('contract-approval')).toBe('workflow.step.contract-approval');
  });

  it('an unknown type has no screen; the scenario does not change that', () => {
    expect(() => stepForType(ACTIVITY_STEP_MAP, 'ZMLUVA.ZO.NEZNAMY_KROK')).toThrow(NoScreenError);
    expect(() => stepForType(ACTIVITY_STEP_MAP, 'NEZNAMY', { scenario: 'VYROBA_11_KW' })).toThrow('No screen found for activity');
  });
});
