/**
 * Where a list field's texts live (a list of objects rendered whole, e.g. object-list): one rule
 * for the widget that draws the rows and for the messages that name a row's part. `options.entity`
 * names all three roots at once (`{entity}.field`, `{entity}.enum`, `{entity}.rows`); `labelPrefix`,
 * `enumPrefix` and `textPrefix` set one each.
 */
export interface ListTextRoots {
  /** Part labels are `{labelPrefix}.{part}`. */
  labelPrefix: string;
  /** Enum values are `{enumPrefix}.{part}.{value}`; none when the list has no enum texts of its own. */
  enumPrefix: string | undefined;
  /** The list's own texts (`none`, `row`, `add`, `remove`, `removeRow`). */
  textPrefix: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The text roots of a list field from its ui options. */
export function listTextRoots(options: Readonly<Record<string, unknown>>): ListTextRoots {
  const entity = text(options.entity);
  return {
    labelPrefix: text(options.labelPrefix) ?? (entity ? `${entity}.field` : 'widgets.objectList.field'),
    enumPrefix: text(options.enumPrefix) ?? (entity ? `${entity}.enum` : undefined),
    textPrefix: text(options.textPrefix) ?? (entity ? `${entity}.rows` : 'widgets.objectList'),
  };
}
