import type { ComponentType } from 'react';
import { createElement, useCallback, useMemo, useSyncExternalStore } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { EngineWidgetProps } from '../registry/types';
import type { EngineFormContext } from './GroupedObjectFieldTemplate';
import { useDeferredChange } from './deferredChange';
import type { FormStore } from '../../core/form';
import { noSubscription } from './formDisplayStore';

/**
 * The rule (forms-data.md 4: field error display): an enabled field shows its first error once it
 * is touched, differs from the start, or a submit was tried; all read from the form's store.
 */
export function showsErrors(store: FormStore, field: string, enabled: boolean): boolean {
  return enabled && (store.wasSubmitted() || store.isTouched(field) || store.isDirty(field));
}

/** Top-level field of an RJSF id (`root_nazov` → `nazov`, `root_adresa_psc` → `adresa`). */
function fieldOfId(id: string, fields: readonly string[]): string | undefined {
  const rest = id.replace(/^root_/, '');
  return fields.includes(rest) ? rest : fields.find((f) => rest.startsWith(`${f}_`));
}

/**
 * Whether a field shows its errors now, subscribed to the field's own path in the form's store:
 * only a field whose answer flips re-renders. Always without a store.
 */
export function useShowsErrors(store: FormStore | undefined, field: string, enabled: boolean): boolean {
  const subscribe = useCallback((listener: () => void) => (store ? store.subscribe(listener, field) : noSubscription()), [store, field]);
  return useSyncExternalStore(subscribe, () => !store || showsErrors(store, field, enabled), () => true);
}

/** The field's own errors first, then the form's others for it (server, rules across fields), each once. */
function withOwn(own: string[] | undefined, form: string[] | undefined): string[] | undefined {
  if (!own || own.length === 0) return form;
  const rest = (form ?? []).filter((message) => !own.includes(message));
  return [...own, ...rest];
}

const wrapped = new WeakMap<ComponentType<EngineWidgetProps>, ComponentType<WidgetProps>>();

/**
 * A widget that receives its errors only when the display rule says so, and whose typed value
 * reaches the form once typing pauses (see useDeferredChange), so a keystroke repaints the field only.
 */
export function withErrorDisplay(Widget: ComponentType<EngineWidgetProps>): ComponentType<WidgetProps> {
  const existing = wrapped.get(Widget);
  if (existing) return existing;
  function Displayed(props: WidgetProps) {
    const context = props.registry.formContext as EngineFormContext | undefined;
    const field = context ? (fieldOfId(props.id, context.fieldNames) ?? props.name) : props.name;
    const enabled = !props.disabled && !props.readonly;
    const show = useShowsErrors(context?.store, field, enabled);
    const deferred = useDeferredChange(props.id, props.value, props.onChange, props.onBlur, context?.pendingChanges);
    // While the form has not taken the typed value, a top-level field checks it against its own
    // rules (the same validator and messages), and shows them as a dirty field does.
    const validateField = props.id === `root_${field}` ? context?.validateField : undefined;
    const typedErrors = useMemo(
      () => (deferred.typed && validateField ? validateField(field, deferred.typed.value) : undefined),
      [deferred.typed, validateField, field],
    );
    // A shown field's own rules are checked here too: the form's validation checks a field only
    // once it is in scope (touched, changed, submitted), and may not have run since it came in.
    const ownErrors = useMemo(
      () => (show && enabled && !deferred.typed && validateField ? validateField(field, deferred.value) : undefined),
      [show, enabled, deferred.typed, deferred.value, validateField, field],
    );
    const rawErrors = typedErrors
      ? enabled && typedErrors.length > 0
        ? typedErrors
        : undefined
      : show
        ? withOwn(ownErrors, props.rawErrors)
        : undefined;
    const { onFocus } = props;
    const focus = useCallback(
      (id: string, value: unknown) => {
        // Compiles the field's own rules when it is entered, not in its first keystroke.
        validateField?.(field, value);
        onFocus(id, value);
      },
      [validateField, field, onFocus],
    );
    return createElement(Widget as ComponentType<WidgetProps>, {
      ...props,
      value: deferred.value,
      onChange: deferred.onChange,
      onBlur: deferred.onBlur,
      onFocus: focus,
      rawErrors,
    });
  }
  Displayed.displayName = `WithErrorDisplay(${Widget.displayName ?? Widget.name})`;
  wrapped.set(Widget, Displayed);
  return Displayed;
}
