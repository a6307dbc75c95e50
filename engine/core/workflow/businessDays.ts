/** A deadline type of environment/info's timeOffset: a day count, in working days only or not. */
export interface TimeOffset {
  dni: number;
  anoPracDni: boolean;
}

/** Thrown when a business-day calculation names an offset the environment lacks (spec 5). */
export class MissingOffsetError extends Error {
  readonly code: string;
  constructor(code: string) {
    super(`Missing business offset ${code}`);
    this.name = 'MissingOffsetError';
    this.code = code;
  }
}

function parseIso(iso: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) throw new RangeError(`Not an ISO date: ${iso}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

function toIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Whether an ISO date is a working day: not Saturday or Sunday, not a listed holiday. */
export function isWorkingDay(iso: string, holidays: ReadonlySet<string>): boolean {
  const day = parseIso(iso).getUTCDay();
  return day !== 0 && day !== 6 && !holidays.has(iso.slice(0, 10));
}

/** Adds an offset to an ISO date: calendar days, or working days skipping weekends and holidays. */
export function addOffset(startIso: string, offset: TimeOffset, holidays: Iterable<string>): string {
  const date = parseIso(startIso);
  if (!offset.anoPracDni) {
    date.setUTCDate(date.getUTCDate() + offset.dni);
    return toIso(date);
  }
  const off = holidays instanceof Set ? (holidays as ReadonlySet<string>) : new Set(holidays);
  let left = offset.dni;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (isWorkingDay(toIso(date), off)) left--;
  }
  return toIso(date);
}

/** The due date for an offset code; throws MissingOffsetError when the code is unknown. */
export function dueDate(
  startIso: string,
  code: string,
  timeOffset: Readonly<Record<string, TimeOffset>>,
  holidays: Iterable<string>,
): string {
  const offset = Object.hasOwn(timeOffset, code) ? timeOffset[code] : undefined;
  if (!offset) throw new MissingOffsetError(code);
  return addOffset(startIso, offset, holidays);
}
