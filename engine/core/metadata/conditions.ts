import type { VisibleIf } from './types';

/** Whether one condition holds for a record's (or a form's) current values. */
export function conditionHolds(condition: VisibleIf, values: Readonly<Record<string, unknown>> | undefined): boolean {
  const value = values?.[condition.field];
  if (condition.filled !== undefined) {
    const filled = value !== undefined && value !== null && value !== '';
    if (filled !== condition.filled) return false;
  }
  if ('equals' in condition && value !== condition.equals) return false;
  if (condition.in && !condition.in.includes(value as string | number | boolean | null)) return false;
  return true;
}

/** Whether every given condition holds (none given: true). */
export function allConditionsHold(conditions: VisibleIf | readonly VisibleIf[] | undefined, values: Readonly<Record<string, unknown>> | undefined): boolean {
  if (conditions === undefined) return true;
  const list: readonly VisibleIf[] = Array.isArray(conditions) ? conditions : [conditions as VisibleIf];
  return list.every((condition) => conditionHolds(condition, values));
}
