import { createElement, memo, useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import type { ComponentType, CSSProperties } from 'react';
import type { FieldPathId, FieldProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { ADDITIONAL_PROPERTY_FLAG, getSchemaType, getUiOptions, optionsList } from '@rjsf/utils';
import type { FormStore } from '../../core/form';
import type { EngineWidgetProps } from '../registry/types';
import { showsErrors } from './errorDisplay';

type Widgets = Readonly<Record<string, ComponentType<EngineWidgetProps>>>;

/** Keywords that make RJSF's field machinery do more than draw one widget (resolve, choose, nest). */
const NOT_LEAN = ['$ref', 'anyOf', 'oneOf', 'allOf', 'if', 'then', 'else', 'dependencies', 'dependentSchemas', 'deprecated', ADDITIONAL_PROPERTY_FLAG, '__rjsf_ref_cycle'];
const SCALARS = new Set(['string', 'number', 'integer']);

/**
 * The engine widget a top-level property is drawn with directly, without RJSF's SchemaField,
 * FieldTemplate and StringField: a string or number drawn by a registry widget, with no keyword
 * RJSF would resolve or branch on and no help text of RJSF's own; otherwise undefined (RJSF draws
 * it). The widget then gets the props RJSF's StringField would give it.
 */
export function leanWidgetOf(schema: RJSFSchema | undefined, uiSchema: UiSchema | undefined, widgets: Widgets | undefined): ComponentType<EngineWidgetProps> | undefined {
  if (!widgets || !schema || typeof schema !== 'object' || !uiSchema) return undefined;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (typeof type !== 'string' || !SCALARS.has(type)) return undefined;
  if (NOT_LEAN.some((keyword) => keyword in schema)) return undefined;
  if (uiSchema['ui:field'] !== undefined || uiSchema['ui:help'] !== undefined || uiSchema['ui:options']?.help !== undefined) return undefined;
  const name = uiSchema['ui:widget'];
  if (typeof name !== 'string' || name === 'hidden' || !Object.hasOwn(widgets, name)) return undefined;
  return widgets[name];
}

/** What the root object gives each of its top-level properties, drawn lean or through RJSF. */
export interface PropertySlotProps {
  store: FormStore;
  name: string;
  required: boolean;
  schema: RJSFSchema;
  fieldPathId: FieldPathId;
  onChange: FieldProps['onChange'];
  onBlur: FieldProps['onBlur'];
  onFocus: FieldProps['onFocus'];
  registry: FieldProps['registry'];
  disabled: boolean | undefined;
  readonly: boolean | undefined;
}

interface LeanFieldProps extends PropertySlotProps {
  uiSchema: UiSchema;
  Widget: ComponentType<EngineWidgetProps>;
  /** Compiles the field's own rules (on its first focus). */
  compileField: ((name: string) => void) | undefined;
}

/** A lean field's slice of the form's store. */
interface FieldState {
  value: unknown;
  errors: readonly string[] | undefined;
  shows: boolean;
}

/** What RJSF's SchemaField and StringField would compute for the widget, from props that do not change while typing. */
function fixedProps({ schema, uiSchema, registry, disabled, readonly, name }: LeanFieldProps) {
  const uiOptions = getUiOptions(uiSchema, registry.globalUiOptions);
  // SchemaField keeps the field's classes and style on its wrapper, not in the widget's options.
  const { 'ui:classNames': _uiClassNames, classNames: _classNames, 'ui:style': _uiStyle, ...fieldUiSchema } = uiSchema;
  if (fieldUiSchema['ui:options']) {
    const { classNames: _optionClassNames, style: _optionStyle, ...rest } = fieldUiSchema['ui:options'];
    fieldUiSchema['ui:options'] = rest;
  }
  const { widget: _widget, placeholder = '', title, ...options } = getUiOptions(fieldUiSchema);
  const enumOptions = Array.isArray(schema.enum) ? optionsList(schema, fieldUiSchema) : undefined;
  const fieldDisabled = Boolean(uiOptions.disabled ?? disabled);
  const fieldReadonly = Boolean(uiOptions.readonly ?? (readonly || schema.readOnly));
  return {
    className: ['rjsf-field', `rjsf-field-${String(getSchemaType(schema))}`, ...(uiOptions.classNames ? [uiOptions.classNames] : [])].join(' '),
    style: uiOptions.style as CSSProperties | undefined,
    enabled: !fieldDisabled && !fieldReadonly,
    widget: {
      id: undefined as unknown as string,
      name,
      label: (title as string | undefined) ?? schema.title ?? name,
      // RJSF's getDisplayLabel for a lean field (a string or number without `ui:field`): the `label` option alone.
      hideLabel: !(uiOptions.label ?? true),
      schema,
      uiSchema: fieldUiSchema,
      options: enumOptions ? { ...options, enumOptions } : options,
      placeholder: placeholder as string,
      disabled: fieldDisabled,
      readonly: fieldReadonly,
      autofocus: Boolean(uiOptions.autofocus),
      registry,
    },
  };
}

/**
 * A top-level string or number field drawn straight with its engine widget (see leanWidgetOf):
 * the same DOM and widget props as RJSF's path, without its four component layers, schema
 * resolution and deep prop comparison per field. Its value and errors come from the form's
 * store by subscription to its path; a change goes to the form's onChange with the field's path.
 */
export const LeanField = memo(function LeanField(props: LeanFieldProps) {
  const { store, name, required, fieldPathId, onChange, onBlur, onFocus, Widget, compileField } = props;
  const { schema, uiSchema, registry, disabled, readonly } = props;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the props fixedProps reads
  const fixed = useMemo(() => fixedProps(props), [schema, uiSchema, registry, disabled, readonly, name]);
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener, name), [store, name]);
  // One subscription for the value, the errors and whether they show (one per field, not three,
  // when a large form mounts): the same answer object until one of the three changes.
  const last = useRef<FieldState | undefined>(undefined);
  const { value, errors, shows } = useSyncExternalStore(subscribe, () => {
    const next = { value: store.get(name), errors: store.errorsWithin(name)[name], shows: showsErrors(store, name, fixed.enabled) };
    const known = last.current;
    if (known && Object.is(known.value, next.value) && known.errors === next.errors && known.shows === next.shows) return known;
    last.current = next;
    return next;
  });
  const change = useCallback((next: unknown) => onChange(next, fieldPathId.path, undefined, fieldPathId.$id), [onChange, fieldPathId]);
  const focus = useCallback(
    (id: string, focused: unknown) => {
      // Compiles the field's own rules when it is entered, not in its first keystroke.
      compileField?.(name);
      onFocus(id, focused);
    },
    [compileField, name, onFocus],
  );
  const className = errors && errors.length > 0 ? `${fixed.className} rjsf-field-error` : fixed.className;
  return createElement(
    'div',
    { className, style: fixed.style },
    createElement(Widget, {
      ...fixed.widget,
      id: fieldPathId.$id,
      htmlName: fieldPathId.name,
      value,
      onChange: change,
      onBlur,
      onFocus: focus,
      required,
      rawErrors: shows && fixed.enabled && errors ? [...errors] : undefined,
    } as EngineWidgetProps),
  );
});
