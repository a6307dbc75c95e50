import { describe, expect, it } from 'vitest';
import { isValidEic } from '../../engine/core/validation/eicCheck';
import { ADDENDUM_TEMPLATES, AGGREGATION_BLOCKS, METERING_POINTS, buildHeatSystems } from './lookups';
import { PARTICIPANTS } from './participants';

describe('lookup seed data', () => {
  it('gives aggregation blocks unique valid 24W EICs and periods in multiples of 15 minutes', () => {
    const eics = AGGREGATION_BLOCKS.map((b) => b.eic);
    expect(new Set(eics).size).toBe(eics.length);
    for (const b of AGGREGATION_BLOCKS) {
      expect(b.eic.startsWith('24W') && isValidEic(b.eic), b.eic).toBe(true);
      expect(b.periodaFlexibilityMin % 15).toBe(0);
      expect(PARTICIPANTS.some((p) => p.eic === b.ucastnikEic)).toBe(true);
    }
  });

  it('gives metering points unique valid 24Z EICs whose area matches the city', () => {
    const eics = METERING_POINTS.map((m) => m.eic);
    expect(new Set(eics).size).toBe(eics.length);
    for (const m of METERING_POINTS) {
      expect(m.eic, m.eic).toMatch(/^24Z(ZS|SS|VS)\d{10}[0-9A-Z]$/);
      expect(isValidEic(m.eic), m.eic).toBe(true);
      expect(m.psc).toMatch(/^\d{5}$/);
      if (m.platnostDo !== null) expect(m.platnostDo >= m.platnostOd).toBe(true);
    }
    expect(METERING_POINTS.filter((m) => m.mesto === 'Košice').every((m) => m.eic.startsWith('24ZVS'))).toBe(true);
  });

  it('keeps addendum template validity in order and codes unique', () => {
    expect(new Set(ADDENDUM_TEMPLATES.map((t) => t.kod)).size).toBe(ADDENDUM_TEMPLATES.length);
    for (const t of ADDENDUM_TEMPLATES) if (t.platnostDo !== null) expect(t.platnostDo >= t.platnostOd).toBe(true);
  });

  it('derives heat systems: a unit and a peak boiler each, a heat store every third, totals without the store', () => {
    const systems = buildHeatSystems([
      { idZariadVyr: 7, nazov: 'KGJ Martin – teplárne', instalovanyVykonKw: 1000, datum: '2019-05-01' },
      { idZariadVyr: 9, nazov: 'BIO Zvolen – výhrevne', instalovanyVykonKw: 2000, datum: null },
    ]);
    expect(systems[0]).toMatchObject({ typSustavy: 'CZT', idZariadVyr: 7, platnostOd: '2019-05-01', tepelnyVykonKw: 1760 });
    expect(systems[0]?.devices.map((d) => d.typZariadenia)).toEqual(['KGJ', 'KOTOL', 'AKUMULATOR']);
    expect(systems[0]?.devices[0]?.palivo).toBe('ZEMNY_PLYN');
    expect(systems[1]?.devices.map((d) => [d.typZariadenia, d.palivo])).toEqual([['KOTOL', 'BIOMASA'], ['KOTOL', 'ZEMNY_PLYN']]);
    expect(systems[1]?.tepelnyVykonKw).toBe(9600);
  });
});
