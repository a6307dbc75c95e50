import { describe, expect, it } from 'vitest';
import { detailParam, detailPath, rowLink } from './rowLink';

const routes = { search: '/schranka/vyhladanie', detail: '/schranka/detail/:idSchranka' };

describe('rowLink', () => {
  it('opens the detail with the id when no open route is given', () => {
    expect(rowLink({ id: 'idSchranka', routes }, { idSchranka: 7 })).toBe('/schranka/detail/7');
  });

  it('fills every field of the open route from the row, query included, encoded', () => {
    const meta = { id: 'idZamietnutie', routes: { ...routes, open: '/zamietnute-ziadosti/read?code=:code&id=:idZamietnutie' } };
    expect(rowLink(meta, { code: 'ZAM 1/2', idZamietnutie: 3 })).toBe('/zamietnute-ziadosti/read?code=ZAM%201%2F2&id=3');
  });

  it('gives nothing when a field of the route is missing', () => {
    expect(rowLink({ id: 'idSchranka', routes: { ...routes, open: '/schranka/read/:idSchranka' } }, { predmet: 'x' })).toBeUndefined();
    expect(rowLink({ id: 'idSchranka', routes }, { idSchranka: null })).toBeUndefined();
  });

  it('fills the detail route by its own parameter name when the spec names it otherwise than the id field', () => {
    const meta = { id: 'idUcastnikTrhu', routes: { search: '/ucastnik-trhu/vyhladanie', detail: '/ucastnik-trhu/detail/:ucastnikTrhuId' } };
    expect(detailParam(meta)).toBe('ucastnikTrhuId');
    expect(rowLink(meta, { idUcastnikTrhu: 42, nazov: 'x' })).toBe('/ucastnik-trhu/detail/42');
    expect(rowLink(meta, { nazov: 'x' })).toBeUndefined();
    expect(detailPath(meta, 'new')).toBe('/ucastnik-trhu/detail/new');
    // The other parameters of a detail route still come from the row.
    const batch = { id: 'idBatch', routes: { search: '/odberatel/importy', detail: '/odberatel/importy/:typ/:davka' } };
    expect(rowLink(batch, { typ: 'OM', idBatch: 5 })).toBe('/odberatel/importy/OM/5');
  });
});
