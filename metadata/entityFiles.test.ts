import { describe, expect, it } from 'vitest';
import { entityByName } from './routes';
import { routedEntities } from './routeTable';
import { entityFileName, loadEntityMetadata } from './entityFiles';

describe('entity files one by one (a search screen loads its own)', () => {
  it('every routed entity loads by its name, the same metadata routes.ts holds', async () => {
    for (const { entity } of routedEntities) {
      const loaded = await loadEntityMetadata(entity);
      expect(loaded, entity).toEqual(entityByName(entity));
    }
  });

  it('names files in kebab case, answers undefined for an unknown entity, and loads once', async () => {
    expect(entityFileName('technologiaParameter')).toBe('technologia-parameter');
    expect(entityFileName('vyrobne-zariadenie')).toBe('vyrobne-zariadenie');
    await expect(loadEntityMetadata('neznama')).resolves.toBeUndefined();
    expect(loadEntityMetadata('technologia')).toBe(loadEntityMetadata('technologia'));
  });
});
