import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { detailEditorRoutes, entities, entityByName, entityRoutes } from './routes';
import { EDITOR_MASTERS } from './routeShapes';
import { entityFileName } from './entityFiles';

// metadata may import only types from the engine, so the meta-schema is read as a file.
const here = path.dirname(fileURLToPath(import.meta.url));
const metaSchema = JSON.parse(readFileSync(path.join(here, '../engine/core/metadata/entity.schema.json'), 'utf8')) as object;
const validate = new Ajv({ allErrors: true, strict: false }).compile(metaSchema);
const files = readdirSync(path.join(here, 'entities')).filter((f) => f.endsWith('.json'));

function leafKeys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leafKeys(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function texts(language: string): Set<string> {
  const dir = path.join(here, 'i18n', language);
  return new Set(readdirSync(dir).flatMap((f) => leafKeys(JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Record<string, unknown>)));
}

describe('entity metadata files', () => {
  it.each(files)('%s conforms to the meta-schema', (file) => {
    const json = JSON.parse(readFileSync(path.join(here, 'entities', file), 'utf8')) as unknown;
    const ok = validate(json);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it('finds every entity file without a list kept by hand: each file is one entity of the screens, named as its file', () => {
    expect(entities.map((e) => `${entityFileName(e.entity)}.json`)).toEqual([...files].sort());
  });

  it('registers a search (or master-detail editor) and a detail route per entity', () => {
    expect(entities.map((e) => e.entity)).toEqual(expect.arrayContaining(['technologia', 'vyrobne-zariadenie', 'technologiaParameter']));
    for (const entity of entities) {
      const routes = entityRoutes.filter((r) => r.entity === entity).map((r) => `${r.screen} ${r.path}`);
      const list = entity.entity in EDITOR_MASTERS ? 'editor' : 'search';
      const own = [...(entity.routes.create ? [`create ${entity.routes.create}`] : []), ...(entity.routes.edit ? [`edit ${entity.routes.edit}`] : [])];
      expect(routes).toEqual([`${list} ${entity.routes.search}`, ...own, `detail ${entity.routes.detail}`]);
    }
    expect(entityRoutes.find((r) => r.screen === 'editor' && r.entity.entity === 'technologiaParameter')?.master?.entity.entity).toBe('technologia');
    expect(entityRoutes.find((r) => r.screen === 'editor' && r.entity.entity === 'vyrobne-zariadenie-generator')?.master?.entity.entity).toBe('vyrobne-zariadenie');
  });

  it("opens a production device's generators under the device by the spec's routes", () => {
    expect(detailEditorRoutes.map((r) => `${r.mode} ${r.path} ${r.master.entity}>${r.child.entity}.${r.link}`)).toEqual([
      'edit /vyrobne-zariadenie/:idZariadVyr/edit-detail/:idZariadVyrDetail vyrobne-zariadenie>vyrobne-zariadenie-generator.idZariadVyr',
      'new /vyrobne-zariadenie/:idZariadVyr/create-detail vyrobne-zariadenie>vyrobne-zariadenie-generator.idZariadVyr',
    ]);
    // The parameters are the entities' ids, as the screens read them; a generator row opens its edit-detail.
    for (const route of detailEditorRoutes) {
      expect(route.path).toContain(`:${route.master.id}/`);
      if (route.mode === 'edit') expect(route.path.endsWith(`:${route.child.id}`)).toBe(true);
      expect(route.child.routes.open).toBe(detailEditorRoutes.find((r) => r.mode === 'edit')?.path);
    }
    expect(entityByName('vyrobne-zariadenie')?.routes.edit).toBe('/vyrobne-zariadenie/:idZariadVyr/edit');
  });

  it('has the same engine keys in every language', () => {
    const engineKeys = (language: string) => [...texts(language)].filter((k) => k.startsWith('engine.')).sort();
    expect(engineKeys('en')).toEqual(engineKeys('sk'));
    expect(engineKeys('cs')).toEqual(engineKeys('sk'));
  });
});
