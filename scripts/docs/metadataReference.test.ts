import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { metadataOptions, missingDocs, readSources, referencePages, stalePages } from './metadataReference';

// The analysts' reference (docs/metadata) is generated from the meta-schema: every option must say
// what it does and show an example that is valid metadata, and the pages must be regenerated
// (npx tsx scripts/docs/metadataReference.ts) whenever the meta-schema or the entity files change.

const { meta, entities } = readSources();

describe('metadata reference', () => {
  it('has a description and an example for every option and a description for every shared part', () => {
    expect(metadataOptions(meta).length).toBeGreaterThan(90);
    expect(missingDocs(meta)).toEqual([]);
  });

  it('notices an option without a description or an example', () => {
    const broken = structuredClone(meta) as { properties: { search: { properties: { sort: Record<string, unknown> } } } };
    delete broken.properties.search.properties.sort.examples;
    delete broken.properties.search.properties.sort.description;
    expect(missingDocs(broken)).toEqual(['search.sort: no description', 'search.sort: no example']);
  });

  it('gives examples that the option itself accepts', () => {
    const ajv = new Ajv({ strict: false });
    const bad: string[] = [];
    for (const option of metadataOptions(meta)) {
      const validate = ajv.compile({ ...option.schema, definitions: meta.definitions });
      for (const example of (option.schema.examples as unknown[] | undefined) ?? []) if (!validate(example)) bad.push(`${option.id}: ${JSON.stringify(example)}`);
    }
    expect(bad).toEqual([]);
  });

  it('names the entities that use an option', () => {
    const pages = referencePages(meta, entities);
    expect(pages.get('field.visibleIf.md')).toContain('[odberatel](../../metadata/entities/odberatel.json)');
    expect(pages.get('detail.tabs.disabled.md')).toContain('No entity uses it yet.');
  });

  it('docs/metadata is what the generator writes now (not stale)', () => {
    expect(stalePages(referencePages(meta, entities))).toEqual([]);
  });
});
