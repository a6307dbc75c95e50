import { describe, expect, it } from 'vitest';
import { metadata } from '../form/testFixtures';
import { EntityMetadataError, assertEntityMetadata, validateEntityMetadata } from './validate';
import { fieldLabelKey, formatSortSpec, parseSortSpec, serverManagedFields } from './keys';

describe('validateEntityMetadata', () => {
  it('accepts valid metadata', () => {
    expect(validateEntityMetadata({ $schema: '../x.json', ...metadata })).toEqual([]);
  });

  it('reports missing and unknown properties and bad enum values with their paths', () => {
    const { title: _title, ...noTitle } = metadata;
    const problems = validateEntityMetadata({
      ...noTitle,
      colour: 'red',
      // Any well-formed type may be a registered kind (lint:metadata checks the registry); this one is not well-formed.
      search: { ...metadata.search, filters: [{ key: 'nazov', type: 'fuzzy match', enumDisplay: 'fancy' }] },
    });
    expect(problems).toContain("/: must have required property 'title'");
    expect(problems).toContain("/: unknown property 'colour'");
    expect(problems.some((p) => p.startsWith('/search/filters/0/type: must match pattern'))).toBe(true);
    expect(problems.some((p) => p.startsWith('/search/filters/0/enumDisplay: must be one of'))).toBe(true);
  });

  it('rejects reserved filter keys and a detail route that does not end with the id', () => {
    const problems = validateEntityMetadata({
      ...metadata,
      routes: { ...metadata.routes, detail: '/technologia/detail/:id' },
      search: { ...metadata.search, filters: [{ key: 'page', type: 'text' }] },
    });
    expect(problems.some((p) => p.startsWith('/search/filters/0/key'))).toBe(true);
    const routeOnly = validateEntityMetadata({ ...metadata, routes: { ...metadata.routes, detail: '/technologia/detail/:id' } });
    expect(routeOnly).toEqual(["/routes/detail: must end with the id parameter named after the record (e.g. ':idTechnologia'), not a bare ':id'"]);
    // The spec may name the parameter otherwise than the id field (ucastnik-trhu/detail/:ucastnikTrhuId).
    expect(validateEntityMetadata({ ...metadata, routes: { ...metadata.routes, detail: '/technologia/detail/:technologiaId' } })).toEqual([]);
  });

  it('takes an edit route with the id as any one segment, and no other parameter', () => {
    const edit = (path: string) => validateEntityMetadata({ ...metadata, routes: { ...metadata.routes, edit: path } });
    expect(edit('/technologia/edit/:idTechnologia')).toEqual([]);
    expect(edit('/technologia/:idTechnologia/edit')).toEqual([]);
    expect(edit('/technologia/:id/edit')).toEqual(["/routes/edit: must have the segment ':idTechnologia' (the detail route's id parameter)"]);
    // With the detail's own parameter name, the edit route uses that one.
    const named = (path: string) => validateEntityMetadata({ ...metadata, routes: { ...metadata.routes, detail: '/technologia/detail/:technologiaId', edit: path } });
    expect(named('/technologia/edit/:technologiaId')).toEqual([]);
    expect(named('/technologia/edit/:idTechnologia')).toEqual(["/routes/edit: must have the segment ':technologiaId' (the detail route's id parameter)"]);
    expect(edit('/technologia/edit').some((p) => p.startsWith('/routes/edit: must match pattern'))).toBe(true);
    expect(edit('/technologia/:idTechnologia/edit/:other').some((p) => p.startsWith('/routes/edit: must match pattern'))).toBe(true);
  });

  it('reports duplicates the JSON Schema cannot see', () => {
    const problems = validateEntityMetadata({
      ...metadata,
      search: { ...metadata.search, filters: [{ key: 'a', type: 'text' }, { key: 'a', type: 'text' }], columns: ['kod', { key: 'kod' }] },
      detail: { layout: [{ group: 'g', fields: ['kod'] }, { group: 'g', fields: ['kod'] }] },
    });
    expect(problems).toEqual([
      "/search/filters: duplicate key 'a'",
      "/search/columns: duplicate column 'kod'",
      "/detail/layout: duplicate group 'g'",
      "/detail/layout: field 'kod' is in groups 'g' and 'g'",
    ]);
  });

  it('rejects non-objects', () => {
    expect(validateEntityMetadata(null).length).toBeGreaterThan(0);
    expect(validateEntityMetadata('technologia').length).toBeGreaterThan(0);
  });
});

describe('assertEntityMetadata', () => {
  it('returns valid metadata and throws with every problem otherwise', () => {
    expect(assertEntityMetadata(metadata)).toBe(metadata);
    expect(() => assertEntityMetadata({ ...metadata, api: 'no-slash' })).toThrow(EntityMetadataError);
  });
});

describe('metadata keys', () => {
  it('parses and formats sort specs', () => {
    expect(parseSortSpec('+nazov,-kod,stav')).toEqual([
      { field: 'nazov', dir: 'asc' }, { field: 'kod', dir: 'desc' }, { field: 'stav', dir: 'asc' },
    ]);
    expect(parseSortSpec(undefined)).toEqual([]);
    expect(formatSortSpec(parseSortSpec('-a,+b'))).toBe('-a,+b');
  });

  it('defaults labels and server-managed fields', () => {
    expect(fieldLabelKey(metadata, 'kod')).toBe('technologia.field.kod');
    expect(fieldLabelKey(metadata, 'popis')).toBe('technologia.field.opis');
    expect(serverManagedFields(metadata)).toEqual(['idTechnologia', 'verzia']);
  });
});
