import { createElement, useRef } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import type { ErrorSchema, FieldPathId, FieldProps, ObjectFieldTemplateProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { getTemplate, getUiOptions, toFieldPathId } from '@rjsf/utils';

const DefaultObjectField = getDefaultRegistry().fields.ObjectField as ComponentType<FieldProps>;

/** Root keywords that make the set or shape of the properties depend on the data. */
const CONDITIONAL = ['if', 'then', 'else', 'dependencies', 'dependentSchemas', 'dependentRequired', 'allOf', 'anyOf', 'oneOf', '$ref', 'additionalProperties', 'patternProperties'];

/** Whether the root's properties are fixed: the same schema slices whatever the data. */
export function hasFixedProperties(schema: RJSFSchema): boolean {
  return typeof schema.properties === 'object' && CONDITIONAL.every((keyword) => !(keyword in schema));
}

/** The props one property's SchemaField gets; compared one by one to reuse the rendered element. */
interface PropertyProps {
  name: string;
  required: boolean;
  schema: RJSFSchema;
  uiSchema: UiSchema | undefined;
  errorSchema: ErrorSchema | undefined;
  fieldPathId: FieldPathId;
  formData: unknown;
  onChange: FieldProps['onChange'];
  onBlur: FieldProps['onBlur'];
  onFocus: FieldProps['onFocus'];
  registry: FieldProps['registry'];
  disabled: boolean | undefined;
  readonly: boolean | undefined;
  hideError: boolean | undefined;
}

function sameProps(a: PropertyProps, b: PropertyProps): boolean {
  for (const key of Object.keys(b) as (keyof PropertyProps)[]) if (a[key] !== b[key]) return false;
  return true;
}

/**
 * The form's root object. RJSF's ObjectField re-resolves the root schema on every change, so each
 * of its property elements gets a new schema slice and all of them re-render (and deep-compare);
 * with fixed properties this field hands every property the root schema's own slice and reuses a
 * property's element while its props are the same, so a change re-renders only the changed field.
 * Nested objects, and roots whose properties depend on the data, stay with RJSF's ObjectField.
 */
export function RootObjectField(props: FieldProps) {
  const cache = useRef(new Map<string, { props: PropertyProps; element: ReactElement }>());
  const ids = useRef(new Map<string, FieldPathId>());
  const { registry, fieldPathId, uiSchema = {}, errorSchema, formData, onChange, onBlur, onFocus, disabled, readonly, hideError } = props;
  const root = registry.rootSchema;
  if (fieldPathId.path.length > 0 || !hasFixedProperties(root)) return createElement(DefaultObjectField, props);

  const properties = root.properties as Record<string, RJSFSchema>;
  const required = new Set(Array.isArray(root.required) ? root.required : []);
  const uiOptions = getUiOptions(uiSchema, registry.globalUiOptions);
  const order = Array.isArray(uiOptions.order) ? uiOptions.order.filter((name) => name in properties) : [];
  const names = [...order, ...Object.keys(properties).filter((name) => !order.includes(name))];
  const data = (formData ?? {}) as Record<string, unknown>;
  const errors = (errorSchema ?? {}) as Record<string, ErrorSchema | undefined>;
  const SchemaField = registry.fields.SchemaField as ComponentType<FieldProps>;

  const rendered = names.map((name) => {
    let id = ids.current.get(name);
    if (!id || id.path[0] !== name) {
      id = toFieldPathId(name, registry.globalFormOptions, fieldPathId.path);
      ids.current.set(name, id);
    }
    const next: PropertyProps = {
      name,
      required: required.has(name),
      schema: properties[name] as RJSFSchema,
      uiSchema: uiSchema[name] as UiSchema | undefined,
      errorSchema: errors[name],
      fieldPathId: id,
      formData: data[name],
      onChange,
      onBlur,
      onFocus,
      registry,
      disabled,
      readonly,
      hideError,
    };
    const cached = cache.current.get(name);
    const element = cached && sameProps(cached.props, next) ? cached.element : createElement(SchemaField, { key: name, ...next });
    cache.current.set(name, { props: next, element });
    const fieldUi = next.uiSchema;
    return { content: element, name, readonly, disabled, required: next.required, hidden: getUiOptions(fieldUi).widget === 'hidden' };
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
    formData,
    schema: root,
    uiSchema,
    registry,
  };
  return createElement(Template, templateProps);
}
