import { formatIsoDate, formatIsoDateTime, parseUserDate } from '../../engine/core/form';
import { cleanEicInput, cleanIbanInput, formatIban, formatPhone, formatPsc, IBAN_MAX_LENGTH, normalizePhone } from '../../engine/core/validation';
import type { TextFormat } from './formattedText';

const pad = (n: number | string) => String(n).padStart(2, '0');

/** `8:30`, `830`, `0830`, `-8:30` → `08:30` / `-08:30`; undefined when it is no time of day. */
export function parseTime(text: string): string | undefined {
  const m = /^(-?)(\d{1,2}):?(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return undefined;
  const [hours, minutes] = [Number(m[2]), Number(m[3])];
  if (hours > 23 || minutes > 59) return undefined;
  return `${m[1]}${pad(hours)}:${pad(minutes)}${m[4] ? `:${m[4]}` : ''}`;
}

/** `2/2024`, `02.2024`, `2024-02` → `2024-02-01`; undefined otherwise. */
export function parseMonthYear(text: string): string | undefined {
  const t = text.trim();
  const local = /^(\d{1,2})\s*[./-]\s*(\d{4})$/.exec(t);
  const iso = /^(\d{4})-(\d{2})(-01)?$/.exec(t);
  const [year, month] = local ? [Number(local[2]), Number(local[1])] : iso ? [Number(iso[1]), Number(iso[2])] : [0, 0];
  return month >= 1 && month <= 12 && year >= 1 ? `${year}-${pad(month)}-01` : undefined;
}

/** `D.M.YYYY HH:mm` (any accepted date form, a space, a time) → `YYYY-MM-DDTHH:mm:00`. */
export function parseUserDateTime(text: string): string | undefined {
  const m = /^(.+?)[\sT]+(\d{1,2}:\d{2}(?::\d{2})?)$/.exec(text.trim());
  if (!m) return undefined;
  const date = parseUserDate(m[1] as string);
  const time = parseTime(m[2] as string);
  if (!date || !time || time.startsWith('-')) return undefined;
  return `${date}T${time.length === 5 ? `${time}:00` : time}`;
}

/**
 * `1.1.2025 - 31.1.2025` → `2025-01-01/2025-01-31`: at most two dates separated by a dash, either
 * side may be empty (an open end), one date alone is a one-day range. Undefined when it does not parse.
 */
export function parseUserDateRange(text: string): string | undefined {
  const parts = text.trim().split(/\s*[-–]\s*/);
  if (parts.length > 2) return undefined;
  const [from = '', to = parts.length === 1 ? from : ''] = parts;
  const isoFrom = from === '' ? '' : parseUserDate(from);
  const isoTo = to === '' ? '' : parseUserDate(to);
  if (isoFrom === undefined || isoTo === undefined || (isoFrom === '' && isoTo === '')) return undefined;
  return `${isoFrom}/${isoTo}`;
}

function showRange(value: string, language: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})?\/(\d{4}-\d{2}-\d{2})?$/.exec(value);
  if (!m) return value;
  return `${m[1] ? formatIsoDate(m[1], language) : ''} – ${m[2] ? formatIsoDate(m[2], language) : ''}`.trim();
}

/** The text formats of the stock text widgets, by widget name. */
export const TEXT_FORMATS = {
  eic: { clean: (t) => cleanEicInput(t), maxLength: 16, placeholderKey: 'widgets.placeholder.eic' },
  'eic-multi': { clean: (t) => t.toUpperCase().replace(/[^A-Z0-9\-\s,;]/g, ''), placeholderKey: 'widgets.placeholder.eicMulti' },
  iban: {
    clean: (t) => formatIban(cleanIbanInput(t)),
    toValue: (t) => cleanIbanInput(t),
    toText: (v) => formatIban(v),
    maxLength: IBAN_MAX_LENGTH + Math.floor(IBAN_MAX_LENGTH / 4),
    placeholderKey: 'widgets.placeholder.iban',
  },
  phone: { type: 'tel', toValue: (t) => normalizePhone(t) ?? t, toText: (v) => formatPhone(v), placeholderKey: 'widgets.placeholder.phone' },
  'mobile-list': { type: 'tel', placeholderKey: 'widgets.placeholder.mobileList' },
  email: { type: 'email', toValue: (t) => t.trim() },
  'email-multi': { placeholderKey: 'widgets.placeholder.emailMulti' },
  psc: {
    clean: (t) => t.replace(/[^\d ]/g, ''),
    toValue: (t) => (/^\d{3} ?\d{2}$/.test(t.trim()) ? t.replace(/\s/g, '') : t),
    toText: (v) => formatPsc(v),
    maxLength: 6,
    inputMode: 'numeric',
    placeholderKey: 'widgets.placeholder.psc',
  },
  'personal-id': { clean: (t) => t.replace(/[^\d/]/g, ''), maxLength: 11, inputMode: 'numeric', placeholderKey: 'widgets.placeholder.personalId' },
  url: { type: 'url', toValue: (t) => t.trim(), placeholderKey: 'widgets.placeholder.url' },
  year: {
    clean: (t) => t.replace(/\D/g, ''),
    maxLength: 4,
    inputMode: 'numeric',
    toValue: (t, p) => (/^\d{4}$/.test(t) && (p.schema.type === 'integer' || (Array.isArray(p.schema.type) && p.schema.type.includes('integer'))) ? Number(t) : t),
    placeholderKey: 'widgets.placeholder.year',
  },
  'month-year': {
    toValue: (t) => parseMonthYear(t) ?? t,
    toText: (v) => (/^\d{4}-\d{2}-01$/.test(v) ? `${v.slice(5, 7)}/${v.slice(0, 4)}` : v),
    inputMode: 'numeric',
    placeholderKey: 'widgets.placeholder.monthYear',
  },
  time: {
    clean: (t, p) => t.replace(p.schema.format === 'time-negative' ? /[^\d:-]/g : /[^\d:]/g, ''),
    toValue: (t) => parseTime(t) ?? t,
    maxLength: 9,
    inputMode: 'numeric',
    placeholderKey: 'widgets.placeholder.time',
  },
  'date-time': {
    toValue: (t) => parseUserDateTime(t) ?? t,
    toText: (v, language) => formatIsoDateTime(v, language),
    placeholderKey: 'widgets.placeholder.dateTime',
  },
  'date-range': {
    toValue: (t) => parseUserDateRange(t) ?? t,
    toText: (v, language) => showRange(v, language),
    placeholderKey: 'widgets.placeholder.dateRange',
  },
} satisfies Record<string, TextFormat>;
