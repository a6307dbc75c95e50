import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * The field changes typed but not yet in the form's state, by field id; a submit applies them
 * first (RJSF validates a submit before a pending transition, so it would miss the last keys).
 */
export class PendingChanges {
  private readonly flushes = new Map<string, () => void>();

  /** Remembers how to apply a field's pending change at once. */
  set(id: string, flush: () => void): void {
    this.flushes.set(id, flush);
  }

  /** Forgets a field's pending change (applied, or committed by its transition). */
  delete(id: string): void {
    this.flushes.delete(id);
  }

  /** Applies every pending change now (urgently), so what follows in the same event sees them. */
  flushAll(): void {
    for (const flush of [...this.flushes.values()]) flush();
  }

  get size(): number {
    return this.flushes.size;
  }
}

export interface DeferredChange {
  /** The value to show: the one just typed while the form has not taken it yet, else the form's. */
  value: unknown;
  /** What was typed and the form has not taken yet; undefined when the form holds the value. */
  typed: { value: unknown } | undefined;
  /** Shows the value at once and hands it to the form once typing pauses. */
  onChange: (value: unknown) => void;
  /** Applies a pending change before reporting the blur (a click elsewhere acts on complete data). */
  onBlur: (id: string, value: unknown) => void;
}

/**
 * How long typing must pause before the form takes the typed value (ms): the whole form's update
 * (RJSF's defaults and live validation of every field) runs once per burst of keys, not per key.
 * The field checks its own rules on every key meanwhile, so its error does not wait for the pause.
 */
export const COMMIT_PAUSE_MS = 100;

/**
 * Keeps a field's typed value local and hands it to the form once typing pauses, in a transition,
 * so a keystroke paints after rendering this one field, not after the whole form's update and live
 * validation (RJSF recomputes defaults and validates every field on each change). A blur or a
 * submit applies the value at once.
 */
export function useDeferredChange(
  id: string,
  value: unknown,
  onChange: (value: unknown) => void,
  onBlur: ((id: string, value: unknown) => void) | undefined,
  pending: PendingChanges | undefined,
): DeferredChange {
  // What was typed and the form has not committed yet (undefined: show the form's value).
  const [typed, setTyped] = useState<{ value: unknown } | undefined>(undefined);
  // Read by callbacks that outlive a render (a flush from a submit, the pause timer).
  const latest = useRef({ onChange, onBlur, typed: undefined as { value: unknown } | undefined, timer: undefined as ReturnType<typeof setTimeout> | undefined });
  latest.current.onChange = onChange;
  latest.current.onBlur = onBlur;

  const flush = useCallback(() => {
    const current = latest.current;
    clearTimeout(current.timer);
    pending?.delete(id);
    if (!current.typed) return;
    const { value: typedValue } = current.typed;
    current.typed = undefined;
    setTyped(undefined);
    current.onChange(typedValue);
  }, [id, pending]);

  // Once the form has committed what was typed, nothing is left to apply.
  useLayoutEffect(() => {
    if (typed) return;
    latest.current.typed = undefined;
    pending?.delete(id);
  }, [typed, id, pending]);

  // A field that goes away (hidden by a condition) hands over what was typed instead of losing it.
  useEffect(
    () => () => {
      const current = latest.current;
      clearTimeout(current.timer);
      if (current.typed) current.onChange(current.typed.value);
      current.typed = undefined;
    },
    [],
  );

  const change = useCallback(
    (next: unknown) => {
      const current = latest.current;
      const entry = { value: next };
      current.typed = entry;
      setTyped(entry);
      pending?.set(id, flush);
      clearTimeout(current.timer);
      current.timer = setTimeout(() => {
        // The form's update and the end of the local value commit together.
        startTransition(() => {
          setTyped((shown) => (shown === entry ? undefined : shown));
          current.onChange(next);
        });
      }, COMMIT_PAUSE_MS);
    },
    [id, pending, flush],
  );

  const blur = useCallback(
    (blurredId: string, blurredValue: unknown) => {
      const current = latest.current.typed;
      flush();
      latest.current.onBlur?.(blurredId, current ? current.value : blurredValue);
    },
    [flush],
  );

  return { value: typed ? typed.value : value, typed, onChange: change, onBlur: blur };
}
