import { describe, expect, it } from 'vitest';
import { reasonsByField } from './reasons';

describe('reasonsByField', () => {
  const fields = ['kod', 'nazov', 'platnostOd', 'platnostDo'];

  it('assigns reasons that name a field as a whole word', () => {
    expect(
      reasonsByField(
        ['/kod must match pattern "^[A-Z0-9_]+$"', "Technológia s kódom 'ABC' už existuje (kod)", 'platnostDo: must not be before platnostOd', 'Stale version'],
        fields,
      ),
    ).toEqual({
      kod: ['/kod must match pattern "^[A-Z0-9_]+$"', "Technológia s kódom 'ABC' už existuje (kod)"],
      platnostDo: ['platnostDo: must not be before platnostOd'],
      platnostOd: ['platnostDo: must not be before platnostOd'],
    });
  });

  it('does not match a name inside a longer word', () => {
    expect(reasonsByField(['kodovanie zlyhalo', 'nazovX'], fields)).toEqual({});
  });
});
