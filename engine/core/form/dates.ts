/** Stored date format: ISO `YYYY-MM-DD`. */
export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** Whether year, month (1-12) and day form a real calendar date. */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** Whether a string is a real ISO date (`2024-02-30` is not). */
export function isIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  return m !== null && isRealDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/**
 * Parses what a user types into an ISO date, or undefined when it is not a real date.
 * Accepts D.M.YYYY, DD.MM.YYYY (spaces after the dots allowed, as displayed), D/M/YYYY,
 * DDMMYYYY and ISO YYYY-MM-DD.
 */
export function parseUserDate(text: string): string | undefined {
  const trimmed = text.trim();
  let parts: [number, number, number] | undefined;
  const dotted = /^(\d{1,2})\s*[./]\s*(\d{1,2})\s*[./]\s*(\d{4})$/.exec(trimmed);
  const compact = /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  const iso = ISO_DATE.exec(trimmed);
  if (dotted) parts = [Number(dotted[3]), Number(dotted[2]), Number(dotted[1])];
  else if (compact) parts = [Number(compact[3]), Number(compact[2]), Number(compact[1])];
  else if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  if (!parts || !isRealDate(...parts)) return undefined;
  return `${pad(parts[0], 4)}-${pad(parts[1])}-${pad(parts[2])}`;
}

/** Languages that show dates without leading zeros (`1. 2. 2024`). */
const SHORT_DAY_MONTH = new Set(['sk', 'cs']);

/** Shows an ISO date for a language: `D. M. YYYY` in Slovak and Czech, `DD. MM. YYYY` otherwise. Non-dates pass through. */
export function formatIsoDate(iso: string, language: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  const [year, month, day] = [m[1], Number(m[2]), Number(m[3])];
  return SHORT_DAY_MONTH.has(language.slice(0, 2)) ? `${day}. ${month}. ${year}` : `${pad(day)}. ${pad(month)}. ${year}`;
}

/** Shows an ISO date-time (`YYYY-MM-DDTHH:mm[:ss][offset]`) as date and `HH:mm`, in local time when it has an offset. */
export function formatIsoDateTime(iso: string, language: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})/.exec(iso);
  if (!m) return iso;
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(iso)) {
    const d = new Date(iso);
    if (!Number.isNaN(d.getTime())) {
      const local = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
      return `${formatIsoDate(local, language)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
    }
  }
  return `${formatIsoDate(m[1] ?? '', language)} ${m[2]}:${m[3]}`;
}
