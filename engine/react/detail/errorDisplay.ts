import type { ComponentType } from 'react';
import { createElement } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { EngineWidgetProps } from '../registry/types';
import type { EngineFormContext } from './GroupedObjectFieldTemplate';

/** What decides whether a field shows its error (forms-data.md 4: field error display). */
export interface ErrorDisplayState {
  submitted: boolean;
  touched: ReadonlySet<string>;
  /** Fields whose value differs from the one the form started with. */
  dirty: ReadonlySet<string>;
}

/** The rule: an enabled field shows its first error once it is touched, dirty or the form was submitted. */
export function showsErrors(state: ErrorDisplayState, field: string, enabled: boolean): boolean {
  return enabled && (state.submitted || state.touched.has(field) || state.dirty.has(field));
}

/** Top-level field of an RJSF id (`root_nazov` → `nazov`, `root_adresa_psc` → `adresa`). */
export function fieldOfId(id: string, fields: readonly string[]): string | undefined {
  const rest = id.replace(/^root_/, '');
  return fields.includes(rest) ? rest : fields.find((f) => rest.startsWith(`${f}_`));
}

const wrapped = new WeakMap<ComponentType<EngineWidgetProps>, ComponentType<WidgetProps>>();

/** A widget that receives its errors only when the display rule says so. */
export function withErrorDisplay(Widget: ComponentType<EngineWidgetProps>): ComponentType<WidgetProps> {
  const existing = wrapped.get(Widget);
  if (existing) return existing;
  function Displayed(props: WidgetProps) {
    const context = props.registry.formContext as EngineFormContext | undefined;
    const field = context ? (fieldOfId(props.id, context.fieldNames) ?? props.name) : props.name;
    const show = !context?.errorDisplay || showsErrors(context.errorDisplay, field, !props.disabled && !props.readonly);
    return createElement(Widget as ComponentType<WidgetProps>, { ...props, rawErrors: show ? props.rawErrors : undefined });
  }
  Displayed.displayName = `WithErrorDisplay(${Widget.displayName ?? Widget.name})`;
  wrapped.set(Widget, Displayed);
  return Displayed;
}
