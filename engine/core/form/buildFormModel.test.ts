import { describe, expect, it } from 'vitest';
import type { EntityMetadata } from '../metadata/types';
import {
  OTHER_GROUP,
  OTHER_GROUP_TITLE_KEY,
  buildFormModel,
  fieldsHiddenByCondition,
  resolveWidgets,
} from './buildFormModel';
import type { FieldUiSchema, FormModel } from './buildFormModel';
import { formatIs, hasEnum, rankWith, schemaTypeIs, UNKNOWN_WIDGET } from './testers';
import { createSchema, metadata, updateSchema } from './testFixtures';

function ui(model: FormModel, name: string): FieldUiSchema {
  return model.uiSchema[name] as FieldUiSchema;
}

describe('buildFormModel', () => {
  it('orders fields by the layout groups, then the schema fields the layout omits in a trailing other group', () => {
    const model = buildFormModel(updateSchema, metadata, 'edit');
    expect(model.groups.map((g) => g.id)).toEqual(['basic', 'parameters', 'validity', OTHER_GROUP]);
    expect(model.groups[0]?.fields).toEqual(['kod', 'nazov', 'kategoria', 'stav', 'obnovitelna']);
    // 'neexistuje' is in the layout but not in the schema: skipped.
    expect(model.groups[1]?.fields).toEqual(['ucinnost', 'popis']);
    expect(model.groups[3]).toEqual({ id: OTHER_GROUP, titleKey: OTHER_GROUP_TITLE_KEY, fields: ['idTechnologia', 'poznamka', 'verzia'] });
    expect(model.uiSchema['ui:order']).toEqual([
      'kod', 'nazov', 'kategoria', 'stav', 'obnovitelna', 'ucinnost', 'popis', 'platnostOd', 'platnostDo', 'idTechnologia', 'poznamka', 'verzia',
    ]);
  });

  it('gives group legends default or configured keys', () => {
    const model = buildFormModel(updateSchema, metadata, 'view');
    expect(model.groups.map((g) => g.titleKey)).toEqual([
      'technologia.group.basic', 'technologia.group.parameters', 'technologia.group.platnost', OTHER_GROUP_TITLE_KEY,
    ]);
  });

  it('uses label keys from metadata or the default entity.field.name', () => {
    const model = buildFormModel(updateSchema, metadata, 'edit');
    expect(ui(model, 'nazov')['ui:options'].labelKey).toBe('technologia.field.nazov');
    expect(ui(model, 'popis')['ui:options'].labelKey).toBe('technologia.field.opis');
    expect(ui(model, 'poznamka')['ui:options'].labelKey).toBe('technologia.field.poznamka');
  });

  it('names enum label key prefixes for enum fields only', () => {
    const model = buildFormModel(updateSchema, metadata, 'edit');
    expect(ui(model, 'kategoria')['ui:options'].enumLabelKeyPrefix).toBe('technologia.enum.kategoria');
    expect(ui(model, 'nazov')['ui:options'].enumLabelKeyPrefix).toBeUndefined();
  });

  it('hides server-managed fields when creating', () => {
    const schemaWithId = { ...createSchema, properties: { ...createSchema.properties, idTechnologia: { type: 'integer' } } };
    const model = buildFormModel(schemaWithId, metadata, 'create');
    expect(ui(model, 'idTechnologia')['ui:widget']).toBe('hidden');
    expect(model.groups.flatMap((g) => g.fields)).not.toContain('idTechnologia');
    expect(model.uiSchema['ui:order']).toContain('idTechnologia');
    expect(ui(model, 'nazov')['ui:readonly']).toBeUndefined();
  });

  it('makes server-managed fields read-only when editing, the rest editable', () => {
    const model = buildFormModel(updateSchema, metadata, 'edit');
    expect(ui(model, 'idTechnologia')['ui:readonly']).toBe(true);
    expect(ui(model, 'verzia')['ui:readonly']).toBe(true);
    expect(ui(model, 'nazov')['ui:readonly']).toBeUndefined();
    expect(ui(model, 'idTechnologia')['ui:widget']).toBeUndefined();
  });

  it('makes every field read-only in view mode', () => {
    const model = buildFormModel(updateSchema, metadata, 'view');
    for (const name of Object.keys(updateSchema.properties ?? {})) expect(ui(model, name)['ui:readonly']).toBe(true);
  });

  it('applies hidden, readOnly, widget and schema readOnly', () => {
    const meta: EntityMetadata = {
      ...metadata,
      detail: {
        ...metadata.detail,
        fields: { poznamka: { hidden: true }, kod: { readOnly: true }, popis: { widget: 'textarea' } },
      },
    };
    const schema = { ...updateSchema, properties: { ...updateSchema.properties, nazov: { type: 'string', readOnly: true } } };
    const model = buildFormModel(schema, meta, 'edit');
    expect(ui(model, 'poznamka')['ui:widget']).toBe('hidden');
    expect(model.groups.flatMap((g) => g.fields)).not.toContain('poznamka');
    expect(ui(model, 'kod')['ui:readonly']).toBe(true);
    expect(ui(model, 'nazov')['ui:readonly']).toBe(true);
    expect(ui(model, 'popis')['ui:widget']).toBe('textarea');
  });

  it('hides fields without view tokens and locks fields without edit tokens', () => {
    const meta: EntityMetadata = {
      ...metadata,
      detail: { ...metadata.detail, fields: { popis: { viewTokens: 'secret#read' }, kod: { editTokens: ['a', 'kod#write'] } } },
    };
    const without = buildFormModel(updateSchema, meta, 'edit');
    expect(ui(without, 'popis')['ui:widget']).toBe('hidden');
    expect(ui(without, 'kod')['ui:readonly']).toBe(true);
    const withTokens = buildFormModel(updateSchema, meta, 'edit', { tokens: new Set(['secret#read', 'a', 'kod#write']) });
    const partial = buildFormModel(updateSchema, meta, 'edit', { tokens: new Set(['kod#write']) });
    expect(ui(partial, 'kod')['ui:readonly']).toBe(true);
    expect(ui(withTokens, 'popis')['ui:widget']).toBeUndefined();
    expect(ui(withTokens, 'kod')['ui:readonly']).toBeUndefined();
  });

  it('describes fields for widget testers from the schema', () => {
    const model = buildFormModel(updateSchema, metadata, 'edit');
    expect(model.fields.platnostDo).toMatchObject({ type: 'string', format: 'date', nullable: true, required: false });
    expect(model.fields.kategoria).toMatchObject({ type: 'string', enum: ['SOLAR', 'VIETOR', 'INE'], required: true });
    expect(model.fields.ucinnost).toMatchObject({ type: 'number', widget: 'percent' });
  });

  it('keeps the schema as the server sent it', () => {
    const model = buildFormModel(updateSchema, metadata, 'create');
    expect(model.schema).toBe(updateSchema);
  });

  it('copes with a schema without properties', () => {
    const model = buildFormModel({ type: 'object' }, metadata, 'create');
    expect(model.groups).toEqual([]);
    expect(model.uiSchema['ui:order']).toEqual([]);
  });
});

