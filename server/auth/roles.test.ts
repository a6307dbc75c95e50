import { describe, expect, it } from 'vitest';
import { ALL_TOKENS, PARTICIPANT_ADMIN_TOKEN, rolesGranting, tokensForRoles } from './roles';

describe('tokensForRoles', () => {
  it('gives the visitor only the visitor contract token', () => {
    expect(tokensForRoles(['EDC.NAVSTEVNIK.IDENTITA'])).toEqual(['zmluvy#navstevnik#create']);
  });

  it('gives the supplier everything the producer has plus the supplier tokens', () => {
    const producer = tokensForRoles(['EDC.VYROBCA']);
    const supplier = tokensForRoles(['EDC.DODAVATEL']);
    expect(producer).toContain('vyrobne-zariadenia#create');
    expect(supplier).toEqual(expect.arrayContaining([...producer, 'odberatelia#create', 'ponizenie#read']));
    expect(producer).not.toContain('odberatelia#read');
  });

  it('gives the contractual operator code-book tokens but not ADMIN', () => {
    const operator = tokensForRoles(['EDC.OPERATOR', 'EDC.OPERATOR.ZMLUVNE']);
    expect(operator).toEqual(expect.arrayContaining(['enums#write', 'user#read', 'ucastnik-trhu#write', 'zmluvy-processing#read']));
    expect(operator).not.toContain('ADMIN');
  });

  it('gives the admin every token, ADMIN included', () => {
    expect(tokensForRoles(['EDC.ADMIN'])).toEqual([...ALL_TOKENS]);
    expect(ALL_TOKENS).toContain('ADMIN');
  });

  it('grants nothing for unknown roles and returns sorted unique tokens', () => {
    expect(tokensForRoles(['SOMETHING.ELSE'])).toEqual([]);
    const both = tokensForRoles(['EDC.VYROBCA', 'EDC.DODAVATEL']);
    expect(new Set(both).size).toBe(both.length);
    expect([...both].sort()).toEqual(both);
  });
});

describe('rolesGranting', () => {
  it("names the portal roles granting a token: the participant's user administrator, never a core role", () => {
    expect(rolesGranting(PARTICIPANT_ADMIN_TOKEN)).toEqual(['EDC.SPRAVCA']);
    expect(tokensForRoles(['EDC.VYROBCA', 'EDC.DODAVATEL', 'EDC.AGREGATOR'])).not.toContain(PARTICIPANT_ADMIN_TOKEN);
    expect(rolesGranting('edc#pouzivatel')).toEqual(['EDC.AGREGATOR', 'EDC.DODAVATEL', 'EDC.VYROBCA']);
    // Core roles hold it (the admin) but are members of no participant.
    expect(rolesGranting('portal#user#write')).toEqual([]);
  });
});
