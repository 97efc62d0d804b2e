import { pgrstError } from '../http/errors.ts';
import { readField, type FieldRef } from './parse-select.ts';

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];

export interface Condition {
  kind: 'condition';
  field: FieldRef;
  negate: boolean;
  op: Operator;
  /** For `in`: the list; for fts ops: [config?, query]; else a single value. */
  value: string | string[];
  ftsConfig?: string;
  /** `like(any).{a*,b*}`: the value is a Postgres array literal, compared with any or all of it. */
  quantifier?: 'any' | 'all';
}
export interface LogicTree {
  kind: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  children: Array<Condition | LogicTree>;
}
export type Filter = Condition | LogicTree;

export function malformed(what: string, detail: string) {
  return pgrstError(400, 'PGRST100', `"failed to parse filter (${what})" (${detail})`, detail);
}

/** Splits on commas at parenthesis depth 0, outside double quotes. */
export function splitTopLevel(s: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i] as string;
    if (c === '\\' && quoted && i + 1 < s.length) {
      current += c + s[i + 1];
      i++;
      continue;
    }
    if (c === '"') quoted = !quoted;
    else if (!quoted && c === '(') depth++;
    else if (!quoted && c === ')' && --depth < 0) throw new Error('unbalanced parentheses');
    if (!quoted && depth === 0 && c === ',') {
      parts.push(current);
      current = '';
      continue;
    }
    current += c;
  }
  if (quoted || depth !== 0) throw new Error('unbalanced quotes or parentheses');
  parts.push(current);
  return parts;
}

function unquote(v: string): string {
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) return v.slice(1, -1).replace(/\\(.)/g, '$1');
  return v;
}

/** Parses `[not.]op.value` (the part after `column=`). */
export function parseOperation(field: FieldRef, expr: string, inLogic: boolean): Condition {
  let rest = expr;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const opWithConfig = dot < 0 ? rest : rest.slice(0, dot);
  const raw = dot < 0 ? undefined : rest.slice(dot + 1);
  const ftsMatch = /^(fts|plfts|phfts|wfts)\(([a-z_]+)\)$/i.exec(opWithConfig);
  const quantified = /^(eq|neq|gt|gte|lt|lte|like|ilike|match|imatch)\((any|all)\)$/.exec(opWithConfig);
  const op = (ftsMatch ? ftsMatch[1] : quantified ? quantified[1] : opWithConfig) as Operator;
  if (!OPERATORS.includes(op) || raw === undefined) throw new Error(`unknown operator or missing value in "${expr}"`);
  if (op === 'in') {
    if (!raw.startsWith('(') || !raw.endsWith(')')) throw new Error('"in" needs a list in parentheses: in.(a,b)');
    const inside = raw.slice(1, -1);
    return { kind: 'condition', field, negate, op, value: inside === '' ? [] : splitTopLevel(inside).map(unquote) };
  }
  if (quantified && raw !== undefined) {
    if (!raw.startsWith('{') || !raw.endsWith('}')) throw new Error(`"${opWithConfig}" needs a list in braces: {a,b}`);
    return { kind: 'condition', field, negate, op, value: raw, quantifier: quantified[2] as 'any' | 'all' };
  }
  if (op === 'is' && !['null', 'true', 'false', 'unknown', 'not_null'].includes(raw.toLowerCase())) {
    throw new Error(`"is" accepts null, not_null, true, false or unknown, not "${raw}"`);
  }
  return { kind: 'condition', field, negate, op, value: inLogic ? unquote(raw) : raw, ftsConfig: ftsMatch?.[2] };
}

function parseLogicItem(item: string): Filter {
  const logic = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
  if (logic) return parseLogic(logic[2] as 'and' | 'or', Boolean(logic[1]), logic[3] as string);
  const [field, end] = readField(item, 0, ',().');
  if (!field.name || item[end] !== '.') throw new Error(`"${item}" is not column.operator.value`);
  return parseOperation(field, item.slice(end + 1), true);
}

/** Parses `(a.eq.1,b.gt.2,and(...))`, the value of `or=` / `and=`. */
export function parseLogic(op: 'and' | 'or', negate: boolean, value: string): LogicTree {
  if (!value.startsWith('(') || !value.endsWith(')')) throw new Error(`"${op}" needs its conditions in parentheses`);
  const children = splitTopLevel(value.slice(1, -1)).map((p) => parseLogicItem(p.trim()));
  return { kind: 'logic', op, negate, children };
}

export interface OrderTerm {
  field: FieldRef;
  descending: boolean;
  nulls?: 'first' | 'last';
}

export function parseOrder(raw: string): OrderTerm[] {
  try {
    return splitTopLevel(raw).map((term) => {
      const [field, end] = readField(term, 0, ',().');
      if (!field.name) throw new Error('empty column');
      const modifiers = term.slice(end).split('.').filter(Boolean);
      const out: OrderTerm = { field, descending: false };
      for (const m of modifiers) {
        if (m === 'asc' || m === 'desc') out.descending = m === 'desc';
        else if (m === 'nullsfirst' || m === 'nullslast') out.nulls = m === 'nullsfirst' ? 'first' : 'last';
        else throw new Error(`unknown order modifier "${m}"`);
      }
      return out;
    });
  } catch (error) {
    throw pgrstError(
      400,
      'PGRST100',
      `"failed to parse order (${raw})" (${error instanceof Error ? error.message : error})`,
      null,
    );
  }
}
