import { describe, expect, it } from 'vitest';
import type { EntityMetadata } from '../../engine/core/metadata';
import { entityByName, routesOf } from '../../metadata/routes';
import { routeToken } from './screenRoutes';

const entity = {
  tokens: { read: 'odberatelia#read', write: 'odberatelia#write', create: 'odberatelia#create' },
} as EntityMetadata;

describe('entity routes', () => {
  it('guards the own create route with the create token, every other with the read token', () => {
    expect(routeToken({ screen: 'create', entity })).toBe('odberatelia#create');
    expect(routeToken({ screen: 'edit', entity })).toBe('odberatelia#read');
    expect(routeToken({ screen: 'detail', entity })).toBe('odberatelia#read');
  });

  it('registers routes.create and routes.edit of an entity that has them', () => {
    const odberatel = {
      ...entity,
      entity: 'odberatel',
      routes: { search: '/odberatel/vyhladanie', detail: '/odberatel/detail/:idOdberatel', create: '/odberatel/create', edit: '/odberatel/edit/:idOdberatel' },
    } as EntityMetadata;
    expect(routesOf(odberatel).map((r) => `${r.screen} ${r.path}`)).toEqual([
      'search /odberatel/vyhladanie',
      'create /odberatel/create',
      'edit /odberatel/edit/:idOdberatel',
      'detail /odberatel/detail/:idOdberatel',
    ]);
    const plain = { ...odberatel, routes: { search: '/x/vyhladanie', detail: '/x/detail/:id' } } as EntityMetadata;
    expect(routesOf(plain).map((r) => r.screen)).toEqual(['search', 'detail']);
  });

  it('finds an entity by name for related lists', () => {
    expect(entityByName('technologia')?.api).toBe('/portal/zmluvy/technologia/');
    expect(entityByName('nic')).toBeUndefined();
  });
});
