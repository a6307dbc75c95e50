import { createElement, memo, useReducer } from 'react';
import type { ComponentType, CSSProperties } from 'react';
import type { FieldPathId, FieldProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { ADDITIONAL_PROPERTY_FLAG, getSchemaType, getUiOptions, optionsList } from '@rjsf/utils';
import type { FormStore } from '../../core/form';
import type { EngineWidgetProps } from '../registry/types';
import { showsErrors } from './errorDisplay';

type Widgets = Readonly<Record<string, ComponentType<EngineWidgetProps>>>;

/** Keywords that make RJSF's field machinery do more than draw one widget (resolve, choose, nest). */
const NOT_LEAN = new Set(['$ref', 'anyOf', 'oneOf', 'allOf', 'if', 'then', 'else', 'dependencies', 'dependentSchemas', 'deprecated', ADDITIONAL_PROPERTY_FLAG, '__rjsf_ref_cycle']);
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
  // The field's few keywords looked up in the set, not the set's twelve in the field.
  for (const keyword of Object.keys(schema)) if (NOT_LEAN.has(keyword)) return undefined;
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
  /** The form's one subscription that redraws the lean fields whose slice changed. */
  hub: LeanFieldHub;
}

/** A lean field's slice of the form's store, as it was last drawn. */
interface FieldState {
  value: unknown;
  errors: readonly string[] | undefined;
  shows: boolean;
}

/** What the hub keeps of one lean field: how to redraw it, what it drew, its handlers and fixed props. */
interface FieldSlot {
  props: LeanFieldProps;
  redraw: () => void;
  drawn: FieldState | undefined;
  enabled: boolean;
  fixed: ReturnType<typeof fixedProps> | undefined;
  /** The props `fixed` was computed from. */
  fixedFrom: readonly unknown[];
  change: (value: unknown) => void;
  focus: (id: string, value: unknown) => void;
}

/** A field's slice of the store now. */
function sliceOf(store: FormStore, name: string, enabled: boolean): FieldState {
  return { value: store.get(name), errors: store.errorsWithin(name)[name], shows: showsErrors(store, name, enabled) };
}

const sameSlice = (a: FieldState, b: FieldState) => Object.is(a.value, b.value) && a.errors === b.errors && a.shows === b.shows;

/**
 * One subscription to the form's store for all its lean fields, instead of one per field (a
 * large form mounts 300 fewer subscriptions and their effects): on each change it compares every
 * field's slice (value, errors, whether they show) with what the field drew and redraws only the
 * fields whose slice differs. A field registers itself as it renders, so no change can fall
 * between its render and its subscription; `connect` (after the first commit) catches up on any
 * change made before it.
 */
export class LeanFieldHub {
  private readonly slots = new Map<string, FieldSlot>();

  constructor(private readonly store: FormStore) {}

  /** Subscribes; returns the unsubscribe. */
  connect(): () => void {
    const unsubscribe = this.store.subscribe(this.check);
    this.check();
    return unsubscribe;
  }

  /** Redraws each field whose slice changed since it was drawn (compared part by part: no copy per field and change). */
  private readonly check = (): void => {
    const store = this.store;
    for (const [name, slot] of this.slots) {
      const drawn = slot.drawn;
      if (!drawn) continue;
      if (!Object.is(drawn.value, store.get(name)) || drawn.errors !== store.errorsWithin(name)[name] || drawn.shows !== showsErrors(store, name, slot.enabled)) slot.redraw();
    }
  };

  /** A field's slot, made on its first render and kept (a field drawn again under its name reuses it). */
  slot(props: LeanFieldProps, redraw: () => void): FieldSlot {
    let slot = this.slots.get(props.name);
    if (!slot) {
      const made: FieldSlot = {
        props,
        redraw,
        drawn: undefined,
        enabled: false,
        fixed: undefined,
        fixedFrom: [],
        // Read the latest props: the handlers stay the same functions for the field's life.
        change: (next) => made.props.onChange(next, made.props.fieldPathId.path, undefined, made.props.fieldPathId.$id),
        focus: (id, focused) => {
          // Compiles the field's own rules when it is entered, not in its first keystroke.
          made.props.compileField?.(made.props.name);
          made.props.onFocus(id, focused);
        },
      };
      slot = made;
      this.slots.set(props.name, slot);
    }
    slot.props = props;
    slot.redraw = redraw;
    return slot;
  }

