import type { ComponentType } from 'react';
import type { JsonSchema, WidgetTester } from '../../core/form';

/**
 * What every widget receives. A subset of RJSF's WidgetProps (so RJSF can render widgets)
 * that the engine can also fill by hand (the search filter bar does).
 */
export interface EngineWidgetProps {
  /** DOM id of the input; the label points at it. */
  id: string;
  /** Field name (form data key). */
  name: string;
  /** Translated label. */
  label: string;
  /** Render without a visible label (the input keeps an aria-label). */
  hideLabel?: boolean;
  /** Current value as stored in form data. */
  value: unknown;
  /** Reports a new stored value; undefined clears the field. */
  onChange: (value: unknown) => void;
  onBlur?: (id: string, value: unknown) => void;
  onFocus?: (id: string, value: unknown) => void;
  /** Shows the required marker. */
  required?: boolean;
  /** Cannot be focused or changed. */
  disabled?: boolean;
  /** Shown but cannot be changed (view mode). */
  readonly?: boolean;
  autofocus?: boolean;
  placeholder?: string;
  /** Validation messages, already translated; the first is shown. */
  rawErrors?: string[];
  /** The property's JSON Schema (type, format, enum, limits). */
  schema: JsonSchema;
  /** `ui:options`: labelKey, enumLabelKeyPrefix and widget-specific settings. */
  options: Record<string, unknown>;
}

/** One member of the widget registry: data, not code paths. */
export interface WidgetEntry {
  /** Name used by metadata (`"widget": "date"`). Unique. */
  name: string;
  /** Ranks the widget for a field without a named widget; omit for widgets chosen only by name. */
  tester?: WidgetTester;
  /** The component. */
  component: ComponentType<EngineWidgetProps>;
}

/** The registry the engine renders with. */
export interface WidgetRegistry {
  /** Entries in registration order (ties in rank go to the earlier one). */
  readonly entries: readonly WidgetEntry[];
  /** The entry of a name. */
  get(name: string): WidgetEntry | undefined;
  /** Components by name, including the visible fallback under UNKNOWN_WIDGET. */
  readonly components: Readonly<Record<string, ComponentType<EngineWidgetProps>>>;
}
