import { and, formatIs, hasEnum, maxLengthAbove, or, rankWith, schemaTypeIs } from '../engine/core/form/testers';
import type { WidgetTester } from '../engine/core/form/testers';
import type { WidgetKindName } from './loaders';

/** A widget kind as data: its name and how it ranks for a field. Its component loads by name (./loaders.ts). */
export interface WidgetKind {
  /** Name used by metadata (`"widget": "date"`). */
  name: WidgetKindName;
  /** Ranks the widget for a field without a named widget; absent for widgets chosen only by name. */
  tester?: WidgetTester;
}

/**
 * Every stock widget kind, in registration order (ties in rank go to the earlier one). The eager
 * list (./index.ts) and the lazy one (./lazy.ts) both take names and testers from here; the
 * loaders stay in ./loaders.ts, so a search screen downloads them only when it shows a widget.
 */
export const widgetKinds: readonly WidgetKind[] = [
  { name: 'text', tester: rankWith(1, schemaTypeIs('string')) },
  { name: 'textarea', tester: rankWith(2, and(schemaTypeIs('string'), maxLengthAbove(255))) },
  { name: 'enum-select', tester: rankWith(5, hasEnum) },
  { name: 'checkbox', tester: rankWith(2, schemaTypeIs('boolean')) },
  { name: 'date', tester: rankWith(3, and(schemaTypeIs('string'), or(formatIs('date'), formatIs('business-date')))) },
  { name: 'number', tester: rankWith(2, or(schemaTypeIs('number'), schemaTypeIs('integer'))) },
  { name: 'percent' },
  { name: 'code-book' },
  { name: 'code-book-multi' },
  { name: 'date-range', tester: rankWith(5, formatIs('date-range')) },
  { name: 'date-time', tester: rankWith(5, formatIs('date-time')) },
  { name: 'decimal' },
  { name: 'eic', tester: rankWith(5, formatIs('eic')) },
  { name: 'eic-multi', tester: rankWith(5, formatIs('eic-multi')) },
  { name: 'email', tester: rankWith(5, formatIs('email')) },
  { name: 'email-multi', tester: rankWith(5, formatIs('email-multi')) },
  { name: 'iban', tester: rankWith(5, or(formatIs('iban'), formatIs('iban-sk'))) },
  { name: 'integer', tester: rankWith(3, schemaTypeIs('integer')) },
  { name: 'mobile-list', tester: rankWith(5, formatIs('mobile-list')) },
  { name: 'money' },
  { name: 'month-year', tester: rankWith(5, formatIs('month-year')) },
  { name: 'personal-id', tester: rankWith(5, or(formatIs('rodne-cislo'), formatIs('rodne-cislo-9'))) },
  { name: 'phone', tester: rankWith(5, formatIs('phone-sk')) },
  { name: 'psc', tester: rankWith(5, formatIs('psc')) },
  { name: 'required-true', tester: rankWith(5, (field) => field.type === 'boolean' && field.schema.const === true) },
  { name: 'server-search' },
  { name: 'time', tester: rankWith(5, or(formatIs('time'), formatIs('time-negative'))) },
  { name: 'tri-state', tester: rankWith(4, and(schemaTypeIs('boolean'), (field) => field.nullable)) },
  { name: 'url', tester: rankWith(5, formatIs('url')) },
  { name: 'year', tester: rankWith(5, formatIs('year')) },
  { name: 'file-upload' },
  { name: 'address' },
  { name: 'person-name' },
  { name: 'string-list' },
  { name: 'document-editor' },
  { name: 'password', tester: rankWith(5, formatIs('password')) },
  { name: 'contact-list' },
  { name: 'app-link' },
  { name: 'object-list' },
];

const byName = new Map(widgetKinds.map((kind) => [kind.name, kind]));

/** Name and tester of a stock kind (for its eager entry). */
export function widgetKind(name: WidgetKindName): { name: string; tester?: WidgetTester } {
  const kind = byName.get(name);
  if (!kind) throw new Error(`widgetKind: no stock widget '${name}'`);
  return kind.tester ? { name, tester: kind.tester } : { name };
}
