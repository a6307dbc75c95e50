import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import type { EntityMetadata } from '../../engine/core/metadata';
import { labelKeysOf, lintMetadata, type LintContext } from './checks';

const entity: EntityMetadata = {
  entity: 'vec',
  api: '/portal/veci/',
  id: 'idVec',
  title: 'vec.title',
  tokens: { read: 'veci#read', write: 'veci#write' },
  routes: { search: '/vec/vyhladanie', detail: '/vec/detail/:idVec' },
  search: { filters: [{ key: 'nazov', type: 'text' }], columns: ['nazov', { key: 'stav', format: 'enum' }], sort: '+nazov' },
  detail: { layout: [{ group: 'basic', fields: ['nazov', 'stav'] }], fields: { nazov: { widget: 'text' } } },
};
const schema = { type: 'object', properties: { nazov: { type: 'string' }, stav: { type: 'string', enum: ['A', 'N'] } } };

function context(overrides: Partial<LintContext> = {}): LintContext {
  const keys = new Set(labelKeysOf(entity, schema));
  keys.add('menu.veci');
  return {
    entities: [entity],
    menu: [{ path: '/vec/vyhladanie', labelKey: 'menu.veci', token: { anyOf: ['veci#read'] } }],
    screens: new Set(['search', 'detail']),
    routes: [{ path: '/vec/vyhladanie', screen: 'search' }, { path: '/vec/detail/:idVec', screen: 'detail' }],
    widgetNames: new Set(['text']),
    filterTypes: new Set(['oomList']),
    knownTokens: new Set(['veci#read', 'veci#write']),
    serverEntities: new Map([['/portal/veci/', schema]]),
    texts: new Map(['sk', 'en', 'cs'].map((l) => [l, keys])),
    ...overrides,
  };
}

