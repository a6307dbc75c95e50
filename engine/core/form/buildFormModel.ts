import type { EntityMetadata, FieldConfig, VisibleIf } from '../metadata/types';
import { hasToken } from '../tokens';
import { enumLabelKeyPrefix, fieldHelpKey, fieldLabelKey, groupTitleKey, serverManagedFields } from '../metadata/keys';
import { conditionHolds } from '../metadata/conditions';
import type { JsonSchema } from './jsonSchema';
import { isNullable, primaryType } from './jsonSchema';
import type { FieldDescriptor, RankedWidget } from './testers';
import { chooseWidget, UNKNOWN_WIDGET } from './testers';
import type { FormTab } from './tabs';
import { buildTabs } from './tabs';

/** Form modes: read-only display, editing an existing record, creating a new one. */
export type FormMode = 'view' | 'edit' | 'create';

/** Id of the trailing group that holds schema fields the layout does not mention. */
export const OTHER_GROUP = 'other';

/** i18n key of the trailing group's legend. */
export const OTHER_GROUP_TITLE_KEY = 'engine.form.group.other';

/** One fieldset of the form, with the visible fields in order. */
export interface FormGroup {
  id: string;
  titleKey: string;
  fields: string[];
}

/** Options RJSF reads per field (`ui:options`), plus ours. */
export interface FieldUiOptions {
  /** i18n key of the label; the React layer turns it into `ui:title`. */
  labelKey: string;
  /** Prefix of enum value label keys: `${prefix}.${value}`. */
  enumLabelKeyPrefix?: string;
  /** Condition evaluated against the current form data. */
  visibleIf?: VisibleIf;
  /** i18n key of the help shown under the field; the React layer turns it into the `help` text. */
  helpKey?: string;
  [option: string]: unknown;
}

/** uiSchema entry of one field. */
export interface FieldUiSchema {
  'ui:widget'?: string;
  'ui:readonly'?: boolean;
  'ui:options': FieldUiOptions;
}

/** RJSF uiSchema of the root object. */
export interface FormUiSchema {
  'ui:order': string[];
  [field: string]: FieldUiSchema | string[];
}

/** The merged form: what RJSF renders and how fields are grouped. */
export interface FormModel {
  /** The server's schema, unchanged: it decides types, required, formats, enums and limits. */
  schema: JsonSchema;
  uiSchema: FormUiSchema;
  /** Fieldsets in order; hidden fields are in none. */
  groups: FormGroup[];
  /** Tabs (from metadata) with the groups each holds; empty when the form has none. */
  tabs: FormTab[];
  /** What widget testers see, per schema property. */
  fields: Record<string, FieldDescriptor>;
  mode: FormMode;
}

/** Options of buildFormModel. */
export interface BuildFormModelOptions {
  /** The user's permission tokens, for `viewTokens` and `editTokens`. @default no tokens */
  tokens?: ReadonlySet<string>;
}

function describeField(name: string, schema: JsonSchema, required: boolean, config: FieldConfig | undefined): FieldDescriptor {
  const enumValues = schema.enum?.filter((v) => v !== null);
  return {
    name,
    schema,
    type: primaryType(schema),
    format: schema.format,
    enum: enumValues,
    nullable: isNullable(schema),
    required,
    widget: config?.widget,
  };
}

/**
 * What a form is built from: an entity's metadata, or a workflow step's form of a process
 * entity (its texts' prefix and its own layout), without the routes and searches of a screen.
 */
export type FormSource = Pick<EntityMetadata, 'entity' | 'detail'> & Partial<Pick<EntityMetadata, 'id'>>;

/**
 * Merges the server's JSON Schema with entity metadata into what RJSF renders.
 * The schema decides type, required, format, enum and limits; the metadata decides order,
 * groups, widget, label keys, read-only and hidden. Schema fields missing from the layout
 * still appear, in a trailing 'other' group. Server-managed fields (id, verzia) are hidden
 * when creating and read-only when editing. Layout fields absent from the schema are skipped.
 */
