// An in-memory model of the server's merge contract (team CONTEXT "Schema support for offline
// merge"), written independently of the client's merge code so the tests can catch either.
import type { RestRequest } from '../operations/handler';
import type { PushOutcome } from '../outbox/types';

type Row = Record<string, unknown>;
type Times = Record<string, string>;

const ms = (iso: unknown) => (typeof iso === 'string' ? Date.parse(iso) : Number.NEGATIVE_INFINITY);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const checkViolation = (message: string): PushOutcome => ({ ok: false, status: 400, code: '23514', message });

export class ServerModel {
  readonly tables: Record<string, Map<string, Row>> = {
    assessments: new Map(),
    user_activity_progress: new Map(),
    assignment_submissions: new Map(),
    ai_suggestions: new Map(),
  };
  /** requests that reached the database (including no-ops and refusals). */
  applied = 0;

  seed(table: string, row: Row): void {
    this.tables[table]!.set(this.keyOf(table, row), structuredClone(row));
  }

  row(table: string, key: string): Row | undefined {
    return this.tables[table]!.get(key);
  }

  execute(request: RestRequest): PushOutcome {
    this.applied += 1;
    const rows = this.tables[request.table];
    if (!rows) return { ok: false, status: 404, code: '42P01', message: `relation ${request.table} does not exist` };
    if (request.method === 'update') {
      const old = rows.get(request.match.id ?? '');
      if (!old) return { ok: false, status: 404, code: 'PGRST116', message: 'not found' };
      return this.write(request.table, old, { ...old, ...structuredClone(request.body) });
    }
    const incoming = structuredClone(request.body);
    const old = rows.get(this.keyOf(request.table, incoming));
    if (!old) {
      rows.set(this.keyOf(request.table, incoming), incoming);
      return { ok: true };
    }
    return this.write(request.table, old, { ...old, ...incoming });
  }

  private keyOf(table: string, row: Row): string {
    return table === 'user_activity_progress' ? `${row.user_id}|${row.activity_id}|${row.session_id}` : String(row.id);
  }

  /** The BEFORE UPDATE triggers. */
  private write(table: string, old: Row, next: Row): PushOutcome {
    let row = next;
    if (table === 'assessments') {
      row = mergeAssessment(old, next);
      const changed = ['answers', 'score', 'completed_at'].some((field) => !same(old[field], row[field]));
      if (old.completed_at && changed) return checkViolation(`assessment_completed: ${String(old.id)}`);
      if (old.completed_at) row = { ...row, answer_times: old.answer_times };
    }
    if (table === 'user_activity_progress') {
      const regress = old.status === 'completed' && row.status !== 'completed';
      if (regress || ms(row.updated_at) < ms(old.updated_at)) row = old;
    }
    if (table === 'assignment_submissions' && old.status === 'submitted') {
      if (!same(old.answers, row.answers)) return checkViolation(`submission_submitted: ${String(old.id)}`);
      row = { ...row, status: old.status, submitted_at: old.submitted_at };
    }
    if (table === 'ai_suggestions' && ms(row.status_changed_at) < ms(old.status_changed_at)) {
      row = {
        ...row,
        status: old.status,
        accepted_at: old.accepted_at,
        user_modifications: old.user_modifications,
        status_changed_at: old.status_changed_at,
      };
    }
    this.tables[table]!.set(this.keyOf(table, row), row);
    return { ok: true };
  }
}

function mergeAssessment(old: Row, next: Row): Row {
  const oldAnswers = (old.answers ?? {}) as Record<string, unknown>;
  const oldTimes = (old.answer_times ?? {}) as Times;
  const newAnswers = (next.answers ?? {}) as Record<string, unknown>;
  const newTimes = (next.answer_times ?? {}) as Times;
  const answers = { ...oldAnswers };
  const answer_times = { ...oldTimes };
  for (const [code, value] of Object.entries(newAnswers)) {
    if (ms(oldTimes[code]) > ms(newTimes[code])) continue;
    answers[code] = value;
    if (newTimes[code] !== undefined) answer_times[code] = newTimes[code];
  }
  return { ...next, answers, answer_times };
}
