import type { Statement, StatementResult } from '../db/statement-batch.ts';
import { MAX_RESPONSE_ROWS } from './limits.ts';

/**
 * `text` with only the bind parameters it uses, renumbered from $1: a statement cut out of a larger
 * one (the rows a read counts) must not be sent parameters it never mentions, whose types Postgres
 * could not determine. Quoted identifiers and literals are skipped.
 */
export function ownParameters(text: string, params: readonly unknown[]): Statement {
  const renumbered = new Map<number, number>();
  const own: unknown[] = [];
  const out = text.replace(/"(?:[^"]|"")*"|'(?:[^']|'')*'|\$(\d+)/g, (match, n: string | undefined) => {
    if (n === undefined) return match;
    let to = renumbered.get(Number(n));
    if (to === undefined) {
      own.push(params[Number(n) - 1]);
      to = own.length;
      renumbered.set(Number(n), to);
    }
    return `$${to}`;
  });
  return { text: out, params: own };
}

/**
 * The statement whose plan gives PostgREST's `count=planned` (and `estimated`): EXPLAIN of the rows
 * a read would count, under the caller's role, so row-level security shapes the estimate as it does
 * the rows.
 */
export function estimateStatement(counted: string, params: readonly unknown[]): Statement {
  const own = ownParameters(counted, params);
  return { text: `explain (format json) ${own.text}`, params: own.params };
}

/** The planner's row estimate out of estimateStatement's result. */
export function plannedRows(result: StatementResult | undefined): number | undefined {
  const cell = result?.rows[0] ? Object.values(result.rows[0])[0] : undefined;
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{ Plan?: { 'Plan Rows'?: number } }>;
  const rows = plan?.[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' ? Math.round(rows) : undefined;
}

/**
 * The total a read answers for `Prefer: count=`: exact counts all rows; planned takes the planner's
 * estimate; estimated takes the exact count while it stays within the rows one response may hold
 * (PostgREST's max-rows), else the larger of the two, as PostgREST does.
 */
export function countTotal(
  mode: 'exact' | 'planned' | 'estimated',
  exact: number | undefined,
  planned: number | undefined,
): number | undefined {
  if (mode === 'exact') return exact;
  if (mode === 'planned') return planned;
  if (exact === undefined || exact <= MAX_RESPONSE_ROWS) return exact;
  return Math.max(exact, planned ?? exact);
}
