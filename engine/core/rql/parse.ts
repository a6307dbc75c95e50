import type { RqlCompareOp, RqlFilter, RqlLikePart, RqlQuery, RqlSort, RqlValue } from './ast';

/** Longest raw query text accepted (characters). */
export const RQL_MAX_LENGTH = 8000;
/** Deepest parenthesis nesting accepted. */
export const RQL_MAX_DEPTH = 32;

/** Field names: a letter or underscore, then letters, digits, underscores and dots. */
export const RQL_FIELD_PATTERN = /^[A-Za-z_][A-Za-z0-9_.]*$/;

/** Prefix that forces a value to be read as a string (`eq(kod,string:12)`). */
export const RQL_STRING_PREFIX = 'string:';

/**
 * The converters a value may name (`string:12`, `number:12`, `boolean:true`), as standard RQL writes
 * them. Any other `name:` prefix is refused rather than silently read as text, so a typo such as
 * `eq(a,nubmer:1)` or an unsupported converter never filters on the wrong value.
 */
export const RQL_CONVERTERS: readonly string[] = ['string', 'number', 'boolean'];

/** A converter prefix: a name of letters (and digits) directly followed by `:`. */
export const RQL_CONVERTER_PATTERN = /^([A-Za-z][A-Za-z0-9]*):/;

/** Any malformed query. `position` is the 0-based index into the raw text when known. */
export class RqlError extends Error {
  readonly position: number | undefined;

  constructor(message: string, position?: number) {
    super(message);
    this.name = 'RqlError';
    this.position = position;
  }
}

const COMPARE_OPS: ReadonlySet<string> = new Set<RqlCompareOp>(['eq', 'ne', 'lt', 'le', 'gt', 'ge']);
const FILTER_OPS: ReadonlySet<string> = new Set([...COMPARE_OPS, 'in', 'out', 'like', 'and', 'or']);
const QUERY_OPS: ReadonlySet<string> = new Set(['sort', 'select', 'limit', 'count']);

/** Raw syntax tree: a call with arguments, an array `(a,b)` (standard RQL's list of values), or an unparsed argument token. */
type Node =
  | { kind: 'call'; name: string; args: Node[]; pos: number }
  | { kind: 'array'; items: Node[]; pos: number }
  | { kind: 'token'; raw: string; pos: number };

/** Characters that end a token. */
const DELIMITERS = new Set(['(', ')', ',', '&']);

/**
 * Parses the raw (still percent-encoded) query string after `?`.
 * Throws only RqlError.
 */
export function parseRql(text: string): RqlQuery {
  if (typeof text !== 'string') throw new RqlError('Query must be a string');
  if (text.length > RQL_MAX_LENGTH) {
    throw new RqlError(`Query is too long (${text.length} characters, at most ${RQL_MAX_LENGTH})`);
  }
  const nodes = new Reader(text).readQuery();
  return interpret(nodes);
}

/** Splits raw text into calls and tokens; knows nothing about operators. */
class Reader {
  private pos = 0;

  constructor(private readonly text: string) {}

  readQuery(): Node[] {
    const nodes: Node[] = [];
    while (this.pos < this.text.length) {
      const ch = this.text[this.pos];
      if (ch === '&') {
        // Empty terms (leading, trailing or doubled `&`) carry no meaning.
        this.pos++;
        continue;
      }
      const start = this.pos;
      const token = this.readToken();
      const next = this.text[this.pos];
      if (next !== '(') {
        if (next === ')') throw new RqlError(`Unbalanced parenthesis at ${this.pos}`, this.pos);
        if (next === ',') throw new RqlError(`Unexpected ',' at ${this.pos}`, this.pos);
        throw new RqlError(`Expected an operator call at ${start}, found '${shorten(token)}'`, start);
      }
      nodes.push(this.readCall(token, start, 1));
      const after = this.text[this.pos];
      if (after === undefined || after === '&') continue;
      if (after === ')') throw new RqlError(`Unbalanced parenthesis at ${this.pos}`, this.pos);
      throw new RqlError(`Expected '&' at ${this.pos}, found '${after}'`, this.pos);
    }
    return nodes;
  }

  /** Reads characters up to the next delimiter. */
  private readToken(): string {
    const start = this.pos;
    while (this.pos < this.text.length && !DELIMITERS.has(this.text[this.pos] as string)) this.pos++;
    return this.text.slice(start, this.pos);
  }

