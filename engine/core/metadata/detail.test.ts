import { describe, expect, it } from 'vitest';
import { formatRql } from '../rql';
import {
  actionPath,
  actionTarget,
  actionVisible,
  canCreateFromSearch,
  createRoute,
  detailDocumentTitle,
  recordNumber,
  recordTitle,
  refreshesWhile,
  relatedQuery,
  relatedVisible,
} from './detail';
import type { ActionDef, EntityMetadata } from './types';

const meta = {
  entity: 'technologia',
  api: '/portal/zmluvy/technologia/',
  id: 'idTechnologia',
  title: 'technologia.title',
  tokens: { read: 'TECH_R', write: 'TECH_W', create: 'TECH_C' },
  routes: { search: '/technologia/vyhladanie', detail: '/technologia/detail/:idTechnologia' },
  search: { filters: [], columns: ['nazov'], sort: '+nazov' },
  detail: { layout: [] },
} satisfies EntityMetadata;

describe('recordTitle', () => {
  it('names the record by its titleField', () => {
    expect(recordTitle({ detail: { layout: [], titleField: 'kod' } }, { kod: 'FVE', nazov: 'Fotovoltika' })).toBe('FVE');
  });
  it('falls back to nazov, then to nothing (the caller shows the id)', () => {
    expect(recordTitle(meta, { nazov: 'Fotovoltika' })).toBe('Fotovoltika');
    expect(recordTitle(meta, { kod: 'X' })).toBeUndefined();
    expect(recordTitle({ detail: { layout: [], titleField: 'kod' } }, { kod: '' })).toBeUndefined();
  });
  it('joins several title fields, leaving out the empty ones (the EIC with the name)', () => {
    const point = { detail: { layout: [], titleField: ['eic', 'nazov'] } };
    expect(recordTitle(point, { eic: '24ZSS1234567890X', nazov: 'Rodinný dom Nitra' })).toBe('24ZSS1234567890X – Rodinný dom Nitra');
    expect(recordTitle(point, { eic: '24ZSS1234567890X', nazov: null })).toBe('24ZSS1234567890X');
    expect(recordTitle(point, { eic: '', nazov: null })).toBeUndefined();
  });
  it('builds the browser tab title', () => {
    expect(detailDocumentTitle('Fotovoltika', 'Technológie')).toBe('Fotovoltika – Technológie');
  });
});

describe('recordNumber', () => {
  it("is the record's own id, not the route's parameter, and only when the title does not show it", () => {
    expect(recordNumber(meta, { idTechnologia: 7, nazov: 'Fotovoltika' })).toBe('7');
    expect(recordNumber(meta, undefined)).toBeUndefined();
    expect(recordNumber(meta, { nazov: 'Bez čísla' })).toBeUndefined();
    const job = { id: 'code', detail: { layout: [], titleField: 'code' } };
    expect(recordNumber(job, { code: 'NOT-2026-000005' })).toBeUndefined();
    // A number that merely occurs inside the title is no reason to hide it.
    expect(recordNumber(meta, { idTechnologia: 9, nazov: 'Blok 9' })).toBe('9');
  });
});

describe('actionVisible', () => {
  const action: ActionDef = { code: 'invalidate', visibleIf: { field: 'stav', equals: 'AKTIVNA' } };
  it('needs the write token by default', () => {
    expect(actionVisible(meta, action, { tokens: new Set(['TECH_R']) }, { stav: 'AKTIVNA' })).toBe(false);
    expect(actionVisible(meta, action, { tokens: new Set(['TECH_W']) }, { stav: 'AKTIVNA' })).toBe(true);
  });
  it('uses the action tokens when given', () => {
    expect(actionVisible(meta, { ...action, tokens: 'SPECIAL' }, { tokens: new Set(['TECH_W']) }, { stav: 'AKTIVNA' })).toBe(false);
  });
  it('tests visibleIf on the record, every condition of a list', () => {
    expect(actionVisible(meta, action, { tokens: new Set(['TECH_W']) }, { stav: 'NEAKTIVNA' })).toBe(false);
    const both: ActionDef = { code: 'x', visibleIf: [{ field: 'stav', equals: 'AKTIVNA' }, { field: 'platnostDo', filled: false }] };
    expect(actionVisible(meta, both, { tokens: new Set(['TECH_W']) }, { stav: 'AKTIVNA', platnostDo: '2025-01-01' })).toBe(false);
    expect(actionVisible(meta, both, { tokens: new Set(['TECH_W']) }, { stav: 'AKTIVNA', platnostDo: null })).toBe(true);
  });
  it('shows a variant-bound action only in that variant', () => {
    expect(actionVisible(meta, { code: 'x', variant: 'core' }, { tokens: new Set(['TECH_W']), variant: 'portal' })).toBe(false);
    expect(actionVisible(meta, { code: 'x', variant: 'core' }, { tokens: new Set(['TECH_W']), variant: 'core' })).toBe(true);
  });
  it('offers no default action on an entity without a write token', () => {
    expect(actionVisible({ tokens: { read: 'R' } }, { code: 'x' }, { tokens: new Set(['R']) })).toBe(false);
  });
});