describe('lintMetadata', () => {
  it('accepts sound metadata', () => {
    expect(lintMetadata(context())).toEqual([]);
  });

  it('asks for texts of enum values from the server schema', () => {
    expect(labelKeysOf(entity, schema)).toEqual(expect.arrayContaining(['vec.enum.stav.A', 'vec.enum.stav.N', 'vec.group.basic', 'vec.field.nazov']));
  });

  it('asks for the help texts a field names (help: true or its own key)', () => {
    const helped: EntityMetadata = { ...entity, detail: { ...entity.detail, fields: { nazov: { help: true }, stav: { help: 'spolocne.stav' } } } };
    const keys = labelKeysOf(helped, schema);
    expect(keys).toEqual(expect.arrayContaining(['vec.help.nazov', 'spolocne.stav']));
    expect(labelKeysOf(entity, schema).some((k) => k.includes('help'))).toBe(false);
  });

  it("asks for the texts of a step's row lists: the items section's headers and add fields, a summary's list title and headers", () => {
    const stepEntity = { api: '/portal/skupina/', i18n: 'workflow.skupina' };
    const steps = {
      'group-oom': {
        titleKey: 'workflow.skupina.step.oom',
        entity: stepEntity,
        sections: [{ kind: 'items' as const, path: 'oom', key: 'eic', columns: ['eic', 'podiel'], add: ['eic', 'nazov'] }],
        byEntityType: { INA: { titleKey: 't', entity: { api: '/x/', i18n: 'workflow.ina' }, sections: [{ kind: 'summary' as const, fields: ['kod'], items: { path: 'oom', columns: ['eic'] } }] } },
      },
    };
    const keys = new Set([...labelKeysOf(entity, schema), 'menu.veci', 'workflow.skupina.oom.eic', 'workflow.skupina.oom.podiel']);
    const problems = lintMetadata(context({ steps, texts: new Map(['sk', 'en', 'cs'].map((l) => [l, keys])) }));
    expect(problems.filter((p) => p.endsWith(' in sk'))).toEqual([
      "step group-oom: text 'workflow.skupina.oom.nazov' is missing in sk",
      "step group-oom: text 'workflow.ina.items.oom' is missing in sk",
      "step group-oom: text 'workflow.ina.oom.eic' is missing in sk",
    ]);
  });

  it('accepts a registered filter kind and reports an unknown one', () => {
    const withFilters = (type: string): EntityMetadata => ({ ...entity, search: { ...entity.search, filters: [{ key: 'nazov', type }] } });
    expect(lintMetadata(context({ entities: [withFilters('oomList')] }))).toEqual([]);
    expect(lintMetadata(context({ entities: [withFilters('bsAnoOom')] }))).toEqual(["entity vec: filter 'nazov' has the unknown type 'bsAnoOom' (neither built in nor registered)"]);
  });

  it('reports an unknown widget, token, server route, screen and missing texts', () => {
    const problems = lintMetadata(
      context({
        widgetNames: new Set(),
        knownTokens: new Set(['veci#read']),
        serverEntities: new Map(),
        routes: [{ path: '/vec/vyhladanie', screen: 'grid' }],
        texts: new Map([['sk', new Set()]]),
      }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        "entity vec: field 'nazov' names the unknown widget 'text'",
        "entity vec: unknown permission token 'veci#write'",
        'entity vec: the server has no route for /portal/veci/',
        "route /vec/vyhladanie: no screen of kind 'grid'",
        "entity vec: text 'vec.title' is missing in en",
        "menu /vec/vyhladanie: text 'menu.veci' is missing in sk",
      ]),
    );
  });

  it('reports fields the server schema does not have', () => {
    const other = { type: 'object', properties: { nazov: { type: 'string' } } };
    expect(lintMetadata(context({ serverEntities: new Map([['/portal/veci/', other]]) }))).toContain("entity vec: field 'stav' is not in the server's schema");
  });

  it('asks for the texts of related lists and actions and for a related entity with metadata', () => {
    const withKeys: EntityMetadata = {
      ...entity,
      search: { ...entity.search, actions: [{ code: 'close' }] },
      detail: { ...entity.detail, related: [{ id: 'casti', entity: 'cast', link: 'idVec' }], actions: [{ code: 'lock', confirm: true, tokens: 'nic#write' }] },
    };
    expect(labelKeysOf(withKeys, schema)).toEqual(
      expect.arrayContaining(['vec.related.casti', 'vec.action.lock', 'vec.action.lockDone', 'vec.action.lockConfirm', 'vec.action.close', 'vec.action.closeDone']),
    );
    const problems = lintMetadata(context({ entities: [withKeys] }));
    expect(problems).toEqual(
      expect.arrayContaining([
        "entity vec: related list 'casti' names the entity 'cast', which has no metadata",
        "entity vec action lock: unknown permission token 'nic#write'",
        'entity vec: search.actions need search.selectable',
        "entity vec: text 'vec.action.lockConfirm' is missing in sk",
      ]),
    );
  });

  it('reports a field whose codes its screens would show as they are: labelled in the texts, no enum served, no code book', () => {
    const typed: EntityMetadata = { ...entity, detail: { ...entity.detail, layout: [{ group: 'basic', fields: ['nazov', 'stav', 'druh'] }] } };
    const served = (druh: JsonSchema) => new Map<string, JsonSchema>([['/portal/veci/', { type: 'object', properties: { ...schema.properties, druh } }]]);
    const keys = new Set([...labelKeysOf(typed, schema), 'menu.veci', 'vec.field.druh', 'vec.enum.druh.X']);
    const texts = new Map(['sk', 'en', 'cs'].map((l) => [l, keys]));
    expect(lintMetadata(context({ entities: [typed], texts, serverEntities: served({ type: ['string', 'null'] }) }))).toEqual([
      "entity vec: field 'druh' shows its codes as they are: its texts name them (vec.enum.druh), but the server's schema gives no enum and no code book is bound",
    ]);
    expect(lintMetadata(context({ entities: [typed], texts, serverEntities: served({ type: ['string', 'null'], enum: ['X', null] }) }))).toEqual([]);
    const bound: EntityMetadata = { ...typed, detail: { ...typed.detail, fields: { ...typed.detail.fields, druh: { widget: 'text', options: { codeBook: 'druh' } } } } };
    expect(lintMetadata(context({ entities: [bound], texts, serverEntities: served({ type: 'string' }) }))).toEqual([]);
  });

  it('reports a grid column of a coded field without the enum format', () => {
    const plain: EntityMetadata = { ...entity, search: { ...entity.search, columns: ['nazov', 'stav'] } };
    expect(lintMetadata(context({ entities: [plain] }))).toEqual(["entity vec: column 'stav' shows codes as they are: give it the format enum"]);
  });
});