  /** Reads `(args)` after an operator name; `this.pos` is at the `(`. */
  private readCall(name: string, start: number, depth: number): Node {
    if (name === '') throw new RqlError(`Expected an operator name before '(' at ${this.pos}`, this.pos);
    if (depth > RQL_MAX_DEPTH) {
      throw new RqlError(`Nesting deeper than ${RQL_MAX_DEPTH} at ${this.pos}`, this.pos);
    }
    const open = this.pos;
    this.pos++;
    const args: Node[] = [];
    if (this.text[this.pos] === ')') {
      this.pos++;
      return { kind: 'call', name, args, pos: start };
    }
    for (;;) {
      const argStart = this.pos;
      const token = this.readToken();
      if (this.text[this.pos] === '(') {
        // `(` with no name before it opens an array argument: `in(stav,(A,B))`.
        if (token === '') args.push(this.readArray(argStart, depth + 1));
        else args.push(this.readCall(token, argStart, depth + 1));
      } else args.push({ kind: 'token', raw: token, pos: argStart });
      const ch = this.text[this.pos];
      if (ch === ',') {
        this.pos++;
        continue;
      }
      if (ch === ')') {
        this.pos++;
        return { kind: 'call', name, args, pos: start };
      }
      if (ch === undefined) throw new RqlError(`Unbalanced parenthesis at ${open}`, open);
      if (ch === '&') throw new RqlError(`Unexpected '&' inside parentheses at ${this.pos}`, this.pos);
      // Only `(` after a finished call can get here, e.g. `eq(a,b)(`.
      throw new RqlError(`Unexpected '${ch}' at ${this.pos}`, this.pos);
    }
  }

  /** Reads an array `(a,b)` of plain values; `this.pos` is at the `(`. Arrays hold no calls or arrays. */
  private readArray(start: number, depth: number): Node {
    if (depth > RQL_MAX_DEPTH) throw new RqlError(`Nesting deeper than ${RQL_MAX_DEPTH} at ${this.pos}`, this.pos);
    this.pos++;
    const items: Node[] = [];
    if (this.text[this.pos] === ')') {
      this.pos++;
      return { kind: 'array', items, pos: start };
    }
    for (;;) {
      const itemStart = this.pos;
      const token = this.readToken();
      const ch = this.text[this.pos];
      if (ch === '(') throw new RqlError(`An array holds values only, found '(' at ${this.pos}`, this.pos);
      items.push({ kind: 'token', raw: token, pos: itemStart });
      if (ch === ',') {
        this.pos++;
        continue;
      }
      if (ch === ')') {
        this.pos++;
        return { kind: 'array', items, pos: start };
      }
      if (ch === undefined) throw new RqlError(`Unbalanced parenthesis at ${start}`, start);
      throw new RqlError(`Unexpected '${ch}' inside parentheses at ${this.pos}`, this.pos);
    }
  }
}

function interpret(nodes: Node[]): RqlQuery {
  const query: RqlQuery = { sort: [], count: false };
  const filters: RqlFilter[] = [];
  let sortSeen = false;
  for (const node of nodes) {
    if (node.kind !== 'call') throw new RqlError(`Expected an operator call at ${node.pos}`, node.pos);
    switch (node.name) {
      case 'sort':
        if (sortSeen) throw new RqlError(`Duplicate sort() at ${node.pos}`, node.pos);
        sortSeen = true;
        query.sort = toSort(node);
        break;
      case 'select':
        if (query.select) throw new RqlError(`Duplicate select() at ${node.pos}`, node.pos);
        query.select = toSelect(node);
        break;
      case 'limit':
        if (query.limit) throw new RqlError(`Duplicate limit() at ${node.pos}`, node.pos);
        query.limit = toLimit(node);
        break;
      case 'count':
        if (node.args.length > 0) throw new RqlError(`count() takes no arguments at ${node.pos}`, node.pos);
        query.count = true;
        break;
      default:
        filters.push(toFilter(node));
    }
  }
  if (filters.length === 1) query.filter = filters[0];
  else if (filters.length > 1) query.filter = { op: 'and', args: filters };
  return query;
}

function toFilter(node: Node): RqlFilter {
  if (node.kind !== 'call') throw new RqlError(`Expected an operator call at ${node.pos}`, node.pos);
  const { name, args, pos } = node;
  if (!FILTER_OPS.has(name)) {
    if (QUERY_OPS.has(name)) throw new RqlError(`'${name}' is allowed only at the top level (at ${pos})`, pos);
    throw new RqlError(`Unknown operator '${shorten(name)}' at ${pos}`, pos);
  }
  if (name === 'and' || name === 'or') return { op: name, args: args.map(toFilter) };
  if (args.length === 0) throw new RqlError(`'${name}' needs a field at ${pos}`, pos);
  const field = toField(args[0] as Node);
  const rest = args.slice(1);
  if (name === 'in' || name === 'out') {
    // Standard form `in(stav,(A,B))`; the older spread form `in(stav,A,B)` is still read.
    const only = rest[0];
    if (rest.length === 1 && only?.kind === 'array') return { op: name, field, values: only.items.map(toValue) };
    return { op: name, field, values: rest.map(toValue) };
  }
  if (rest.length !== 1) {
    throw new RqlError(`'${name}' takes a field and one value, got ${args.length} arguments at ${pos}`, pos);
  }
  const arg = rest[0] as Node;
  if (name === 'like') return { op: 'like', field, pattern: toLikePattern(arg) };
  return { op: name as RqlCompareOp, field, value: toValue(arg) };
}

