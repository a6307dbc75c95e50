import type { ComponentType } from 'react';
import { createElement } from 'react';
import type { ErrorSchema, FieldProps } from '@rjsf/utils';
import type { EngineWidgetProps } from '../registry/types';
import type { JsonSchema } from '../../core/form';
import { useShowsErrors } from './errorDisplay';
import { pathErrorsOf } from './errorPaths';
import type { EngineFormContext } from './GroupedObjectFieldTemplate';

/** The RJSF field name under which object-valued widgets (address, file upload, person name) render. */
export const OBJECT_WIDGET_FIELD = 'EngineObjectWidget';

/**
 * Errors inside an object or a list by their path relative to it, from RJSF's nested error schema:
 * an object's part (`Ulica`), a list's row (`1`) or a part of a row (`1.instalovanyVykonKw`).
 * The object's own errors (the root) are not among them: they come as `rawErrors`.
 */
export function partErrorsOf(errorSchema: ErrorSchema | undefined): Record<string, string[]> {
  const { '': _own, ...parts } = pathErrorsOf(errorSchema);
  return parts;
}

/**
 * RJSF renders objects field by field and never asks a widget; this field hands a whole object to
 * the registry widget named by `ui:widget`, with its own errors (`rawErrors`) and the errors inside
 * it by relative path (`options.partErrors`: a part, a row, a row's part), shown by the product's
 * error display rule.
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
