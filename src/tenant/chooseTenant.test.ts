import { describe, expect, it } from 'vitest';
import { chooseTenant, parseStoredTenant, sortParticipants, tenantStorageKey } from './chooseTenant';

const zse = { idUcastnikTrhu: 2, nazov: 'Západoslovenská energetika a.s.' };
const sse = { idUcastnikTrhu: 3, nazov: 'Stredoslovenská energetika a.s.' };
const solar = { idUcastnikTrhu: 1, nazov: 'Solárny park Zlaté Moravce s.r.o.' };

describe('chooseTenant', () => {
  it('uses the stored tenant when the user still belongs to it', () => {
    expect(chooseTenant([zse, sse], 3)).toEqual({ kind: 'use', tenant: sse, reason: 'stored' });
  });

  it('selects the only participant automatically', () => {
    expect(chooseTenant([solar], undefined)).toEqual({ kind: 'use', tenant: solar, reason: 'single' });
  });

  it('ignores a stored tenant the user no longer belongs to', () => {
    expect(chooseTenant([solar], 99)).toEqual({ kind: 'use', tenant: solar, reason: 'single' });
    expect(chooseTenant([zse, sse], 99)).toEqual({ kind: 'ask', options: [sse, zse] });
  });

  it('asks when there are several participants and nothing valid is stored, sorted by name', () => {
    expect(chooseTenant([zse, solar, sse], undefined)).toEqual({ kind: 'ask', options: [solar, sse, zse] });
  });

  it('reports none when the user has no participants', () => {
    expect(chooseTenant([], 2)).toEqual({ kind: 'none' });
  });
});

describe('sortParticipants', () => {
  it('sorts with Slovak collation: ch comes after h, č after c', () => {
    const names = ['Iná firma', 'Chemes', 'Hydro', 'Čierny Balog', 'Cestná'].map((nazov, i) => ({ idUcastnikTrhu: i, nazov }));
    expect(sortParticipants(names).map((p) => p.nazov)).toEqual(['Cestná', 'Čierny Balog', 'Hydro', 'Chemes', 'Iná firma']);
  });

  it('does not change its input', () => {
    const input = [zse, sse];
    sortParticipants(input);
    expect(input).toEqual([zse, sse]);
  });
});

describe('stored tenant', () => {
  it('keys the stored tenant by login', () => {
    expect(tenantStorageKey('supplier')).toBe('edc.tenant.supplier');
  });

  it('reads only whole numbers', () => {
    expect(parseStoredTenant('42')).toBe(42);
    expect(parseStoredTenant(null)).toBeUndefined();
    expect(parseStoredTenant('abc')).toBeUndefined();
    expect(parseStoredTenant('4.5')).toBeUndefined();
  });
});
