import type { EntityMetadata } from '../../core/metadata';

/** A minimal entity `test` for form tests: no search, only the given detail layout and fields. */
export function testEntityMetadata(detail: Omit<EntityMetadata['detail'], 'serverManaged'>): EntityMetadata {
  return {
    entity: 'test',
    api: '/test/',
    id: 'id',
    title: 'test.title',
    tokens: { read: [] },
    routes: { search: '/t', detail: '/t' },
    search: { filters: [], columns: [] },
    detail: { ...detail, serverManaged: [] },
  };
}
