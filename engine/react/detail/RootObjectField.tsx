import { createElement, memo, useCallback, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import type { ComponentType } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import type { FieldPathId, FieldProps, ObjectFieldTemplateProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { getTemplate, getUiOptions, toFieldPathId } from '@rjsf/utils';
import type { FieldPath, FormStore } from '../../core/form';
import { errorSchemaOf } from './errorPaths';
import type { EngineFormContext } from './GroupedObjectFieldTemplate';
import { LeanField, LeanFieldHub, leanWidgetOf } from './LeanField';
import type { PropertySlotProps } from './LeanField';

const DefaultObjectField = getDefaultRegistry().fields.ObjectField as ComponentType<FieldProps>;

/** Root keywords that make the set or shape of the properties depend on the data. */
const CONDITIONAL = ['if', 'then', 'else', 'dependencies', 'dependentSchemas', 'dependentRequired', 'allOf', 'anyOf', 'oneOf', '$ref', 'additionalProperties', 'patternProperties'];

/** Whether the root's properties are fixed: the same schema slices whatever the data. */
export function hasFixedProperties(schema: RJSFSchema): boolean {
  return typeof schema.properties === 'object' && CONDITIONAL.every((keyword) => !(keyword in schema));
}

/**
 * The widget a field's uiSchema names, as RJSF's getUiOptions reads it (`ui:widget`, or `widget`
 * in `ui:options`, the later key winning), without building the field's whole options object.
 */
function widgetOf(uiSchema: UiSchema | undefined): unknown {
  let widget: unknown;
  for (const key of Object.keys(uiSchema ?? {})) {
    const value: unknown = uiSchema?.[key];
    if (key === 'ui:widget' && (typeof value !== 'object' || value === null)) widget = value;
    else if (key === 'ui:options' && typeof value === 'object' && value !== null && 'widget' in value) widget = (value as { widget?: unknown }).widget;
  }
  return widget;
}

/** A field's value and errors (at its path and inside it) from the store, by subscription to its path. */
function useStoreSlice(store: FormStore, path: FieldPath) {
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener, path), [store, path]);
  const value = useSyncExternalStore(subscribe, () => (path === '' ? store.getValues() : store.get(path)));
  const errors = useSyncExternalStore(subscribe, () => store.errorsWithin(path));
  const errorSchema = useMemo(() => errorSchemaOf(errors, path), [errors, path]);
  return { value, errorSchema };
}

interface StorePropertyProps extends PropertySlotProps {
  uiSchema: UiSchema | undefined;
  hideError: boolean | undefined;
}

/**
 * One top-level property: its value and errors come from the form's store by subscription to its
 * path, so a change re-renders this property only; its widgets write to the store through
 * `onChange` (the form's, which sets the path the field names).
 */
const StoreProperty = memo(function StoreProperty({ store, ...props }: StorePropertyProps) {
  const { value, errorSchema } = useStoreSlice(store, props.name);
  const SchemaField = props.registry.fields.SchemaField as ComponentType<FieldProps>;
  return createElement(SchemaField, { ...props, formData: value, errorSchema } as FieldProps);
});

/**
 * A root whose properties depend on the data (if/then, dependencies): RJSF's ObjectField over the
 * whole store, resolved against the values now (re-rendered on every change).
 */
function WholeStoreObject({ store, props }: { store: FormStore; props: FieldProps }) {
  const { value, errorSchema } = useStoreSlice(store, '');
  const schema = useMemo(() => props.registry.schemaUtils.retrieveSchema(props.registry.rootSchema, value), [props.registry, value]);
  return createElement(DefaultObjectField, { ...props, schema, formData: value, errorSchema });
}

/**
 * The form's root object. Each property is rendered from the form's store (StoreProperty), so the
 * root renders once and a change re-renders only the field whose path changed. Nested objects
 * stay with RJSF's ObjectField; a root whose properties depend on the data reads the whole store.
 */
export function RootObjectField(props: FieldProps) {
  const { registry, fieldPathId, uiSchema = {}, onChange, onBlur, onFocus, disabled, readonly, hideError, errorSchema } = props;
  const context = registry.formContext as EngineFormContext | undefined;
  const store = context?.store;
  const root = registry.rootSchema;
  const ids = useMemo(() => new Map<string, FieldPathId>(), []);
  // The root's one subscription for the fields it draws lean.
  const leanRoot = fieldPathId.path.length === 0 && hasFixedProperties(root);
  const hub = useMemo(() => (store && leanRoot ? new LeanFieldHub(store) : undefined), [store, leanRoot]);
  useLayoutEffect(() => hub?.connect(), [hub]);
  if (fieldPathId.path.length > 0 || !store) return createElement(DefaultObjectField, props);
  if (!hasFixedProperties(root)) return createElement(WholeStoreObject, { store, props });

  const properties = root.properties as Record<string, RJSFSchema>;
  const required = new Set(Array.isArray(root.required) ? root.required : []);
  const uiOptions = getUiOptions(uiSchema, registry.globalUiOptions);
  const order = Array.isArray(uiOptions.order) ? uiOptions.order.filter((name) => name in properties) : [];
  const ordered = new Set(order);
  const names = [...order, ...Object.keys(properties).filter((name) => !ordered.has(name))];

  const rendered = names.map((name) => {
    let id = ids.get(name);
    if (!id) {
      id = toFieldPathId(name, registry.globalFormOptions, fieldPathId.path);
      ids.set(name, id);
    }
    const fieldUi = uiSchema[name] as UiSchema | undefined;
    const schema = properties[name] as RJSFSchema;
    // Plain strings and numbers are drawn straight with their widget; the rest through RJSF's SchemaField.
    const Widget = hideError === undefined && hub ? leanWidgetOf(schema, fieldUi, context?.widgets) : undefined;
    const common = { key: name, store, name, required: required.has(name), schema, fieldPathId: id, onChange, onBlur, onFocus, registry, disabled, readonly };
    const element = Widget && hub
      ? createElement(LeanField, { ...common, uiSchema: fieldUi as UiSchema, Widget, compileField: context?.compileField, hub })
      : createElement(StoreProperty, { ...common, uiSchema: fieldUi, hideError });
    return { content: element, name, readonly, disabled, required: required.has(name), hidden: widgetOf(fieldUi) === 'hidden' };
  });

  const Template = getTemplate('ObjectFieldTemplate', registry, uiOptions);
  const templateProps: ObjectFieldTemplateProps = {
    title: '',
    properties: rendered,
    onAddProperty: () => undefined,
    readonly,
    disabled,
    required: props.required,
    hideError,
    fieldPathId,
    errorSchema,
    formData: undefined,
    schema: root,
    uiSchema,
    registry,
  };
  return createElement(Template, templateProps);
}
