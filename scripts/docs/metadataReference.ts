// The analysts' reference of entity metadata: one Markdown page per option of the meta-schema
// (engine/core/metadata/entity.schema.json, which the editor and the metadata lint use), with what
// it does, its type, an example and the entities that use it, into docs/metadata/.
//   npm run docs:metadata                              writes the pages
//   npx tsx scripts/docs/metadataReference.ts --check   exits 1 when a page is stale or an option lacks a description or example
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type Schema = { [keyword: string]: unknown };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const META_SCHEMA_FILE = path.join(ROOT, 'engine/core/metadata/entity.schema.json');
const ENTITIES_DIR = path.join(ROOT, 'metadata/entities');
const DOCS_DIR = path.join(ROOT, 'docs/metadata');

/** One metadata option: a property of the meta-schema, by its place (`search.sort`, `filter.match`). */
interface MetadataOption {
  /** `search.filters`, `detail.layout[].group`; a shared definition's own by its name: `filter.key`. */
  id: string;
  /** JSON pointer of its schema node in the meta-schema. */
  pointer: string;
  schema: Schema;
  required: boolean;
}

const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

function definitionOf(ref: unknown): string | undefined {
  return typeof ref === 'string' && ref.startsWith('#/definitions/') ? ref.slice('#/definitions/'.length) : undefined;
}

/** The options under one schema node (its properties, those of its items and of inline alternatives); shared definitions are not entered. */
function optionsUnder(node: Schema, prefix: string, pointer: string, out: MetadataOption[]): void {
  const properties = isObject(node.properties) ? node.properties : {};
  const required = Array.isArray(node.required) ? (node.required as string[]) : [];
  for (const [name, child] of Object.entries(properties)) {
    if (!isObject(child)) continue;
    const id = prefix ? `${prefix}.${name}` : name;
    const at = `${pointer}/properties/${name}`;
    out.push({ id, pointer: at, schema: child, required: required.includes(name) });
    optionsUnder(child, id, at, out);
  }
  if (isObject(node.items)) optionsUnder(node.items, `${prefix}[]`, `${pointer}/items`, out);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const alternatives = Array.isArray(node[key]) ? (node[key] as unknown[]) : [];
    alternatives.forEach((alt, i) => {
      if (isObject(alt) && isObject(alt.properties)) optionsUnder(alt, prefix, `${pointer}/${key}/${i}`, out);
    });
  }
}

/** Every option: the root's, then each shared definition's (by the definition's name). */
export function metadataOptions(meta: Schema): MetadataOption[] {
  const out: MetadataOption[] = [];
  optionsUnder(meta, '', '', out);
  const definitions = isObject(meta.definitions) ? meta.definitions : {};
  for (const [name, definition] of Object.entries(definitions)) if (isObject(definition)) optionsUnder(definition, name, `/definitions/${name}`, out);
  return out;
}

/** What the reference lacks: an option's description or example, a shared part's description. */
export function missingDocs(meta: Schema): string[] {
  const options = metadataOptions(meta);
  const problems: string[] = [];
  const definitions = isObject(meta.definitions) ? meta.definitions : {};
  for (const [name, definition] of Object.entries(definitions)) if (!isObject(definition) || typeof definition.description !== 'string') problems.push(`${name}: no description`);
  for (const option of options) {
    if (typeof option.schema.description !== 'string' || option.schema.description.trim() === '') problems.push(`${option.id}: no description`);
    if (!Array.isArray(option.schema.examples) || option.schema.examples.length === 0) problems.push(`${option.id}: no example`);
  }
  return problems;
}

/** The type of a schema node in words, a shared definition as a link to its page. */
function typeText(node: Schema): string {
  const ref = definitionOf(node.$ref);
  if (ref) return `[${ref}](${ref}.md)`;
  if (Array.isArray(node.enum)) return `one of ${node.enum.map((v) => `\`${JSON.stringify(v)}\``).join(', ')}`;
  if (node.const !== undefined) return `\`${JSON.stringify(node.const)}\``;
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(node[key])) return (node[key] as Schema[]).map(typeText).join(' or ');
  }
  const type = Array.isArray(node.type) ? node.type.join(' or ') : typeof node.type === 'string' ? node.type : 'any value';
  if (type === 'array' && isObject(node.items)) return `array of ${typeText(node.items)}`;
  if (type === 'object' && isObject(node.additionalProperties)) return `object: field name → ${typeText(node.additionalProperties)}`;
  const limits = ['pattern', 'minLength', 'minItems', 'maxItems', 'minimum', 'maximum'].filter((k) => node[k] !== undefined).map((k) => `${k} \`${String(node[k])}\``);
  return limits.length > 0 ? `${type} (${limits.join(', ')})` : type;
}