describe('resolveWidgets', () => {
  const widgets = [
    { name: 'text', tester: rankWith(1, schemaTypeIs('string')) },
    { name: 'date', tester: rankWith(3, formatIs('date')) },
    { name: 'enum-select', tester: rankWith(5, hasEnum) },
    { name: 'checkbox', tester: rankWith(2, schemaTypeIs('boolean')) },
    { name: 'textarea' },
  ];

  it('picks the best-ranked widget, keeps metadata choices, falls back visibly', () => {
    const model = resolveWidgets(buildFormModel(updateSchema, metadata, 'edit'), widgets);
    expect(ui(model, 'nazov')['ui:widget']).toBe('text');
    expect(ui(model, 'platnostOd')['ui:widget']).toBe('date');
    expect(ui(model, 'kategoria')['ui:widget']).toBe('enum-select');
    expect(ui(model, 'obnovitelna')['ui:widget']).toBe('checkbox');
    expect(ui(model, 'popis')['ui:widget']).toBe('textarea');
    // 'percent' is named by metadata but not registered; integers match no tester.
    expect(ui(model, 'ucinnost')['ui:widget']).toBe(UNKNOWN_WIDGET);
    expect(ui(model, 'ucinnost')['ui:options'].requestedWidget).toBe('percent');
    expect(ui(model, 'verzia')['ui:widget']).toBe(UNKNOWN_WIDGET);
    expect(ui(model, 'verzia')['ui:options'].requestedWidget).toBeNull();
  });

  it('leaves hidden fields hidden', () => {
    const schemaWithId = { ...createSchema, properties: { ...createSchema.properties, verzia: { type: 'integer' } } };
    const model = resolveWidgets(buildFormModel(schemaWithId, metadata, 'create'), widgets);
    expect(ui(model, 'verzia')['ui:widget']).toBe('hidden');
  });
});

describe('fieldsHiddenByCondition', () => {
  const meta: EntityMetadata = {
    ...metadata,
    detail: {
      ...metadata.detail,
      fields: {
        platnostDo: { visibleIf: { field: 'stav', equals: 'NEAKTIVNA' } },
        ucinnost: { visibleIf: { field: 'kategoria', in: ['SOLAR', 'VIETOR'] } },
        popis: { visibleIf: { field: 'nazov', filled: true } },
      },
    },
  };
  const model = buildFormModel(updateSchema, meta, 'edit');

  it('evaluates equals, in and filled against the form data', () => {
    expect([...fieldsHiddenByCondition(model, { stav: 'AKTIVNA', kategoria: 'INE', nazov: '' })].sort()).toEqual([
      'platnostDo', 'popis', 'ucinnost',
    ]);
    expect([...fieldsHiddenByCondition(model, { stav: 'NEAKTIVNA', kategoria: 'SOLAR', nazov: 'x' })]).toEqual([]);
  });

  it('is empty when no field has a condition', () => {
    expect(fieldsHiddenByCondition(buildFormModel(updateSchema, metadata, 'edit'), {}).size).toBe(0);
  });
});
