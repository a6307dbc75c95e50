import type { RJSFSchema } from '@rjsf/utils';
import type { JsonSchema } from '../../core/form';
import type { FieldSchemas } from './fieldValidation';
import { compileOwn } from './validator';

/** Time an idle slice leaves to the browser (ms): a compile takes about one to a few. */
const RESERVE_MS = 4;

type Idle = (callback: (deadline: { timeRemaining(): number }) => void) => number;

/**
 * Compiles the rules of every field and the rules across fields in the browser's idle time, a
 * few fields per idle slice, so that a submit validates with compiled rules. Started once the user
 * works in the form (a field left), not when it opens. Returns a cancel function.
 */
export function compileWhenIdle(formSchema: JsonSchema, fields: FieldSchemas): () => void {
  const idle: Idle | undefined = typeof requestIdleCallback === 'function' ? requestIdleCallback : undefined;
  if (!idle) return () => undefined;
  const pending: (() => RJSFSchema | undefined)[] = [() => fields.rest(), ...fields.names().map((name) => () => fields.of(name))];
  let handle = 0;
  let cancelled = false;
  const slice = (deadline: { timeRemaining(): number }) => {
    while (!cancelled && pending.length > 0 && deadline.timeRemaining() > RESERVE_MS) {
      try {
        const own = pending.shift()?.();
        if (own) compileOwn(formSchema, own);
      } catch {
        // A schema ajv refuses is reported by the validation that needs it, not here.
      }
    }
    if (!cancelled && pending.length > 0) handle = idle(slice);
  };
  handle = idle(slice);
  return () => {
    cancelled = true;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(handle);
  };
}
