import { describe, expect, it } from 'vitest';
import { describeWidgetContract } from '../testing/widgetContract';
import { renderWidget } from '../testing/widgetHarness';
import { personNameText, personNameWidget } from './index';

describeWidgetContract(personNameWidget, { schema: { type: 'object' }, value: { meno: 'Jana', priezvisko: 'Nováková' } });

describe('personNameText', () => {
  it('joins title, names and the academic title, or gives a legal entity its name', () => {
    expect(personNameText({ titul: 'Ing.', meno: 'Jana', priezvisko: 'Nováková', titulZa: 'PhD.' })).toBe('Ing. Jana Nováková, PhD.');
    expect(personNameText({ meno: 'Peter', priezvisko: 'Horák', titul: ' ' })).toBe('Peter Horák');
    expect(personNameText({ nazov: 'Elektráreň, a.s.', meno: 'Ján' })).toBe('Elektráreň, a.s.');
    expect(personNameText(null)).toBe('');
  });
});

describe('PersonNameWidget', () => {
  it('shows the name read-only', () => {
    renderWidget(personNameWidget, { schema: { type: 'object' }, value: { titul: 'Mgr.', meno: 'Eva', priezvisko: 'Kováčová' } });
    const input = document.getElementById('field');
    expect(input).toHaveValue('Mgr. Eva Kováčová');
    expect(input).toHaveAttribute('readonly');
  });
});
