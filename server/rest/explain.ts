import { send } from '../http/send.ts';
import type { Statement } from '../db/statement-batch.ts';
import type { PlanMedia } from './media.ts';
import type { RestCall } from './rest-call.ts';
import { asCallerEnding } from './transaction.ts';

type PlanCall = Pick<RestCall, 'ctx' | 'caller' | 'req' | 'res' | 'path' | 'schema' | 'prefer'>;

/**
 * Answers `Accept: application/vnd.pgrst.plan` (media.ts) with the EXPLAIN of the statements the
 * request would run, under the caller's role, as PostgREST does when db-plan-enabled is on. The
 * transaction is always rolled back: with `options=analyze` the statements really run, and a request
 * for a plan must not change data.
 */
export async function answerPlan(r: PlanCall, plan: PlanMedia, statements: Statement[]): Promise<void> {
  const prefix = `explain (${[`format ${plan.format}`, ...plan.options].join(', ')}) `;
  const explained = statements.map((s) => ({ text: prefix + s.text, params: s.params }));
  const results = await asCallerEnding({ ...r, prefer: { ...r.prefer, rollback: true } }, explained);
  const rows = results.flatMap((result) => result.rows.map((row) => Object.values(row)[0]));
  // FORMAT JSON answers one array per statement; FORMAT TEXT one line per row.
  const body =
    plan.format === 'json'
      ? `${JSON.stringify(
          rows.flatMap((v) => (typeof v === 'string' ? (JSON.parse(v) as unknown[]) : (v as unknown[]))),
          null,
          2,
        )}\n`
      : rows.map((line) => `${String(line)}\n`).join('');
  send(r.res, 200, body, { 'Content-Type': `${plan.mime}; charset=utf-8` });
}
