import { describe, expect, it } from 'vitest';
import { ACTIVITY_STEP_MAP } from './activitySteps';
import { START_PROCESS_PATHS } from './startProcess';
import { WORKFLOW_STEPS } from './steps';

// The creation processes' activity types reach a step screen that knows their entity
// (server/bpm/processes/{reklamacia,vyrobneZariadenieRegistracia,ponizenie}/definition.ts). metadata may not run
// the engine's router, so the plain lookup (full type, then its last segment) is spelled here.
const stepOf = (type: string, processType: string): string | undefined => {
  const last = type.slice(type.lastIndexOf('.') + 1);
  const process = ACTIVITY_STEP_MAP.processTypes?.[processType];
  return process?.[type] ?? process?.[last] ?? ACTIVITY_STEP_MAP.types[type] ?? ACTIVITY_STEP_MAP.types[last];
};

const CASES: [process: string, entityType: string, rows: [type: string, step: string][]][] = [
  [
    'REKLAMACIA',
    'REKLAMACIA',
    [
      ['REKLAMACIA.VYTVORENIE', 'complaint-to-be-created'],
      ['REKLAMACIA.V_RIESENI', 'complaints-response-publication'],
      ['REKLAMACIA.PORTAL_ODPOVED', 'complaints-response-publication'],
      ['REKLAMACIA.DOVOD_VRATENIA', 'return-reason'],
    ],
  ],
  [
    'VYROBNE_ZARIADENIE_REGISTRACIA',
    'VYROBNE_ZARIADENIE_REGISTRACIA',
    [
      ['VYROBNE_ZARIADENIE.VYTVORENIE', 'manufacturing-device-to-be-created'],
      ['VYROBNE_ZARIADENIE.SCHVALENIE', 'manufacturing-device-approval'],
      ['VYROBNE_ZARIADENIE.DOVOD_VRATENIA', 'return-reason'],
    ],
  ],
  [
    'PONIZENIE_VYTVORENIE',
    'PONIZENIE',
    [
      ['PONIZENIE.VYTVORENIE', 'tariff-reduction-group-create'],
      ['PONIZENIE.SCHVALENIE', 'tariff-reduction-group-approval'],
      ['PORTAL.CAKANIE_NA_SCHVALENIE', 'tariff-reduction-group-summary'],
      ['PONIZENIE.DOVOD_VRATENIA', 'return-reason'],
    ],
  ],
];

describe('creation processes in the step metadata', () => {
  for (const [process, entityType, rows] of CASES) {
    for (const [type, step] of rows) {
      it(`${type} opens ${step} with the ${entityType} screen`, () => {
        expect(stepOf(type, process)).toBe(step);
        const variant = WORKFLOW_STEPS[step]?.byEntityType?.[entityType];
        expect(variant?.sections.length).toBeGreaterThan(0);
      });
    }
  }

  it('start at the paths the server serves', () => {
    expect(START_PROCESS_PATHS['reklamacia-creation']).toBe('/portal/reklamacie/reklamacia/start-process');
    expect(START_PROCESS_PATHS.ponizenie).toBe('/portal/ponizenie/ponizenie/start-process');
    expect(START_PROCESS_PATHS['vyrobne-zariadenie-creation']).toBe('/portal/vyrobne-zariadenia/vyrobne-zariadenie/start-process');
  });
});
