import type { JsonSchema } from './jsonSchema';

/** What a widget tester sees of one form field. */
export interface FieldDescriptor {
  /** Property name. */
  name: string;
  /** The property's schema. */
  schema: JsonSchema;
  /** Main type (`['string','null']` → 'string'); undefined when the schema names none. */
  type: string | undefined;
  /** Schema `format`, if any. */
  format: string | undefined;
  /** Non-null enum values, if the schema has an enum. */
  enum: unknown[] | undefined;
  /** Whether null is allowed. */
  nullable: boolean;
  /** Whether the schema lists it as required. */
  required: boolean;
  /** Widget named by metadata, if any. */
  widget: string | undefined;
}

/** Ranks how well a widget fits a field; NOT_APPLICABLE (or any negative) when it does not fit. */
export type WidgetTester = (field: FieldDescriptor) => number;

/**
 * Name of the widget that shows an unmatched field visibly (see resolveWidgets). Here, not with the
 * form model, so that a widget registry (a search screen's too) does not load the form model's code.
 */
export const UNKNOWN_WIDGET = 'unknown';

/** A tester's answer for a widget that does not fit. */
export const NOT_APPLICABLE = -1;

/** A predicate over a field. */
export type FieldPredicate = (field: FieldDescriptor) => boolean;

/** A tester that answers `rank` when the predicate holds. */
export function rankWith(rank: number, predicate: FieldPredicate): WidgetTester {
  return (field) => (predicate(field) ? rank : NOT_APPLICABLE);
}

/** The field's main schema type is `type`. */
export function schemaTypeIs(type: string): FieldPredicate {
  return (field) => field.type === type;
}

/** The field's schema format is `format`. */
export function formatIs(format: string): FieldPredicate {
  return (field) => field.format === format;
}

/** The field has an enum. */
export const hasEnum: FieldPredicate = (field) => field.enum !== undefined && field.enum.length > 0;

/** The field's maximum length is greater than `length`. */
export function maxLengthAbove(length: number): FieldPredicate {
  return (field) => typeof field.schema.maxLength === 'number' && field.schema.maxLength > length;
}

/** All predicates hold. */
export function and(...predicates: FieldPredicate[]): FieldPredicate {
  return (field) => predicates.every((p) => p(field));
}

/** Any predicate holds. */
export function or(...predicates: FieldPredicate[]): FieldPredicate {
  return (field) => predicates.some((p) => p(field));
}

/** The registry's view of a widget: its name and optional tester. */
export interface RankedWidget {
  name: string;
  tester?: WidgetTester;
}

/**
 * The name of the best widget for a field: the metadata's choice if it names one,
 * else the highest-ranked tester (the first wins a tie), else undefined.
 */
export function chooseWidget(widgets: readonly RankedWidget[], field: FieldDescriptor): string | undefined {
  if (field.widget) return field.widget;
  let best: { name: string; rank: number } | undefined;
  for (const widget of widgets) {
    if (!widget.tester) continue;
    const rank = widget.tester(field);
    if (rank >= 0 && (!best || rank > best.rank)) best = { name: widget.name, rank };
  }
  return best?.name;
}
