import { businessDateProblem, dateProblem, dateRangeProblem, dateTimeProblem, monthYearProblem, timeProblem, yearProblem } from './dates';
import { eicListProblem, eicProblem } from './eic';
import { acerProblem, dicProblem, emailListProblem, emailProblem, ibanProblem, icDphProblem, icoProblem, ibanSkProblem, parcelNumberProblem, poBoxProblem, pscProblem, rodneCisloProblem, urlProblem } from './identifiers';
import { mobileListProblem, phoneProblem } from './phone';
import type { Problem, RuleContext } from './problem';

/** A string format's check: the problem of a value, or undefined when it is valid. */
export type FormatCheck = (value: string, context: RuleContext) => Problem | undefined;

/**
 * The catalogue's string formats (`"format": "eic"` in a schema). Some replace ajv-formats' own
 * (date, date-time, time, email) so that client and server follow the spec's rules, not RFC 3339.
 */
export const FORMATS: Readonly<Record<string, FormatCheck>> = {
  psc: pscProblem,
  'parcel-number': parcelNumberProblem,
  'po-box': poBoxProblem,
  email: emailProblem,
  'email-multi': emailListProblem,
  'phone-sk': phoneProblem,
  'mobile-list': mobileListProblem,
  'rodne-cislo': (v, context) => rodneCisloProblem(v, false, context.today()),
  'rodne-cislo-9': (v, context) => rodneCisloProblem(v, true, context.today()),
  ico: icoProblem,
  acer: acerProblem,
  dic: dicProblem,
  'ic-dph': icDphProblem,
  iban: ibanProblem,
  'iban-sk': ibanSkProblem,
  eic: eicProblem,
  'eic-multi': eicListProblem,
  time: (v) => timeProblem(v, false),
  'time-negative': (v) => timeProblem(v, true),
  date: dateProblem,
  'date-time': dateTimeProblem,
  'month-year': monthYearProblem,
  year: yearProblem,
  'business-date': (v, context) => businessDateProblem(v, context.holidays()),
  'date-range': dateRangeProblem,
  url: urlProblem,
};
