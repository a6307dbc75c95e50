import { useState } from 'react';
import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chooseWidget, isNullable, listTextRoots, primaryType } from '../../engine/core/form';
import type { FieldDescriptor, JsonSchema } from '../../engine/core/form';
import { FORMATS, createRuleContext } from '../../engine/core/validation';
import type { EngineWidgetProps } from '../../engine/react';
import { useEngine } from '../../engine/react/EngineProvider';

type Item = Record<string, unknown>;

/** The items of a stored value (an array of objects; anything else is none). */
function itemsOf(value: unknown): Item[] {
  return Array.isArray(value) ? value.map((v) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Item) : {})) : [];
}

/** The schema of one item: `items` of the array (an object schema). */
function itemSchemaOf(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: string[] } {
  const items = (schema.items ?? {}) as JsonSchema;
  return { properties: (items.properties ?? {}) as Record<string, JsonSchema>, required: (items.required ?? []) as string[] };
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * A cell's own problem, by the validation catalogue (the same rules and texts as the server):
 * missing when required, else the format's message. Undefined when it is fine.
 */
export function cellProblem(schema: JsonSchema, required: boolean, value: unknown, context = createRuleContext()): { key: string; params?: Record<string, string | number> } | undefined {
  if (isEmpty(value)) return required ? { key: 'engine.validation.required' } : undefined;
  const format = typeof schema.format === 'string' ? FORMATS[schema.format] : undefined;
  if (format && typeof value === 'string') return format(value, context) ?? undefined;
  return undefined;
}

/**
 * A list of objects (an array whose items are objects, e.g. a participant's bank accounts): one
 * fieldset per row whose parts are rendered from the items' schema with the registry's widgets
 * (the best-ranked one per part, or `options.widgets[part]`), add and remove rows, each part's
 * error under it (the form's check of the whole body, `options.partErrors` by `row.part`, e.g. a
 * catalogue rule across the rows; else required and the catalogue's formats, shown once the part
 * was left or the list was saved), a row's own error under the row and the list's own error under
 * the list. Part labels are `{options.labelPrefix}.{part}`,
 * enum values `{options.enumPrefix}.{part}.{value}`; the parts shown and their order are
 * `options.columns` (default: every property of the items). Empty parts are stored as null when
 * the schema allows it, else left out. `options.textPrefix` names the list's own texts (`none`,
 * `row`, `add`, `remove`, `removeRow`, e.g. "Add a generator"), else the generic ones.
 * `options.entity` sets all three prefixes to `{entity}.field`, `{entity}.enum` and `{entity}.rows`.
 */
export function ObjectListWidget(props: EngineWidgetProps) {
  const { t } = useTranslation();
  const { widgets } = useEngine();
  const items = itemsOf(props.value);
  const { properties, required } = itemSchemaOf(props.schema);
  const columns = Array.isArray(props.options.columns) ? (props.options.columns as string[]).filter((c) => c in properties) : Object.keys(properties);
  const named = (props.options.widgets ?? {}) as Record<string, string>;
  // The same roots name a row's part in the form's error alert (formReasonLabels).
  const { labelPrefix, enumPrefix, textPrefix } = listTextRoots(props.options);
  const editable = !props.readonly && !props.disabled;
  const text = (key: string, params?: Record<string, unknown>) => t(`${textPrefix}.${key}`, { ...params, defaultValue: t(`widgets.objectList.${key}`, params) });
  const maxItems = typeof props.schema.maxItems === 'number' ? props.schema.maxItems : undefined;
  // Parts the user has left (their errors show from then on), by `row:part`.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const showAll = (props.rawErrors?.length ?? 0) > 0 || props.options.partErrors !== undefined;
  // The form's errors inside the list, by relative path: a row's (`1`) or a row's part's (`1.nazov`).
  const partErrors = (props.options.partErrors ?? {}) as Record<string, string[]>;

  const change = (next: Item[]) => props.onChange(next.length === 0 && isNullable(props.schema) ? null : next);
  const setPart = (row: number, part: string, value: unknown) => {
    const schema = properties[part] ?? {};
    const empty = isEmpty(value);
    change(
      items.map((item, i) => {
        if (i !== row) return item;
        if (!empty) return { ...item, [part]: value };
        if (isNullable(schema)) return { ...item, [part]: null };
        const { [part]: _dropped, ...rest } = item;
        return rest;
      }),
    );
  };
  const add = () => change([...items, {}]);
  const remove = (row: number) => {
    change(items.filter((_, i) => i !== row));
    setTouched(new Set());
  };
  const descriptor = (part: string): FieldDescriptor => {
    const schema = properties[part] ?? {};
    const values = Array.isArray(schema.enum) ? schema.enum.filter((v) => v !== null) : undefined;
    return {
      name: part,
      schema,
      type: primaryType(schema),
      format: typeof schema.format === 'string' ? schema.format : undefined,
      enum: values,
      nullable: isNullable(schema),
      required: required.includes(part),
      widget: named[part],
    };
  };
  const context = createRuleContext();
  const rowLabel = (row: number) => text('row', { n: row + 1 });

  return (
    <Fieldset legend={props.hideLabel ? undefined : props.label} aria-label={props.label} id={props.id} variant="unstyled">
      <Stack gap="sm">
        {items.length === 0 ? (
          <Text c="dimmed" size="sm">
            {text('none')}
          </Text>
        ) : null}
        {items.map((item, row) => (
          <Fieldset key={row} legend={rowLabel(row)} data-row={row}>
            <Group align="flex-start" gap="sm" wrap="wrap">
              {columns.map((part) => {
                const field = descriptor(part);
                const name = chooseWidget(widgets.entries, field);
                const Widget = name ? widgets.components[name] : undefined;
                const cellId = `${props.id}_${row}_${part}`;
                const key = `${row}:${part}`;
                // The form's check of the whole body (the served schema, its catalogue keywords: the
                // server's rules and texts) first; the part's own quick check while nothing else is shown.
                const problem = cellProblem(field.schema, field.required, item[part], context);
                const error = partErrors[`${row}.${part}`]?.[0] ?? (problem && (showAll || touched.has(key)) ? t(problem.key, problem.params) : undefined);
                if (!Widget) return null;
                return (
                  <div key={part} style={{ minWidth: 180, flex: field.type === 'boolean' ? '0 0 auto' : '1 1 200px' }}>
                    <Widget
                      id={cellId}
                      name={part}
                      label={t(`${labelPrefix}.${part}`, { defaultValue: part })}
                      value={item[part] ?? undefined}
                      onChange={(value) => setPart(row, part, value)}
                      onBlur={() => {
                        setTouched((before) => new Set(before).add(key));
                        props.onBlur?.(props.id, items);
                      }}
                      required={field.required}
                      disabled={props.disabled}
                      readonly={props.readonly}
                      schema={field.schema}
                      options={enumPrefix ? { enumLabelKeyPrefix: `${enumPrefix}.${part}` } : {}}
                      rawErrors={error ? [error] : undefined}
                    />
                  </div>
                );
              })}
            </Group>
            {partErrors[String(row)]?.[0] ? (
              <Text c="red" size="sm" role="alert" mt="xs">
                {partErrors[String(row)]?.[0]}
              </Text>
            ) : null}
            {editable ? (
              <Group justify="flex-end" mt="xs">
                <Button size="xs" variant="subtle" color="red" onClick={() => remove(row)} aria-label={text('removeRow', { n: row + 1 })}>
                  {text('remove')}
                </Button>
              </Group>
            ) : null}
          </Fieldset>
        ))}
        {editable ? (
          <Group>
            <Button size="xs" variant="default" onClick={add} disabled={maxItems !== undefined && items.length >= maxItems}>
              {text('add')}
            </Button>
          </Group>
        ) : null}
        {props.rawErrors?.[0] ? (
          <Text c="red" size="sm" role="alert">
            {props.rawErrors[0]}
          </Text>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