describe('actions', () => {
  it('builds the record and bulk paths', () => {
    expect(actionPath(meta, { code: 'invalidate' }, '7')).toBe('/portal/zmluvy/technologia/7/invalidate');
    expect(actionPath(meta, { code: 'export' })).toBe('/portal/zmluvy/technologia/export');
  });
  it('fills the open route from the answer', () => {
    expect(actionTarget({ open: '/job/:code' }, { code: 'J 1' })).toBe('/job/J%201');
    expect(actionTarget({ open: '/job/:code' }, undefined)).toBeUndefined();
    expect(actionTarget({}, { code: 'x' })).toBeUndefined();
  });
});

describe('relatedQuery', () => {
  const related = { id: 'parametre', entity: 'technologia-parameter', link: 'idTechnologia' };
  const target = { search: { filters: [], columns: [], sort: '+kod' } };
  it('filters by the link, sorts, pages and counts', () => {
    const query = relatedQuery(related, meta, target, { idTechnologia: 4 }, 1, 10);
    expect(query && formatRql(query)).toBe('eq(idTechnologia,4)&sort(+kod)&limit(10,10)&count()');
  });
  it('takes the value from the `from` field and its own sort', () => {
    const query = relatedQuery({ ...related, from: 'kod', link: 'kodTechnologie', sort: '-platnostOd' }, meta, target, { kod: 'FVE' }, 0, 5);
    expect(query && formatRql(query)).toBe('eq(kodTechnologie,FVE)&sort(-platnostOd)&limit(5,0)&count()');
  });
  it('asks nothing while the value is unknown', () => {
    expect(relatedQuery(related, meta, target, undefined, 0, 10)).toBeUndefined();
  });
  it('shows with the related read token by default', () => {
    expect(relatedVisible(related, { tokens: { read: 'P_R' } }, new Set(['P_R']))).toBe(true);
    expect(relatedVisible(related, { tokens: { read: 'P_R' } }, new Set())).toBe(false);
    expect(relatedVisible({ ...related, tokens: 'X' }, { tokens: { read: 'P_R' } }, new Set(['P_R']))).toBe(false);
  });
});

describe('refresh and routes', () => {
  it('refreshes while the condition holds', () => {
    const m = { detail: { layout: [], refreshWhile: { field: 'stav', in: ['BEZI', 'CAKA'] } } };
    expect(refreshesWhile(m, { stav: 'BEZI' })).toBe(true);
    expect(refreshesWhile(m, { stav: 'HOTOVO' })).toBe(false);
    expect(refreshesWhile(meta, { stav: 'BEZI' })).toBe(false);
  });
  it('creates on the own route or on the detail with new', () => {
    expect(createRoute(meta)).toBe('/technologia/detail/new');
    expect(createRoute({ ...meta, routes: { ...meta.routes, create: '/technologia/create' } })).toBe('/technologia/create');
  });
  it('hides New when search.create is false', () => {
    expect(canCreateFromSearch(meta, new Set(['TECH_C']))).toBe(true);
    expect(canCreateFromSearch({ ...meta, search: { ...meta.search, create: false } }, new Set(['TECH_C']))).toBe(false);
    expect(canCreateFromSearch(meta, new Set())).toBe(false);
  });
});
