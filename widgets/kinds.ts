import type { ComponentType } from 'react';
import { and, formatIs, hasEnum, maxLengthAbove, or, rankWith, schemaTypeIs } from '../engine/core/form';
import type { WidgetTester } from '../engine/core/form';
import type { EngineWidgetProps } from '../engine/react';

/** A widget kind as data: its name, how it ranks for a field, and how its component loads. */
export interface WidgetKind {
  /** Name used by metadata (`"widget": "date"`). */
  name: string;
  /** Ranks the widget for a field without a named widget; absent for widgets chosen only by name. */
  tester?: WidgetTester;
  /** Loads the component (its own chunk): screens that use few widgets load only those. */
  load: () => Promise<ComponentType<EngineWidgetProps>>;
}

/**
 * Every stock widget kind, in registration order (ties in rank go to the earlier one). The eager
 * list (./index.ts) and the lazy one (./lazy.ts) both take names and testers from here.
 */
export const widgetKinds: readonly WidgetKind[] = [
  {
    name: 'text',
    tester: rankWith(1, schemaTypeIs('string')),
    load: () => import('./text/TextWidget').then((m) => m.TextWidget),
  },
  {
    name: 'textarea',
    tester: rankWith(2, and(schemaTypeIs('string'), maxLengthAbove(255))),
    load: () => import('./textarea/TextareaWidget').then((m) => m.TextareaWidget),
  },
  {
    name: 'enum-select',
    tester: rankWith(5, hasEnum),
    load: () => import('./enum-select/EnumSelectWidget').then((m) => m.EnumSelectWidget),
  },
  {
    name: 'checkbox',
    tester: rankWith(2, schemaTypeIs('boolean')),
    load: () => import('./checkbox/CheckboxWidget').then((m) => m.CheckboxWidget),
  },
  {
    name: 'date',
    tester: rankWith(3, and(schemaTypeIs('string'), or(formatIs('date'), formatIs('business-date')))),
    load: () => import('./date/DateWidget').then((m) => m.DateWidget),
  },
  {
    name: 'number',
    tester: rankWith(2, or(schemaTypeIs('number'), schemaTypeIs('integer'))),
    load: () => import('./number/NumberWidget').then((m) => m.NumberWidget),
  },
  {
    name: 'percent',
    load: () => import('./percent/PercentWidget').then((m) => m.PercentWidget),
  },
  {
    name: 'code-book',
    load: () => import('./code-book/CodeBookWidget').then((m) => m.CodeBookWidget),
  },
  {
    name: 'date-range',
    tester: rankWith(5, formatIs('date-range')),
    load: () => import('./date-range/DateRangeWidget').then((m) => m.DateRangeWidget),
  },
  {
    name: 'date-time',
    tester: rankWith(5, formatIs('date-time')),
    load: () => import('./date-time/DateTimeWidget').then((m) => m.DateTimeWidget),
  },
  {
    name: 'decimal',
    load: () => import('./decimal').then((m) => m.DecimalWidget),
  },
  {
    name: 'eic',
    tester: rankWith(5, formatIs('eic')),
    load: () => import('./eic/EicWidget').then((m) => m.EicWidget),
  },
  {
    name: 'eic-multi',
    tester: rankWith(5, formatIs('eic-multi')),
    load: () => import('./eic-multi/EicMultiWidget').then((m) => m.EicMultiWidget),
  },
  {
    name: 'email',
    tester: rankWith(5, formatIs('email')),
    load: () => import('./email/EmailWidget').then((m) => m.EmailWidget),
  },
  {
    name: 'email-multi',
    tester: rankWith(5, formatIs('email-multi')),
    load: () => import('./email-multi/EmailMultiWidget').then((m) => m.EmailMultiWidget),
  },
  {
    name: 'iban',
    tester: rankWith(5, or(formatIs('iban'), formatIs('iban-sk'))),
    load: () => import('./iban/IbanWidget').then((m) => m.IbanWidget),
  },
  {
    name: 'integer',
    tester: rankWith(3, schemaTypeIs('integer')),
    load: () => import('./integer').then((m) => m.IntegerWidget),
  },
  {
    name: 'mobile-list',
    tester: rankWith(5, formatIs('mobile-list')),
    load: () => import('./mobile-list/MobileListWidget').then((m) => m.MobileListWidget),
  },
  {
    name: 'money',
    load: () => import('./money').then((m) => m.MoneyWidget),
  },
  {
    name: 'month-year',
    tester: rankWith(5, formatIs('month-year')),
    load: () => import('./month-year/MonthYearWidget').then((m) => m.MonthYearWidget),
  },
  {
    name: 'personal-id',
    tester: rankWith(5, or(formatIs('rodne-cislo'), formatIs('rodne-cislo-9'))),
    load: () => import('./personal-id/PersonalIdWidget').then((m) => m.PersonalIdWidget),
  },
  {
    name: 'phone',
    tester: rankWith(5, formatIs('phone-sk')),
    load: () => import('./phone/PhoneWidget').then((m) => m.PhoneWidget),
  },
  {
    name: 'psc',
    tester: rankWith(5, formatIs('psc')),
    load: () => import('./psc/PscWidget').then((m) => m.PscWidget),
  },
  {
    name: 'required-true',
    tester: rankWith(5, (field) => field.type === 'boolean' && field.schema.const === true),
    load: () => import('./required-true').then((m) => m.RequiredTrueWidget),
  },
  {
    name: 'server-search',
    load: () => import('./server-search/ServerSearchWidget').then((m) => m.ServerSearchWidget),
  },
  {
    name: 'time',
    tester: rankWith(5, or(formatIs('time'), formatIs('time-negative'))),
    load: () => import('./time/TimeWidget').then((m) => m.TimeWidget),
  },
  {
    name: 'tri-state',
    tester: rankWith(4, and(schemaTypeIs('boolean'), (field) => field.nullable)),
    load: () => import('./tri-state/TriStateWidget').then((m) => m.TriStateWidget),
  },
  {
    name: 'url',
    tester: rankWith(5, formatIs('url')),
    load: () => import('./url/UrlWidget').then((m) => m.UrlWidget),
  },
  {
    name: 'year',
    tester: rankWith(5, formatIs('year')),
    load: () => import('./year/YearWidget').then((m) => m.YearWidget),
  },
  {
    name: 'file-upload',
    load: () => import('./file-upload/FileUploadWidget').then((m) => m.FileUploadWidget),
  },
  {
    name: 'address',
    load: () => import('./address/AddressWidget').then((m) => m.AddressWidget),
  },
  {
    name: 'person-name',
    load: () => import('./person-name/PersonNameWidget').then((m) => m.PersonNameWidget),
  },
  {
    name: 'string-list',
    load: () => import('./string-list/StringListWidget').then((m) => m.StringListWidget),
  },
  {
    name: 'document-editor',
    load: () => import('./document-editor/DocumentEditorWidget').then((m) => m.DocumentEditorWidget),
  },
  {
    name: 'password',
    tester: rankWith(5, formatIs('password')),
    load: () => import('./password/PasswordWidget').then((m) => m.PasswordWidget),
  },
  {
    name: 'contact-list',
    load: () => import('./contact-list/ContactListWidget').then((m) => m.ContactListWidget),
  },
  {
    name: 'app-link',
    load: () => import('./app-link/AppLinkWidget').then((m) => m.AppLinkWidget),
  },
  {
    name: 'object-list',
    load: () => import('./object-list/ObjectListWidget').then((m) => m.ObjectListWidget),
  },
];

const byName = new Map(widgetKinds.map((kind) => [kind.name, kind]));

/** Name and tester of a stock kind (for its eager entry). */
export function widgetKind(name: string): { name: string; tester?: WidgetTester } {
  const kind = byName.get(name);
  if (!kind) throw new Error(`widgetKind: no stock widget '${name}'`);
  return kind.tester ? { name, tester: kind.tester } : { name };
}
