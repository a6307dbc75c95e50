import { describe, expect, it } from 'vitest';
import type { EntityMetadata } from '../../engine/core/metadata';
import { entityByName, routesOf } from '../../metadata/routes';
import { screenRoutesOf } from '../../metadata/routeShapes';
import { screenRoutes } from '../../metadata/routeTable';

const entity = {
  tokens: { read: 'odberatelia#read', write: 'odberatelia#write', create: 'odberatelia#create' },
} as EntityMetadata;

describe('entity routes', () => {
  it('guards the own create route with the create token, every other with the read token', () => {
    const routed = { entity: 'odberatel', tokens: entity.tokens, routes: { search: '/o/vyhladanie', detail: '/o/detail/:id', create: '/o/create', edit: '/o/edit/:id' } };
    expect(screenRoutesOf(routed).map((r) => `${r.screen} ${String(r.token)}`)).toEqual([
      'search odberatelia#read',
      'create odberatelia#create',
      'edit odberatelia#read',
      'detail odberatelia#read',
    ]);
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

  it('the light route table of the first download has the same routes as the full metadata', () => {
    const full = entityByName('odberatel') as EntityMetadata;
    const light = screenRoutes.filter((r) => r.entity === 'odberatel').map((r) => `${r.screen} ${r.path}`);
    expect(light).toEqual(routesOf(full).map((r) => `${r.screen} ${r.path}`));
    expect(screenRoutes.find((r) => r.entity === 'technologiaParameter')?.screen).toBe('editor');
  });

  it('finds an entity by name for related lists', () => {
    expect(entityByName('technologia')?.api).toBe('/portal/zmluvy/technologia/');
    expect(entityByName('nic')).toBeUndefined();
  });
});
