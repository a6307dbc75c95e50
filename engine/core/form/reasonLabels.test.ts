import { describe, expect, it } from 'vitest';
import type { EntityMetadata } from '../metadata/types';
import { buildFormModel } from './buildFormModel';
import type { JsonSchema } from './jsonSchema';
import { formReasonLabels } from './reasonLabels';

const schema: JsonSchema = {
  type: 'object',
  properties: {
    nazov: { type: 'string' },
    generatory: { type: 'array', items: { type: 'object', properties: { vykon: { type: 'number' }, typ: { type: 'string' } } } },
    kontakty: { type: 'array', items: { type: 'object', properties: { email: { type: 'string' } } } },
  },
};

const metadata = {
  entity: 'zariadenie',
  detail: {
    layout: [{ group: 'main', fields: ['nazov', 'generatory', 'kontakty'] }],
    fields: { generatory: { widget: 'object-list', options: { entity: 'generator' } }, kontakty: { widget: 'object-list', options: { labelPrefix: 'kontakt.stlpec' } } },
  },
} as unknown as EntityMetadata;

const texts: Record<string, string> = {
  'zariadenie.field.nazov': 'Názov',
  'zariadenie.field.generatory': 'Generátory',
  'generator.field.vykon': 'Výkon v prevádzke',
  'kontakt.stlpec.email': 'E-mail',
};
const t = (key: string, options?: { defaultValue: string }) => texts[key] ?? options?.defaultValue ?? key;

describe('formReasonLabels', () => {
  const labels = formReasonLabels(buildFormModel(schema, metadata, 'edit'), t);

  it("gives a field's translated label, and nothing for a name the form lacks", () => {
    expect(labels.field('nazov')).toBe('Názov');
    expect(labels.field('generatory')).toBe('Generátory');
    expect(labels.field('toString')).toBeUndefined();
    expect(labels.field('eic')).toBeUndefined();
  });

  it("gives a row part's label by the list widget's own text roots (entity, labelPrefix)", () => {
    expect(labels.part('generatory', 'vykon')).toBe('Výkon v prevádzke');
    expect(labels.part('kontakty', 'email')).toBe('E-mail');
    expect(labels.part('generatory', 'typ')).toBeUndefined();
    expect(labels.part('eic', 'x')).toBeUndefined();
  });
});