function toSort(node: Node & { kind: 'call' }): RqlSort[] {
  if (node.args.length === 0) throw new RqlError(`sort() needs at least one field at ${node.pos}`, node.pos);
  return node.args.map((arg) => {
    const raw = rawToken(arg);
    const sign = raw[0];
    if (sign === '+' || sign === '-') {
      return { field: checkField(raw.slice(1), arg.pos + 1), dir: sign === '-' ? 'desc' : 'asc' };
    }
    return { field: checkField(raw, arg.pos), dir: 'asc' };
  });
}

function toSelect(node: Node & { kind: 'call' }): string[] {
  if (node.args.length === 0) throw new RqlError(`select() needs at least one field at ${node.pos}`, node.pos);
  return node.args.map(toField);
}

function toLimit(node: Node & { kind: 'call' }): { count: number; offset: number } {
  const { args, pos } = node;
  if (args.length < 1 || args.length > 2) {
    throw new RqlError(`limit() takes a count and an optional offset at ${pos}`, pos);
  }
  const count = toNonNegativeInteger(args[0] as Node, 'count');
  const offset = args.length > 1 ? toNonNegativeInteger(args[1] as Node, 'offset') : 0;
  return { count, offset };
}

function toNonNegativeInteger(node: Node, what: string): number {
  const raw = rawToken(node);
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n)) {
    throw new RqlError(`Limit ${what} must be a non-negative integer, found '${shorten(raw)}' at ${node.pos}`, node.pos);
  }
  return n;
}

function toField(node: Node): string {
  return checkField(rawToken(node), node.pos);
}

function checkField(raw: string, pos: number): string {
  if (!RQL_FIELD_PATTERN.test(raw)) throw new RqlError(`Invalid field name '${shorten(raw)}' at ${pos}`, pos);
  return raw;
}

/** Typed literal of a raw token, or undefined when the token is plain text. */
export function typedLiteral(raw: string): RqlValue | undefined {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (raw === 'null') return null;
  // Only canonical numbers are typed, so `007`, `1.50` or long digit codes keep their exact text.
  if (raw !== '' && /^-?[0-9]/.test(raw)) {
    const n = Number(raw);
    if (Number.isFinite(n) && String(n) === raw) return n;
  }
  return undefined;
}

function toValue(node: Node): RqlValue {
  const raw = rawToken(node);
  const converter = RQL_CONVERTER_PATTERN.exec(raw)?.[1];
  if (converter !== undefined) return convert(converter, raw.slice(converter.length + 1), node.pos);
  const typed = typedLiteral(raw);
  if (typed !== undefined) return typed;
  const star = raw.indexOf('*');
  if (star >= 0) {
    throw new RqlError(`Wildcard '*' is allowed only in like() at ${node.pos + star}`, node.pos + star);
  }
  return decode(raw, node.pos);
}

/** A value written with a converter prefix; an unknown converter or a value it cannot read is an error. */
function convert(converter: string, raw: string, pos: number): RqlValue {
  const at = pos + converter.length + 1;
  switch (converter) {
    case 'string':
      return decode(raw, at);
    case 'number': {
      const text = decode(raw, at);
      const n = Number(text);
      if (text.trim() === '' || !Number.isFinite(n)) throw new RqlError(`Converter 'number' cannot read '${shorten(text)}' at ${at}`, at);
      return n;
    }
    case 'boolean':
      if (raw === 'true' || raw === 'false') return raw === 'true';
      throw new RqlError(`Converter 'boolean' cannot read '${shorten(raw)}' at ${at}`, at);
    default:
      throw new RqlError(`Unknown converter '${shorten(converter)}:' at ${pos} (known: ${RQL_CONVERTERS.join(', ')}); percent-encode ':' as %3A to mean the text itself`, pos);
  }
}

/** A raw `*` is the wildcard; `%2A` decodes to a literal star, so split before decoding. */
function toLikePattern(node: Node): RqlLikePart[] {
  const raw = rawToken(node);
  const parts: RqlLikePart[] = [];
  let offset = node.pos;
  raw.split('*').forEach((segment, i) => {
    if (i > 0) {
      parts.push({ wildcard: true });
      offset++;
    }
    if (segment !== '') parts.push({ text: decode(segment, offset) });
    offset += segment.length;
  });
  return parts;
}

function rawToken(node: Node): string {
  if (node.kind === 'array') throw new RqlError(`An array is allowed only as the values of in() or out() at ${node.pos}`, node.pos);
  if (node.kind !== 'token') throw new RqlError(`Unexpected '(' after '${shorten(node.name)}' at ${node.pos}`, node.pos);
  return node.raw;
}

function decode(raw: string, pos: number): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    const bad = raw.indexOf('%');
    throw new RqlError(`Invalid percent-encoding in '${shorten(raw)}' at ${bad >= 0 ? pos + bad : pos}`, pos);
  }
}

/** Keeps error messages short when the offending text is long. */
function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
