import { describe, expect, it } from 'vitest';
import type { StepMetadata, StepSection } from '../../engine/core/workflow';
import csSteps from '../../metadata/i18n/cs/workflow-steps.json';
import cs from '../../metadata/i18n/cs/workflow.json';
import enSteps from '../../metadata/i18n/en/workflow-steps.json';
import en from '../../metadata/i18n/en/workflow.json';
import skSteps from '../../metadata/i18n/sk/workflow-steps.json';
import sk from '../../metadata/i18n/sk/workflow.json';
import { WORKFLOW_STEPS } from '../../metadata/workflow/steps';

// The dashboard's texts (workflow.json, loaded at start) and the step screens' (workflow-steps.json).
const LANGS = { sk: [sk, skSteps], en: [en, enSteps], cs: [cs, csSteps] } as const;

function has(tree: unknown, key: string): boolean {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && node.length > 0;
}

/** Every text a step screen shows by key: its title, section titles and field labels. */
function keysOf(step: Omit<StepMetadata, 'byEntityType'>): string[] {
  const fieldKeys = (section: StepSection): string[] => {
    if (section.kind === 'reason') return [`workflow.reason.${section.reason}`];
    if (section.kind === 'documents' || section.kind === 'items') return [];
    const entity = section.entity ?? step.entity;
    if (!entity) return [];
    const fields = section.kind === 'form' ? section.layout.flatMap((g) => g.fields) : section.fields;
    const titles = section.kind === 'form' ? section.layout.flatMap((g) => (g.titleKey ? [g.titleKey] : [])) : section.titleKey ? [section.titleKey] : [];
    return [...titles, ...fields.map((f) => `${entity.i18n}.field.${f}`)];
  };
  return [step.titleKey, ...step.sections.flatMap(fieldKeys)];
}

describe('workflow step screens (metadata/workflow/steps.ts)', () => {
  const variants = Object.entries(WORKFLOW_STEPS).flatMap(([name, step]) => [
    [name, step] as const,
    ...Object.entries(step.byEntityType ?? {}).map(([type, variant]) => [`${name} (${type})`, variant] as const),
  ]);

  it('name every text they show in sk, en and cs', () => {
    const missing: string[] = [];
    for (const [name, step] of variants) {
      for (const key of keysOf(step)) {
        for (const [lang, trees] of Object.entries(LANGS)) if (!trees.some((tree) => has(tree, key))) missing.push(`${lang} ${name}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('give the 11 kW scenario and the participant registration their own screens', () => {
    for (const step of ['participant-create-simple', 'contract-settlement-simple', 'contract-finance-data-simple']) {
      const form = WORKFLOW_STEPS[step]?.byEntityType?.ZMLUVA_ZPU?.sections.find((s) => s.kind === 'form');
      expect(form, step).toBeDefined();
    }
    expect(WORKFLOW_STEPS['participant-create']?.byEntityType?.UCASTNIK_TRHU_REGISTRACIA?.entity?.api).toBe('/portal/zmluvy/ucastnik-registracia/');
    expect(WORKFLOW_STEPS['return-reason']?.byEntityType?.UCASTNIK_TRHU_REGISTRACIA?.sections.at(-1)).toEqual({ kind: 'reason', reason: 'return' });
  });
});
