import type { ComponentType } from 'react';
import { createElement, useCallback, useSyncExternalStore } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { EngineWidgetProps } from '../registry/types';
import type { EngineFormContext } from './GroupedObjectFieldTemplate';
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

const wrapped = new WeakMap<ComponentType<EngineWidgetProps>, ComponentType<WidgetProps>>();

/**
 * A widget that receives its errors only when the display rule says so. Its value and its
 * changes pass straight through: the form's store holds the value (see RootObjectField), and the
 * field's own rules are checked on each change by the form.
 */
export function withErrorDisplay(Widget: ComponentType<EngineWidgetProps>): ComponentType<WidgetProps> {
  const existing = wrapped.get(Widget);
  if (existing) return existing;
  function Displayed(props: WidgetProps) {
    const context = props.registry.formContext as EngineFormContext | undefined;
    const field = context ? (fieldOfId(props.id, context.fieldNames) ?? props.name) : props.name;
    const enabled = !props.disabled && !props.readonly;
    const show = useShowsErrors(context?.store, field, enabled);
    const compileField = context?.compileField;
    const { onFocus } = props;
    const focus = useCallback(
      (id: string, value: unknown) => {
        // Compiles the field's own rules when it is entered, not in its first keystroke.
        compileField?.(field);
        onFocus(id, value);
      },
      [compileField, field, onFocus],
    );
    return createElement(Widget as ComponentType<WidgetProps>, {
      ...props,
      onFocus: focus,
      // RJSF hands '' when the field sets no placeholder: the widget's own hint (a date's D.M.RRRR) shows instead.
      placeholder: props.placeholder === '' ? undefined : props.placeholder,
      rawErrors: show && enabled ? props.rawErrors : undefined,
    });
  }
  Displayed.displayName = `WithErrorDisplay(${Widget.displayName ?? Widget.name})`;
  wrapped.set(Widget, Displayed);
  return Displayed;
}
