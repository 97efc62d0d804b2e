import { HttpError, pgrstError } from '../http/errors.ts';
import { limitExceeded, MAX_EMBED_DEPTH, MAX_EMBEDS } from './limits.ts';

/** A column, possibly with a JSON path (col->a->>b) and a cast (::text). */
export interface FieldRef {
  name: string;
  jsonPath: Array<{ arrow: '->' | '->>'; key: string }>;
}
export type Aggregate = 'count' | 'sum' | 'avg' | 'max' | 'min';
export interface ColumnItem {
  kind: 'column';
  /** For `count()` alone, the name is empty: it counts rows. */
  field: FieldRef;
  alias?: string;
  cast?: string;
  /** `col.sum()`, `count()`: the level's rows are grouped by its other columns. */
  aggregate?: Aggregate;
}
const AGGREGATES = new Set<string>(['count', 'sum', 'avg', 'max', 'min']);
export interface EmbedItem {
  kind: 'embed';
  relation: string;
  alias?: string;
  hint?: string;
  inner: boolean;
  spread: boolean;
  select: SelectItem[];
}
export type SelectItem = { kind: 'star' } | ColumnItem | EmbedItem;

// One-word type names (plus the two common two-word ones); nothing else can reach the SQL text.
const CAST = /^([a-z_][a-z0-9_]*|double precision|character varying)(\[\])?$/i;

function parseError(source: string, message: string) {
  return pgrstError(400, 'PGRST100', `"failed to parse select parameter (${source})" (${message})`, message);
}

/** Reads a name: a double-quoted identifier or a run of characters that are not grammar punctuation. */
export function readName(s: string, pos: number, stops = ',()!:.'): [string, number] {
  if (s[pos] === '"') {
    let out = '';
    let i = pos + 1;
    for (; i < s.length; i++) {
      if (s[i] === '"') {
        if (s[i + 1] === '"') {
          out += '"';
          i++;
          continue;
        }
        return [out, i + 1];
      }
      out += s[i];
    }
    throw new Error('unterminated quoted identifier');
  }
  let i = pos;
  while (
    i < s.length &&
    !stops.includes(s[i] as string) &&
    !(s[i] === '-' && s[i + 1] === '>') &&
    !(s[i] === ':' && s[i + 1] === ':')
  )
    i++;
  return [s.slice(pos, i).trim(), i];
}

/** Parses `col->a->>b` starting at pos. */
export function readField(s: string, pos: number, stops?: string): [FieldRef, number] {
  const [name, after] = readName(s, pos, stops);
  let i = after;
  const jsonPath: FieldRef['jsonPath'] = [];
  while (s.startsWith('->', i)) {
    const arrow = s.startsWith('->>', i) ? '->>' : '->';
    const [key, next] = readName(s, i + arrow.length, stops);
    if (!key) throw new Error('empty JSON key');
    jsonPath.push({ arrow, key });
    i = next;
  }
  return [{ name, jsonPath }, i];
}

/** Embeds met so far in one select; checked as the parse goes, before any recursion gets deep. */
interface EmbedCount {
  embeds: number;
}

function parseList(s: string, start: number, depth: number, seen: EmbedCount): [SelectItem[], number] {
  const nested = depth > 0;
  const items: SelectItem[] = [];
  let i = start;
  for (;;) {
    const [item, next] = parseItem(s, i, depth, seen);
    items.push(item);
    i = next;
    if (s[i] === ',') {
      i++;
      continue;
    }
    if (nested && s[i] === ')') return [items, i + 1];
    if (!nested && i === s.length) return [items, i];
    throw new Error(`unexpected "${s.slice(i, i + 10) || 'end of input'}"`);
  }
}

function checkEmbedLimits(depth: number, seen: EmbedCount): void {
  if (depth > MAX_EMBED_DEPTH) {
    throw limitExceeded(
      `Embedded resources nested deeper than ${MAX_EMBED_DEPTH} levels are refused`,
      'Select fewer levels of embedded resources and read the rest in another request',
    );
  }
  if (++seen.embeds > MAX_EMBEDS) {
    throw limitExceeded(
      `More than ${MAX_EMBEDS} embedded resources in one select are refused`,
      'Split the select into several requests',
    );
  }
}

function parseItem(s: string, start: number, depth: number, seen: EmbedCount): [SelectItem, number] {
  let i = start;
  if (s[i] === '*') return [{ kind: 'star' }, i + 1];
  const spread = s.startsWith('...', i);
  if (spread) i += 3;
  let [first, next] = readField(s, i);
  let alias: string | undefined;
  if (s[next] === ':' && s[next + 1] !== ':') {
    alias = first.name;
    if (first.jsonPath.length) throw new Error('an alias cannot have a JSON path');
    [first, next] = readField(s, next + 1);
  }
  if (!first.name) throw new Error('empty column name');
  i = next;
  let aggregate: Aggregate | undefined;
  if (first.name === 'count' && !first.jsonPath.length && s.startsWith('()', i)) {
    // `count()`: the rows counted (PostgREST's aggregate, not an embed named count).
    aggregate = 'count';
    first = { name: '', jsonPath: [] };
    i += 2;
  } else if (s[i] === '.') {
    const [fn, after] = readName(s, i + 1);
    if (!AGGREGATES.has(fn) || !s.startsWith('()', after)) throw new Error(`unexpected ".${fn}"`);
    aggregate = fn as Aggregate;
    i = after + 2;
  }
  if (!aggregate && (s[i] === '!' || s[i] === '(')) {
    if (first.jsonPath.length) throw new Error('a relation cannot have a JSON path');
    let hint: string | undefined;
    let inner = false;
    while (s[i] === '!') {
      const [word, after] = readName(s, i + 1);
      if (word === 'inner') inner = true;
      else if (word !== 'left') hint = word;
      i = after;
    }
    if (s[i] !== '(') throw new Error('expected "(" after an embedded resource');
    checkEmbedLimits(depth + 1, seen);
    const [select, after] =
      s[i + 1] === ')' ? ([[], i + 2] as [SelectItem[], number]) : parseList(s, i + 1, depth + 1, seen);
    return [{ kind: 'embed', relation: first.name, alias, hint, inner, spread, select }, after];
  }
  if (spread) throw new Error('"..." only applies to embedded resources');
  let cast: string | undefined;
  if (s.startsWith('::', i)) {
    const [type, after] = readName(s, i + 2);
    if (!CAST.test(type)) throw new Error(`invalid cast "${type}"`);
    cast = type;
    i = after;
  }
  return [{ kind: 'column', field: first, alias, cast, aggregate }, i];
}

/** Parses PostgREST's `select` parameter (whitespace outside quotes is ignored, as PostgREST does). */
export function parseSelect(raw: string | null): SelectItem[] {
  if (raw === null || raw.trim() === '') return [{ kind: 'star' }];
  const s = raw.replace(/("[^"]*")|\s+/g, (_m, quoted: string | undefined) => quoted ?? '');
  try {
    return parseList(s, 0, 0, { embeds: 0 })[0];
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw parseError(raw, error instanceof Error ? error.message : String(error));
  }
}
