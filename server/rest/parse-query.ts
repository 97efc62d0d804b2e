import { pgrstError } from '../http/errors.ts';
import { readField } from './parse-select.ts';
import { malformed, parseLogic, parseOperation, parseOrder, type Filter, type OrderTerm } from './parse-filter.ts';
import { parseSelect, type SelectItem } from './parse-select.ts';
import { limitExceeded, MAX_FILTER_DEPTH, nestingDepth } from './limits.ts';

/** Filters, order and paging that apply at one level: the root ('' path) or an embedded resource. */
export interface Level {
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}
export interface ParsedQuery {
  select: SelectItem[];
  levels: Map<string, Level>; // key: embed path joined with '.', '' for the root
  onConflict?: string[];
  columns?: string[];
  rpcArgs: Map<string, string>; // every parameter that is not a keyword, for GET rpc
}

export function levelOf(levels: Map<string, Level>, path: string): Level {
  let level = levels.get(path);
  if (!level) {
    level = { filters: [], order: [] };
    levels.set(path, level);
  }
  return level;
}

function nonNegativeInt(key: string, value: string): number {
  if (!/^\d+$/.test(value))
    throw pgrstError(400, 'PGRST100', `"failed to parse ${key} (${value})" (expected a non-negative integer)`, null);
  return Number(value);
}

function splitPath(key: string): [string, string] {
  const dot = key.lastIndexOf('.');
  return dot < 0 ? ['', key] : [key.slice(0, dot), key.slice(dot + 1)];
}

function names(raw: string): string[] {
  return raw
    .split(',')
    .map((c) => c.trim().replace(/^"(.*)"$/, '$1'))
    .filter(Boolean);
}

/** Turns PostgREST's query string into a structured request. `rpcArgNames` are treated as arguments, not filters. */
export function parseQuery(params: URLSearchParams, rpcArgNames: Set<string> = new Set()): ParsedQuery {
  const query: ParsedQuery = { select: parseSelect(params.get('select')), levels: new Map(), rpcArgs: new Map() };
  levelOf(query.levels, '');
  for (const [key, value] of params) {
    if (key === 'select') continue;
    if (key === 'on_conflict') {
      query.onConflict = names(value);
      continue;
    }
    if (key === 'columns') {
      query.columns = names(value);
      continue;
    }
    if (rpcArgNames.has(key)) {
      query.rpcArgs.set(key, value);
      continue;
    }
    const [path, last] = splitPath(key);
    if (last === 'order') {
      levelOf(query.levels, path).order.push(...parseOrder(value));
      continue;
    }
    if (last === 'limit') {
      levelOf(query.levels, path).limit = nonNegativeInt(key, value);
      continue;
    }
    if (last === 'offset') {
      levelOf(query.levels, path).offset = nonNegativeInt(key, value);
      continue;
    }
    try {
      const logic = /^(not\.)?(and|or)$/.exec(last);
      if (logic) {
        // Checked in one pass first: the parser's cost grows with depth times length.
        if (nestingDepth(value, '(', ')') > MAX_FILTER_DEPTH) {
          throw limitExceeded(
            `Filter "${key}" nests conditions deeper than ${MAX_FILTER_DEPTH} levels: refused`,
            'Write the condition with fewer nested and()/or() groups',
          );
        }
        levelOf(query.levels, path).filters.push(parseLogic(logic[2] as 'and' | 'or', Boolean(logic[1]), value));
        continue;
      }
      // A filter key is a column (maybe with a JSON path) optionally prefixed by embed names: teams.name, a.b.col.
      const firstArrow = key.indexOf('->');
      const head = firstArrow < 0 ? key : key.slice(0, firstArrow);
      const [fieldPath] = splitPath(head);
      const [field, end] = readField(key, fieldPath ? fieldPath.length + 1 : 0, ',()');
      if (end !== key.length || !field.name) throw new Error(`"${key}" is not a column`);
      levelOf(query.levels, fieldPath).filters.push(parseOperation(field, value, false));
    } catch (error) {
      if (error instanceof Error && 'status' in error) throw error;
      throw malformed(`${key}=${value}`, error instanceof Error ? error.message : String(error));
    }
  }
  return query;
}
