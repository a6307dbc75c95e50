import { describe, expect, it } from 'vitest';
import { detailParam, rowLink } from '../../../engine/core/metadata/rowLink';
import { entityByName, entityRoutes } from '../../../metadata/routes';

// Record routes carry the record's id in the parameter the spec names (2.2: ucastnik-trhu/detail/
// :ucastnikTrhuId, user-management/detail/:userManagementId), which need not be the id field's name
// (idUcastnikTrhu, idPouzivatel): the screens, the by-code pages and the links read and fill it by
// detailParam, and a bare `:id` is never used.

const params = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);

describe('record route parameters', () => {
  it('participants and user accounts: the spec names, the URL shape of older links unchanged', () => {
    const ucastnik = entityByName('ucastnik-trhu');
    const pouzivatel = entityByName('user-management');
    expect(ucastnik?.routes.detail).toBe('/ucastnik-trhu/detail/:ucastnikTrhuId');
    expect(pouzivatel?.routes.detail).toBe('/user-management/detail/:userManagementId');
    // A row opens its detail by its id field; an old link (/ucastnik-trhu/detail/42) still matches the route.
    expect(ucastnik && rowLink(ucastnik, { idUcastnikTrhu: 42 })).toBe('/ucastnik-trhu/detail/42');
    expect(pouzivatel && rowLink(pouzivatel, { idPouzivatel: 7 })).toBe('/user-management/detail/7');
  });

  it("every entity's detail and edit route names the record by the detail's id parameter, never a bare :id", () => {
    for (const route of entityRoutes.filter((r) => r.screen === 'detail' || r.screen === 'edit')) {
      const names = params(route.path);
      expect({ path: route.path, record: names.includes(detailParam(route.entity)), bare: names.includes('id') }).toEqual({ path: route.path, record: true, bare: false });
    }
  });
});