/** Which options each entity file uses: its values walked along the meta-schema. */
function optionUsage(meta: Schema, entities: readonly { name: string; json: unknown }[]): Map<string, Set<string>> {
  const usage = new Map<string, Set<string>>();
  const definitions = isObject(meta.definitions) ? meta.definitions : {};
  const note = (id: string, entity: string) => {
    let set = usage.get(id);
    if (!set) usage.set(id, (set = new Set()));
    set.add(entity);
  };
  const walk = (node: Schema, value: unknown, prefix: string, entity: string, depth: number): void => {
    if (depth > 20) return;
    const ref = definitionOf(node.$ref);
    if (ref) {
      const definition = definitions[ref];
      if (isObject(definition)) walk(definition, value, ref, entity, depth + 1);
      return;
    }
    for (const key of ['oneOf', 'anyOf'] as const) {
      if (Array.isArray(node[key])) for (const alt of node[key] as unknown[]) if (isObject(alt)) walk(alt, value, prefix, entity, depth + 1);
    }
    if (Array.isArray(value) && isObject(node.items)) for (const item of value) walk(node.items, item, `${prefix}[]`, entity, depth + 1);
    if (!isObject(value)) return;
    const properties = isObject(node.properties) ? node.properties : {};
    for (const [key, child] of Object.entries(value)) {
      const property = properties[key];
      if (isObject(property)) {
        const id = prefix ? `${prefix}.${key}` : key;
        note(id, entity);
        walk(property, child, id, entity, depth + 1);
      } else if (isObject(node.additionalProperties)) walk(node.additionalProperties, child, prefix, entity, depth + 1);
    }
  };
  for (const { name, json } of entities) walk(meta, json, '', name, 0);
  return usage;
}

/** The file of an option's page: `detail.layout[].group` → `detail.layout.group.md`. */
function pageName(id: string): string {
  return `${id.replace(/\[\]/g, '')}.md`;
}

const ENTITY_LINK = '../../metadata/entities';

function optionPage(option: MetadataOption, users: readonly string[], parentId: string | undefined): string {
  const { schema } = option;
  const examples = Array.isArray(schema.examples) ? schema.examples : [];
  const lines = [
    `# \`${option.id}\``,
    '',
    String(schema.description ?? ''),
    '',
    `- **Type:** ${typeText(schema)}`,
    `- **Required:** ${option.required ? 'yes' : 'no'}`,
    ...(parentId ? [`- **Part of:** [\`${parentId}\`](${pageName(parentId)})`] : []),
    '',
    '## Example',
    '',
    ...examples.flatMap((example) => ['```json', `${JSON.stringify({ [option.id.split('.').pop()?.replace('[]', '') ?? option.id]: example }, null, 2)}`, '```', '']),
    '## Used by',
    '',
    users.length > 0 ? users.map((name) => `[${name}](${ENTITY_LINK}/${name}.json)`).join(', ') : 'No entity uses it yet.',
    '',
  ];
  return lines.join('\n');
}

/** The definitions a schema node points at, directly or through items, map values and alternatives. */
function refsOf(node: Schema): string[] {
  const own = definitionOf(node.$ref);
  const nested = [node.items, node.additionalProperties, ...(Array.isArray(node.oneOf) ? node.oneOf : []), ...(Array.isArray(node.anyOf) ? node.anyOf : [])].filter(isObject);
  return [...(own ? [own] : []), ...nested.flatMap(refsOf)];
}

/** A shared part's page: what it is, where it is used, and its own options. */
function definitionPage(name: string, definition: Schema, options: readonly MetadataOption[]): string {
  const own = options.filter((o) => o.id.startsWith(`${name}.`) && !o.id.slice(name.length + 1).includes('.'));
  const usedIn = options.filter((o) => refsOf(o.schema).includes(name));
  const lines = [
    `# \`${name}\` (a shared part)`,
    '',
    String(definition.description ?? ''),
    '',
    `- **Type:** ${typeText({ ...definition, description: undefined })}`,
    `- **Used in:** ${usedIn.map((o) => `[\`${o.id}\`](${pageName(o.id)})`).join(', ') || 'no option'}`,
    '',
    ...(own.length > 0 ? ['## Options', '', ...own.map((o) => `- [\`${o.id}\`](${pageName(o.id)}): ${String(o.schema.description ?? '')}`), ''] : []),
  ];
  return lines.join('\n');
}