  /** The field's slice now, remembered as drawn. */
  draw(slot: FieldSlot, enabled: boolean): FieldState {
    const now = sliceOf(this.store, slot.props.name, enabled);
    slot.enabled = enabled;
    slot.drawn = slot.drawn && sameSlice(slot.drawn, now) ? slot.drawn : now;
    return slot.drawn;
  }
}

const bump = (n: number) => n + 1;

/** The fixed props of a field, computed again only when a prop they are made from changed. */
function fixedOf(slot: FieldSlot) {
  const { schema, uiSchema, registry, disabled, readonly, name } = slot.props;
  const from = [schema, uiSchema, registry, disabled, readonly, name];
  if (!slot.fixed || from.some((value, i) => !Object.is(value, slot.fixedFrom[i]))) {
    slot.fixed = fixedProps(slot.props);
    slot.fixedFrom = from;
  }
  return slot.fixed;
}

/** What RJSF's SchemaField and StringField would compute for the widget, from props that do not change while typing. */
function fixedProps({ schema, uiSchema, registry, disabled, readonly, name }: LeanFieldProps) {
  // The field's options read once (RJSF's getUiOptions copies its result at every key): the
  // widget's are the same less the global ones and what SchemaField keeps on its wrapper.
  const own = getUiOptions(uiSchema);
  const globals = registry.globalUiOptions;
  const uiOptions = globals && Object.keys(globals).length > 0 ? { ...globals, ...own } : own;
  // SchemaField keeps the field's classes and style on its wrapper, not in the widget's options.
  const { 'ui:classNames': _uiClassNames, classNames: _classNames, 'ui:style': _uiStyle, ...fieldUiSchema } = uiSchema;
  if (fieldUiSchema['ui:options']) {
    const { classNames: _optionClassNames, style: _optionStyle, ...rest } = fieldUiSchema['ui:options'];
    fieldUiSchema['ui:options'] = rest;
  }
  const { widget: _widget, placeholder, title, classNames: _ownClassNames, style: _ownStyle, ...options } = own;
  const enumOptions = Array.isArray(schema.enum) ? optionsList(schema, fieldUiSchema) : undefined;
  const fieldDisabled = Boolean(uiOptions.disabled ?? disabled);
  const fieldReadonly = Boolean(uiOptions.readonly ?? (readonly || schema.readOnly));
  return {
    // Classes or a style the field's options ask for need a cell of their own around the widget.
    cell: uiOptions.classNames || uiOptions.style ? { className: `rjsf-field rjsf-field-${String(getSchemaType(schema))} ${String(uiOptions.classNames ?? '')}`.trim(), style: uiOptions.style as CSSProperties | undefined } : undefined,
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
      // No placeholder of the field's own: the widget shows its hint (a date's D.M.RRRR), not an empty one.
      placeholder: typeof placeholder === 'string' && placeholder !== '' ? placeholder : undefined,
      disabled: fieldDisabled,
      readonly: fieldReadonly,
      autofocus: Boolean(uiOptions.autofocus),
      registry,
    },
  };
}

/**
 * A top-level string or number field drawn straight with its engine widget (see leanWidgetOf):
 * the widget props of RJSF's path, without its four component layers, schema resolution and deep
 * prop comparison per field. Its value and errors come from the form's store, and the form's
 * hub redraws it when they change; a change goes to the form's onChange with the field's path.
 */
export const LeanField = memo(function LeanField(props: LeanFieldProps) {
  const { hub, required, fieldPathId, onBlur, Widget } = props;
  const [, redraw] = useReducer(bump, 0);
  const slot = hub.slot(props, redraw);
  const fixed = fixedOf(slot);
  const { value, errors, shows } = hub.draw(slot, fixed.enabled);
  const widget = createElement(Widget, {
    ...fixed.widget,
    id: fieldPathId.$id,
    htmlName: fieldPathId.name,
    value,
    onChange: slot.change,
    onBlur,
    onFocus: slot.focus,
    required,
    rawErrors: shows && fixed.enabled && errors ? [...errors] : undefined,
  } as EngineWidgetProps);
  // The widget's own element is the grid's cell (one element per field fewer than RJSF's path).
  return fixed.cell ? createElement('div', fixed.cell, widget) : widget;
});
