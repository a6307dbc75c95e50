import { describe, expect, it } from 'vitest';
import { menu } from '../../../metadata/menu';
import { screenRoutes } from '../../../metadata/routeTable';

describe('menu entries of entity screens', () => {
  it('ask the token their route asks: an entry is shown exactly to those the screen opens for', () => {
    const differing = menu.flatMap((entry) => {
      const route = screenRoutes.find((r) => r.path === entry.path);
      // No token and an empty list of tokens are alike: everyone.
      return route && JSON.stringify(route.token) !== JSON.stringify(entry.token ?? []) ? [`${entry.path}: menu ${JSON.stringify(entry.token)}, route ${JSON.stringify(route.token)}`] : [];
    });
    expect(differing).toEqual([]);
    // The check finds the entries it is about.
    expect(menu.filter((entry) => screenRoutes.some((r) => r.path === entry.path)).map((e) => e.path)).toEqual(expect.arrayContaining(['/odberatel/vyhladanie', '/odberatel/create', '/odberatel/importy']));
  });
});