function indexPage(options: readonly MetadataOption[], meta: Schema): string {
  const definitions = isObject(meta.definitions) ? Object.keys(meta.definitions) : [];
  const lines = [
    '# Entity metadata reference',
    '',
    'Generated from the meta-schema `engine/core/metadata/entity.schema.json` by `npm run docs:metadata`; do not edit by hand.',
    'An entity is one file in `metadata/entities/`: the build finds it (no registration), `npm run lint:metadata` checks it against the server and the texts.',
    '',
    '| option | type | what it does |',
    '|---|---|---|',
    ...options.map((o) => `| [\`${o.id}\`](${pageName(o.id)}) | ${typeText(o.schema).replace(/\|/g, '\\|')} | ${String(o.schema.description ?? '').replace(/\|/g, '\\|')} |`),
    '',
    `Shared parts, used in several places (each option of theirs is named after the part, e.g. \`filter.match\`): ${definitions.map((d) => `[\`${d}\`](${d}.md)`).join(', ')}.`,
    '',
  ];
  return lines.join('\n');
}

/** Every page of the reference, by file name. */
export function referencePages(meta: Schema, entities: readonly { name: string; json: unknown }[]): Map<string, string> {
  const options = metadataOptions(meta);
  const usage = optionUsage(meta, entities);
  const ids = new Set(options.map((o) => o.id));
  const definitions = isObject(meta.definitions) ? meta.definitions : {};
  const pages = new Map<string, string>([['README.md', indexPage(options, meta)]]);
  for (const [name, definition] of Object.entries(definitions)) if (isObject(definition)) pages.set(pageName(name), definitionPage(name, definition, options));
  for (const option of options) {
    const parent = option.id.replace(/(\[\])?\.[^.]+$/, '');
    const known = parent !== option.id && (ids.has(parent) || parent in definitions);
    pages.set(pageName(option.id), optionPage(option, [...(usage.get(option.id) ?? [])].sort(), known ? parent : undefined));
  }
  return pages;
}

/** The meta-schema and the entity files as they are on disk. */
export function readSources(): { meta: Schema; entities: { name: string; json: unknown }[] } {
  const meta = JSON.parse(readFileSync(META_SCHEMA_FILE, 'utf8')) as Schema;
  const entities = readdirSync(ENTITIES_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ name: f.replace(/\.json$/, ''), json: JSON.parse(readFileSync(path.join(ENTITIES_DIR, f), 'utf8')) as unknown }));
  return { meta, entities };
}

/** Pages that differ from docs/metadata (missing, changed or left over). */
export function stalePages(pages: ReadonlyMap<string, string>, dir = DOCS_DIR): string[] {
  let present: string[];
  try {
    present = readdirSync(dir).filter((f) => f.endsWith('.md'));
  } catch {
    present = [];
  }
  const stale = present.filter((f) => !pages.has(f));
  for (const [name, text] of pages) {
    let current: string | undefined;
    try {
      current = readFileSync(path.join(dir, name), 'utf8');
    } catch {
      current = undefined;
    }
    if (current !== text) stale.push(name);
  }
  return stale.sort();
}

function main(check: boolean): void {
  const { meta, entities } = readSources();
  const missing = missingDocs(meta);
  const pages = referencePages(meta, entities);
  if (check) {
    const stale = stalePages(pages);
    for (const p of missing) console.error(`  - ${p}`);
    if (stale.length > 0) console.error(`Stale pages in docs/metadata (run npm run docs:metadata): ${stale.join(', ')}`);
    process.exit(missing.length + stale.length > 0 ? 1 : 0);
  }
  rmSync(DOCS_DIR, { recursive: true, force: true });
  mkdirSync(DOCS_DIR, { recursive: true });
  for (const [name, text] of pages) writeFileSync(path.join(DOCS_DIR, name), text);
  console.log(`docs/metadata: ${pages.size} pages (${metadataOptions(meta).length} options)${missing.length > 0 ? `; ${missing.length} lack a description or example:\n  ${missing.join('\n  ')}` : ''}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.includes('--check'));
