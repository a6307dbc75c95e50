import { describe, expect, it } from 'vitest';
import { legalEntityName, personName } from './names';

describe('names', () => {
  it('writes a person as title, first name, surname, academic title', () => {
    expect(personName({ titul: 'Ing.', meno: 'Ján', priezvisko: 'Novák', titulZa: 'PhD.' })).toBe('Ing. Ján Novák, PhD.');
    expect(personName({ meno: 'Eva', priezvisko: 'Malá' })).toBe('Eva Malá');
    expect(personName({ login: 'producer' })).toBe('producer');
    expect(personName('plain')).toBe('plain');
  });

  it('writes a legal entity by nazov, falling back to a person name', () => {
    expect(legalEntityName({ nazov: 'Slnko s.r.o.' })).toBe('Slnko s.r.o.');
    expect(legalEntityName({ meno: 'Eva', priezvisko: 'Malá' })).toBe('Eva Malá');
  });
});
