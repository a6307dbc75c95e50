import { describe, expect, it } from 'vitest';
import { buildFormModel, resolveWidgets } from '../engine/core/form';
import type { FieldUiSchema } from '../engine/core/form';
import { createSchema, metadata } from '../engine/core/form/testFixtures';
import { createWidgetRegistry } from '../engine/react';
import { widgets } from './index';

describe('stock widgets', () => {
  it('have unique names', () => {
    expect(new Set(widgets.map((w) => w.name)).size).toBe(widgets.length);
  });

  it('are chosen by rank for each schema type, percent only by name', () => {
    const schema = {
      ...createSchema,
      properties: { ...createSchema.properties, pocet: { type: 'integer' }, poznamkaDlha: { type: 'string', maxLength: 2000 } },
    };
    const model = resolveWidgets(buildFormModel(schema, { ...metadata, detail: { layout: [] } }, 'edit'), widgets);
    const chosen = Object.fromEntries(Object.keys(model.fields).map((name) => [name, (model.uiSchema[name] as FieldUiSchema)['ui:widget']]));
    expect(chosen).toMatchObject({
      kod: 'text',
      nazov: 'text',
      popis: 'textarea',
      poznamkaDlha: 'textarea',
      kategoria: 'enum-select',
      stav: 'enum-select',
      obnovitelna: 'checkbox',
      ucinnost: 'number',
      pocet: 'integer',
      platnostOd: 'date',
      platnostDo: 'date',
    });
  });

  it('pick the catalogue widget for each catalogue format', () => {
    const formats: Record<string, string> = {
      eic: 'eic', 'eic-multi': 'eic-multi', iban: 'iban', 'iban-sk': 'iban', 'phone-sk': 'phone', 'mobile-list': 'mobile-list',
      email: 'email', 'email-multi': 'email-multi', psc: 'psc', 'rodne-cislo': 'personal-id', url: 'url', year: 'year',
      'month-year': 'month-year', time: 'time', 'time-negative': 'time', 'date-time': 'date-time', 'date-range': 'date-range',
      date: 'date', 'business-date': 'date',
    };
    const properties = Object.fromEntries(Object.keys(formats).map((f) => [f, { type: 'string', format: f }]));
    const schema = { type: 'object', properties: { ...properties, nullableFlag: { type: ['boolean', 'null'] }, consent: { type: 'boolean', const: true } } };
    const model = resolveWidgets(buildFormModel(schema, { ...metadata, detail: { layout: [] } }, 'edit'), widgets);
    const chosen = Object.fromEntries(Object.keys(model.fields).map((name) => [name, (model.uiSchema[name] as FieldUiSchema)['ui:widget']]));
    expect(chosen).toEqual({ ...formats, nullableFlag: 'tri-state', consent: 'required-true' });
  });

  it('build a registry with the visible fallback', () => {
    const registry = createWidgetRegistry(widgets);
    expect(registry.get('percent')?.name).toBe('percent');
    expect(Object.keys(registry.components)).toContain('unknown');
  });
});
