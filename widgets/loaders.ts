import type { ComponentType } from 'react';
import type { EngineWidgetProps } from '../engine/react';

type Loader = () => Promise<ComponentType<EngineWidgetProps>>;

/**
 * How each stock widget kind's component loads (its own chunk). A module of its own, loaded by the
 * lazy registry (./lazy.ts) on a widget's first render: a search screen that shows no widget does
 * not download this table and the chunk list it carries.
 */
const loaders = {
  text: () => import('./text/TextWidget').then((m) => m.TextWidget),
  textarea: () => import('./textarea/TextareaWidget').then((m) => m.TextareaWidget),
  'enum-select': () => import('./enum-select/EnumSelectWidget').then((m) => m.EnumSelectWidget),
  checkbox: () => import('./checkbox/CheckboxWidget').then((m) => m.CheckboxWidget),
  date: () => import('./date/DateWidget').then((m) => m.DateWidget),
  // The light input, as the eager entry: variants (money) go through NumberWidget, never the registry.
  number: () => import('./number/LightNumberWidget').then((m) => m.LightNumberWidget),
  percent: () => import('./percent/PercentWidget').then((m) => m.PercentWidget),
  'code-book': () => import('./code-book/CodeBookWidget').then((m) => m.CodeBookWidget),
  'code-book-multi': () => import('./code-book/CodeBookMultiWidget').then((m) => m.CodeBookMultiWidget),
  'date-range': () => import('./date-range/DateRangeWidget').then((m) => m.DateRangeWidget),
  'date-time': () => import('./date-time/DateTimeWidget').then((m) => m.DateTimeWidget),
  decimal: () => import('./decimal').then((m) => m.DecimalWidget),
  eic: () => import('./eic/EicWidget').then((m) => m.EicWidget),
  'eic-multi': () => import('./eic-multi/EicMultiWidget').then((m) => m.EicMultiWidget),
  email: () => import('./email/EmailWidget').then((m) => m.EmailWidget),
  'email-multi': () => import('./email-multi/EmailMultiWidget').then((m) => m.EmailMultiWidget),
  iban: () => import('./iban/IbanWidget').then((m) => m.IbanWidget),
  integer: () => import('./integer').then((m) => m.IntegerWidget),
  'mobile-list': () => import('./mobile-list/MobileListWidget').then((m) => m.MobileListWidget),
  money: () => import('./money').then((m) => m.MoneyWidget),
  'month-year': () => import('./month-year/MonthYearWidget').then((m) => m.MonthYearWidget),
  'personal-id': () => import('./personal-id/PersonalIdWidget').then((m) => m.PersonalIdWidget),
  phone: () => import('./phone/PhoneWidget').then((m) => m.PhoneWidget),
  psc: () => import('./psc/PscWidget').then((m) => m.PscWidget),
  'required-true': () => import('./required-true').then((m) => m.RequiredTrueWidget),
  'server-search': () => import('./server-search/ServerSearchWidget').then((m) => m.ServerSearchWidget),
  time: () => import('./time/TimeWidget').then((m) => m.TimeWidget),
  'tri-state': () => import('./tri-state/TriStateWidget').then((m) => m.TriStateWidget),
  url: () => import('./url/UrlWidget').then((m) => m.UrlWidget),
  year: () => import('./year/YearWidget').then((m) => m.YearWidget),
  'file-upload': () => import('./file-upload/FileUploadWidget').then((m) => m.FileUploadWidget),
  address: () => import('./address/AddressWidget').then((m) => m.AddressWidget),
  'person-name': () => import('./person-name/PersonNameWidget').then((m) => m.PersonNameWidget),
  'string-list': () => import('./string-list/StringListWidget').then((m) => m.StringListWidget),
  'document-editor': () => import('./document-editor/DocumentEditorWidget').then((m) => m.DocumentEditorWidget),
  password: () => import('./password/PasswordWidget').then((m) => m.PasswordWidget),
  'contact-list': () => import('./contact-list/ContactListWidget').then((m) => m.ContactListWidget),
  'app-link': () => import('./app-link/AppLinkWidget').then((m) => m.AppLinkWidget),
  'object-list': () => import('./object-list/ObjectListWidget').then((m) => m.ObjectListWidget),
} satisfies Record<string, Loader>;

/** Name of a stock widget kind: one with a loader here. */
export type WidgetKindName = keyof typeof loaders;

/** Loads the component of a stock widget kind. */
export function loadWidget(name: WidgetKindName): Promise<ComponentType<EngineWidgetProps>> {
  return loaders[name]();
}

/** The kinds that have a loader (for the test that every kind has one and no loader is orphaned). */
export const loaderNames = Object.keys(loaders) as WidgetKindName[];
