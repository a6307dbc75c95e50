// The checks of `npm run lint:metadata`: what the meta-schema cannot say about metadata.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { EntityMetadata, TokenRequirement } from '../../engine/core/metadata';
import { BUILT_IN_FILTER_TYPES, actionTextKeys, fieldHelpKey, fieldLabelKey, filterLabelKey, groupTitleKey, columnLabelKey, toColumnDef, enumLabelKey } from '../../engine/core/metadata';
import { validateEntityMetadata } from '../../engine/core/metadata/validate';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import type { StepMetadata } from '../../engine/core/workflow';

/** What the checks compare metadata against. */
export interface LintContext {
  entities: readonly EntityMetadata[];
  menu: readonly { path: string; labelKey: string; token?: TokenRequirement }[];
  /** Screen kinds the engine renders. */
  screens: ReadonlySet<string>;
  routes: readonly { path: string; screen: string }[];
  widgetNames: ReadonlySet<string>;
  /** Filter kinds the application registers (beyond the engine's built-in ones). */
  filterTypes: ReadonlySet<string>;
  knownTokens: ReadonlySet<string>;
  /** Collection path → the create schema the server serves there. */
  serverEntities: ReadonlyMap<string, JsonSchema>;
  /** Language → every text key it has. */
  texts: ReadonlyMap<string, ReadonlySet<string>>;
  /** Workflow step screens, by name (their row lists' texts are checked). */
  steps?: Readonly<Record<string, StepMetadata>>;
}

/** Languages every label must exist in. */
export const REQUIRED_LANGUAGES = ['sk', 'en', 'cs'];

function tokenNames(required: TokenRequirement | undefined): string[] {
  if (required === undefined) return [];
  if (typeof required === 'string') return [required];
  return 'anyOf' in required ? [...required.anyOf] : [...required];
}

/** Every text key an entity's screens show. */
export function labelKeysOf(meta: EntityMetadata, schema: JsonSchema | undefined): string[] {
  const keys = new Set<string>([meta.title]);
  for (const group of meta.detail.layout) {
    keys.add(groupTitleKey(meta.entity, group));
    for (const field of group.fields) {
      keys.add(fieldLabelKey(meta, field));
      const help = fieldHelpKey(meta, field);
      if (help) keys.add(help);
    }
  }
  for (const filter of meta.search.filters) keys.add(filterLabelKey(meta, filter));
  for (const column of meta.search.columns) keys.add(columnLabelKey(meta, toColumnDef(column)));
  for (const related of meta.detail.related ?? []) keys.add(`${meta.entity}.related.${related.id}`);
  for (const action of [...(meta.detail.actions ?? []), ...(meta.search.actions ?? [])]) {
    const { label, done, confirm } = actionTextKeys(meta, action);
    keys.add(label);
    keys.add(done);
    if (action.confirm) keys.add(confirm);
  }
  for (const [field, prop] of Object.entries(schema?.properties ?? {})) {
    const values = (prop as JsonSchema).enum;
    if (Array.isArray(values)) for (const v of values) if (typeof v === 'string') keys.add(enumLabelKey(meta.entity, field, v));
  }
  return [...keys];
}

/** Column formats that name a coded value by a label (or say yes/no). */
const LABELLED_FORMATS = new Set(['enum', 'enumList', 'boolean', 'fieldLabel', 'fieldValue']);

/**
 * Fields whose codes an entity's screens would show as they are: texts name a field's codes
 * (`{entity}.enum.{field}.*`), yet the served schema gives no `enum` there and no code book is bound
 * (the detail draws its value as plain text); and grid columns of a coded field (a schema enum or a
 * code book) not formatted to name the codes. One line each.
 */
export function rawCodeProblems(meta: EntityMetadata, schema: JsonSchema | undefined, texts: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const property = (field: string) => schema?.properties?.[field] as JsonSchema | undefined;
  const schemaEnum = (field: string) => {
    const prop = property(field);
    const values = prop?.enum ?? (prop?.items as JsonSchema | undefined)?.enum;
    return Array.isArray(values) && values.some((v) => typeof v === 'string' || typeof v === 'number');
  };
  const codeBook = (field: string) => {
    const options = meta.detail.fields?.[field]?.options as { codeBook?: unknown } | undefined;
    return typeof options?.codeBook === 'string';
  };
  const labelled = (field: string) => [...texts].some((key) => key.startsWith(`${meta.entity}.enum.${field}.`));
  const shown = new Set([...meta.detail.layout.flatMap((g) => g.fields), ...meta.search.columns.map((c) => toColumnDef(c).key)]);
  for (const field of shown) {
    if (property(field) && labelled(field) && !schemaEnum(field) && !codeBook(field)) {
      problems.push(`field '${field}' shows its codes as they are: its texts name them (${meta.entity}.enum.${field}), but the server's schema gives no enum and no code book is bound`);
    }
  }
  for (const column of meta.search.columns.map(toColumnDef)) {
    const coded = schemaEnum(column.key) || codeBook(column.key) || column.codeBook !== undefined;
    if (coded && !LABELLED_FORMATS.has(column.format ?? 'text')) problems.push(`column '${column.key}' shows codes as they are: give it the format enum`);
  }
  return problems;
}

