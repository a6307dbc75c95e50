import { describe, expect, it } from 'vitest';
import { entityByName, entityRoutes } from './routes';

// Record routes name their parameter after the entity's id field (spec 2.2 shapes, e.g.
// ucastnik-trhu/detail/:idUcastnikTrhu, user-management/detail/:idPouzivatel): the screens, the
// by-code pages and the links fill it by that name, and a bare `:id` would never be filled.

const params = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);

describe('record route parameters', () => {
  it('participants and user accounts: the spec names, the URL shape of older links unchanged', () => {
    const ucastnik = entityByName('ucastnik-trhu');
    const pouzivatel = entityByName('user-management');
    expect(ucastnik?.routes.detail).toBe('/ucastnik-trhu/detail/:idUcastnikTrhu');
    expect(pouzivatel?.routes.detail).toBe('/user-management/detail/:idPouzivatel');
    // An old link (/ucastnik-trhu/detail/42) still matches the route: only the name changed.
    const fill = (path: string, id: string) => path.replace(/:[A-Za-z]+/, id);
    expect(fill(ucastnik?.routes.detail ?? '', '42')).toBe('/ucastnik-trhu/detail/42');
    expect(fill(pouzivatel?.routes.detail ?? '', '7')).toBe('/user-management/detail/7');
  });

  it("every entity's detail and edit route names the record by its id field, never a bare :id", () => {
    for (const route of entityRoutes.filter((r) => r.screen === 'detail' || r.screen === 'edit')) {
      const names = params(route.path);
      expect({ path: route.path, record: names.includes(route.entity.id), bare: names.includes('id') }).toEqual({ path: route.path, record: true, bare: false });
    }
  });
});
