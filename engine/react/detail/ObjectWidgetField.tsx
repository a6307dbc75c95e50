import type { ComponentType } from 'react';
import { createElement } from 'react';
import type { ErrorSchema, FieldProps } from '@rjsf/utils';
import type { EngineWidgetProps } from '../registry/types';
import type { JsonSchema } from '../../core/form';
import { useShowsErrors } from './errorDisplay';
import type { EngineFormContext } from './GroupedObjectFieldTemplate';

/** The RJSF field name under which object-valued widgets (address, file upload, person name) render. */
export const OBJECT_WIDGET_FIELD = 'EngineObjectWidget';

/** Errors of an object's parts by part name, from RJSF's nested error schema. */
export function partErrorsOf(errorSchema: ErrorSchema | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (!errorSchema) return out;
  for (const [part, nested] of Object.entries(errorSchema)) {
    if (part === '__errors') continue;
    const messages = (nested as { __errors?: string[] } | undefined)?.__errors;
    if (messages && messages.length > 0) out[part] = messages;
  }
  return out;
}

/**
 * RJSF renders objects field by field and never asks a widget; this field hands a whole object to
 * the registry widget named by `ui:widget`, with its own errors (`rawErrors`) and its parts' errors
 * (`options.partErrors`), shown by the product's error display rule.
 */
export function createObjectWidgetField(components: Readonly<Record<string, ComponentType<EngineWidgetProps>>>): ComponentType<FieldProps> {
  function ObjectWidgetField(props: FieldProps) {
    const { uiSchema, schema, formData, fieldPathId, name, required, disabled, readonly, onChange, onBlur, onFocus, errorSchema, rawErrors, registry } = props;
    const widgetName = typeof uiSchema?.['ui:widget'] === 'string' ? uiSchema['ui:widget'] : '';
    const context = registry.formContext as EngineFormContext | undefined;
    const show = useShowsErrors(context?.store, name, !disabled && !readonly);
    const Widget = components[widgetName];
    if (!Widget) return null;
    // RJSF's SchemaField hands the object's own errors as rawErrors and strips them from errorSchema.
    const own = rawErrors ?? errorSchema?.__errors ?? [];
    const parts = partErrorsOf(errorSchema);
    const options = (uiSchema?.['ui:options'] ?? {}) as Record<string, unknown>;
    const widgetProps: EngineWidgetProps = {
      id: fieldPathId.$id,
      name,
      label: typeof uiSchema?.['ui:title'] === 'string' ? uiSchema['ui:title'] : (schema.title ?? name),
      value: formData,
      onChange: (value) => onChange(value, fieldPathId.path),
      onBlur,
      onFocus,
      required,
      disabled,
      readonly,
      schema: schema as JsonSchema,
      options: show ? { ...options, partErrors: parts } : options,
      rawErrors: show && own.length > 0 ? own : undefined,
    };
    return createElement(Widget, widgetProps);
  }
  return ObjectWidgetField;
}
