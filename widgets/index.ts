import type { WidgetEntry } from '../engine/react';
import { checkboxWidget } from './checkbox';
import { dateWidget } from './date';
import { enumSelectWidget } from './enum-select';
import { numberWidget } from './number';
import { percentWidget } from './percent';
import { textWidget } from './text';
import { textareaWidget } from './textarea';
import { codeBookWidget } from './code-book';
import { dateRangeWidget } from './date-range';
import { dateTimeWidget } from './date-time';
import { decimalWidget } from './decimal';
import { eicWidget } from './eic';
import { eicMultiWidget } from './eic-multi';
import { emailWidget } from './email';
import { emailMultiWidget } from './email-multi';
import { ibanWidget } from './iban';
import { integerWidget } from './integer';
import { mobileListWidget } from './mobile-list';
import { moneyWidget } from './money';
import { monthYearWidget } from './month-year';
import { personalIdWidget } from './personal-id';
import { phoneWidget } from './phone';
import { pscWidget } from './psc';
import { requiredTrueWidget } from './required-true';
import { serverSearchWidget } from './server-search';
import { timeWidget } from './time';
import { triStateWidget } from './tri-state';
import { urlWidget } from './url';
import { yearWidget } from './year';
import { addressWidget } from './address';
import { fileUploadWidget } from './file-upload';
import { personNameWidget } from './person-name';
import { documentEditorWidget } from './document-editor';
import { passwordWidget } from './password';
import { contactListWidget } from './contact-list';
import { stringListWidget } from './string-list';
import { appLinkWidget } from './app-link';
import { objectListWidget } from './object-list';

/** The stock widgets, for `<EngineProvider widgets={widgets}>` or `createWidgetRegistry(widgets)`. */
export const widgets: readonly WidgetEntry[] = [
  textWidget,
  textareaWidget,
  enumSelectWidget,
  checkboxWidget,
  dateWidget,
  numberWidget,
  percentWidget,
  codeBookWidget,
  dateRangeWidget,
  dateTimeWidget,
  decimalWidget,
  eicWidget,
  eicMultiWidget,
  emailWidget,
  emailMultiWidget,
  ibanWidget,
  integerWidget,
  mobileListWidget,
  moneyWidget,
  monthYearWidget,
  personalIdWidget,
  phoneWidget,
  pscWidget,
  requiredTrueWidget,
  serverSearchWidget,
  timeWidget,
  triStateWidget,
  urlWidget,
  yearWidget,
  fileUploadWidget,
  addressWidget,
  personNameWidget,
  stringListWidget,
  documentEditorWidget,
  passwordWidget,
  contactListWidget,
  appLinkWidget,
  objectListWidget,
];