export function buildFormModel(
  schema: JsonSchema,
  metadata: FormSource,
  mode: FormMode,
  options: BuildFormModelOptions = {},
): FormModel {
  const tokens = options.tokens ?? new Set<string>();
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const serverManaged = new Set(metadata.detail.serverManaged ?? (metadata.id === undefined ? ['verzia'] : serverManagedFields({ id: metadata.id, detail: metadata.detail })));
  const configs = metadata.detail.fields ?? {};

  const fields: Record<string, FieldDescriptor> = {};
  const uiSchema: FormUiSchema = { 'ui:order': [] };
  const hidden = new Set<string>();

  for (const [name, propSchema] of Object.entries(properties)) {
    const config = configs[name];
    const field = describeField(name, propSchema, required.has(name), config);
    fields[name] = field;

    const isServerManaged = serverManaged.has(name);
    const isHidden =
      config?.hidden === true ||
      (config?.viewTokens !== undefined && !hasToken(tokens, config.viewTokens)) ||
      (mode === 'create' && isServerManaged);
    const isReadOnly =
      mode === 'view' ||
      config?.readOnly === true ||
      propSchema.readOnly === true ||
      (config?.editTokens !== undefined && !hasToken(tokens, config.editTokens)) ||
      (mode === 'edit' && isServerManaged);

    const uiOptions: FieldUiOptions = { ...config?.options, labelKey: fieldLabelKey(metadata, name) };
    if (field.enum) uiOptions.enumLabelKeyPrefix = enumLabelKeyPrefix(metadata.entity, name);
    if (config?.visibleIf) uiOptions.visibleIf = config.visibleIf;
    const helpKey = fieldHelpKey(metadata, name);
    if (helpKey) uiOptions.helpKey = helpKey;

    const entry: FieldUiSchema = { 'ui:options': uiOptions };
    if (isHidden) {
      entry['ui:widget'] = 'hidden';
      hidden.add(name);
    } else if (config?.widget) {
      entry['ui:widget'] = config.widget;
    }
    if (isReadOnly) entry['ui:readonly'] = true;
    uiSchema[name] = entry;
  }

  const groups: FormGroup[] = [];
  const placed = new Set<string>();
  for (const group of metadata.detail.layout) {
    const groupFields = group.fields.filter((name) => name in properties && !placed.has(name));
    groupFields.forEach((name) => placed.add(name));
    const visible = groupFields.filter((name) => !hidden.has(name));
    if (visible.length > 0) groups.push({ id: group.group, titleKey: groupTitleKey(metadata.entity, group), fields: visible });
  }
  const others = Object.keys(properties).filter((name) => !placed.has(name) && !hidden.has(name));
  if (others.length > 0) {
    groups.push({ id: OTHER_GROUP, titleKey: OTHER_GROUP_TITLE_KEY, fields: others });
  }

  // Hidden fields go last: RJSF needs every property in ui:order, the groups decide what shows.
  uiSchema['ui:order'] = [...groups.flatMap((g) => g.fields), ...hidden];
  return { schema, uiSchema, groups, tabs: buildTabs(metadata, groups), fields, mode };
}

/**
 * Fills `ui:widget` of every visible field that has none with the best-ranked registry widget,
 * or UNKNOWN_WIDGET when nothing fits; a metadata widget the registry lacks also becomes
 * UNKNOWN_WIDGET (with its name in `ui:options.requestedWidget`). Returns a new model.
 */
export function resolveWidgets(model: FormModel, widgets: readonly RankedWidget[]): FormModel {
  const known = new Set(widgets.map((w) => w.name));
  const uiSchema: FormUiSchema = { 'ui:order': model.uiSchema['ui:order'] };
  for (const [name, field] of Object.entries(model.fields)) {
    const entry = model.uiSchema[name] as FieldUiSchema;
    if (entry['ui:widget'] === 'hidden') {
      uiSchema[name] = entry;
      continue;
    }
    const chosen = chooseWidget(widgets, field);
    if (chosen && known.has(chosen)) {
      uiSchema[name] = { ...entry, 'ui:widget': chosen };
    } else {
      uiSchema[name] = {
        ...entry,
        'ui:widget': UNKNOWN_WIDGET,
        'ui:options': { ...entry['ui:options'], requestedWidget: chosen ?? null },
      };
    }
  }
  return { ...model, uiSchema };
}

/** Whether a visibleIf condition holds for the current form data. */
export function isVisible(condition: VisibleIf, formData: Record<string, unknown> | undefined): boolean {
  return conditionHolds(condition, formData);
}

export function fieldsHiddenByCondition(model: FormModel, formData: Record<string, unknown> | undefined): Set<string> {
  const out = new Set<string>();
  for (const name of Object.keys(model.fields)) {
    const entry = model.uiSchema[name] as FieldUiSchema;
    const condition = entry['ui:options'].visibleIf;
    if (condition && !isVisible(condition, formData)) out.add(name);
  }
  return out;
}