/**
 * The texts a step's row lists show (the items section's headers and add fields, a summary's
 * list title and headers): `{entity i18n}.{path}.{column}` and `{entity i18n}.items.{path}`.
 */
function stepListTextKeys(step: Omit<StepMetadata, 'byEntityType'>): string[] {
  const keys = new Set<string>();
  for (const section of step.sections) {
    const root = (section.kind === 'summary' ? section.entity : undefined)?.i18n ?? step.entity?.i18n;
    if (!root) continue;
    if (section.kind === 'items') for (const field of [...section.columns, ...section.add]) keys.add(`${root}.${section.path}.${field}`);
    if (section.kind === 'summary' && section.items) {
      keys.add(`${root}.items.${section.items.path}`);
      for (const column of section.items.columns) keys.add(`${root}.${section.items.path}.${column}`);
    }
  }
  return [...keys];
}

/** All problems found, one readable line each; empty when the metadata is sound. */
export function lintMetadata(ctx: LintContext): string[] {
  const problems: string[] = [];
  const missingTexts = (where: string, keys: readonly string[]) => {
    for (const language of REQUIRED_LANGUAGES) {
      const have = ctx.texts.get(language) ?? new Set<string>();
      for (const key of keys) if (!have.has(key)) problems.push(`${where}: text '${key}' is missing in ${language}`);
    }
  };
  const unknownTokens = (where: string, required: TokenRequirement | undefined) => {
    for (const token of tokenNames(required)) if (!ctx.knownTokens.has(token)) problems.push(`${where}: unknown permission token '${token}'`);
  };

  for (const meta of ctx.entities) {
    const where = `entity ${meta.entity}`;
    for (const error of validateEntityMetadata(meta)) problems.push(`${where}: ${error}`);
    const schema = ctx.serverEntities.get(meta.api);
    if (!schema) problems.push(`${where}: the server has no route for ${meta.api}`);
    const schemaFields = new Set(Object.keys(schema?.properties ?? {}));
    if (schema) {
      const named = [
        ...meta.detail.layout.flatMap((g) => g.fields),
        ...meta.search.filters.map((f) => f.field ?? f.key),
      ];
      for (const field of named) if (!schemaFields.has(field) && field !== meta.id) problems.push(`${where}: field '${field}' is not in the server's schema`);
    }
    for (const filter of meta.search.filters) {
      const known = (BUILT_IN_FILTER_TYPES as readonly string[]).includes(filter.type) || ctx.filterTypes.has(filter.type);
      if (!known) problems.push(`${where}: filter '${filter.key}' has the unknown type '${filter.type}' (neither built in nor registered)`);
    }
    for (const [field, config] of Object.entries(meta.detail.fields ?? {})) {
      if (config.widget && !ctx.widgetNames.has(config.widget)) problems.push(`${where}: field '${field}' names the unknown widget '${config.widget}'`);
      unknownTokens(`${where} field ${field}`, config.viewTokens);
      unknownTokens(`${where} field ${field}`, config.editTokens);
    }
    for (const related of meta.detail.related ?? []) {
      if (!ctx.entities.some((other) => other.entity === related.entity)) problems.push(`${where}: related list '${related.id}' names the entity '${related.entity}', which has no metadata`);
      unknownTokens(`${where} related ${related.id}`, related.tokens);
    }
    for (const action of [...(meta.detail.actions ?? []), ...(meta.search.actions ?? [])]) unknownTokens(`${where} action ${action.code}`, action.tokens);
    if ((meta.search.actions ?? []).length > 0 && meta.search.selectable !== true) problems.push(`${where}: search.actions need search.selectable`);
    unknownTokens(where, meta.tokens.read);
    unknownTokens(where, meta.tokens.write);
    unknownTokens(where, meta.tokens.create);
    missingTexts(where, labelKeysOf(meta, schema));
    for (const problem of rawCodeProblems(meta, schema, ctx.texts.get('sk') ?? new Set())) problems.push(`${where}: ${problem}`);
  }

  for (const [name, step] of Object.entries(ctx.steps ?? {})) {
    for (const variant of [step, ...Object.values(step.byEntityType ?? {})]) missingTexts(`step ${name}`, stepListTextKeys(variant));
  }

  for (const route of ctx.routes) {
    if (!ctx.screens.has(route.screen)) problems.push(`route ${route.path}: no screen of kind '${route.screen}'`);
  }
  for (const entry of ctx.menu) {
    const where = `menu ${entry.path}`;
    unknownTokens(where, entry.token);
    missingTexts(where, [entry.labelKey]);
  }
  return problems;
}

function leafKeys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leafKeys(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** The text keys of each language folder under `metadata/i18n`. */
export function readTexts(i18nDir: string): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>();
  for (const language of readdirSync(i18nDir)) {
    const dir = path.join(i18nDir, language);
    const keys = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .flatMap((f) => leafKeys(JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Record<string, unknown>));
    result.set(language, new Set(keys));
  }
  return result;
}
