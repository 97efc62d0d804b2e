// bench:scale's reports, read over HTTP as the org admin (one RPC each, row-level security applied):
// the assessment report list over the organisation's teams (N/25 of them, 200 at 5,000) and the team
// report of the big team (N/25 people, 200 at 5,000), on the current schema and on the copy with the
// read policies of before, call by call in turn. Median of 7 calls each after one warm-up: time to
// the last byte, which is the server's time plus a loopback round trip.
import type { SupabaseClient } from '@supabase/supabase-js';
import { ACME } from './scale-data.ts';

export interface ReportFigures {
  listMs: number;
  listBeforeMs: number;
  listRows: number;
  teamMs: number;
  teamBeforeMs: number;
  teamRows: number;
  /** A one-row read on the same connection: the floor any report read pays. */
  floorMs: number;
}

/** The org admin signed in to the current backend and to the one with the policies of before. */
export interface Admins {
  now: SupabaseClient;
  before: SupabaseClient;
}

type Call = (client: SupabaseClient) => PromiseLike<{ data: unknown; error: { message: string } | null }>;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * The call on both backends in turn; NaN and the refusal when the read fails (a statement timeout is a
 * figure too: the read is too slow). Rows are the current backend's.
 */
async function interleaved(admins: Admins, call: Call, runs = 7) {
  const first = { now: await call(admins.now), before: await call(admins.before) };
  for (const [which, answer] of Object.entries(first))
    if (answer.error) console.log(`  refused (${which}): ${answer.error.message}`);
  const times = { now: [] as number[], before: [] as number[] };
  for (let i = 0; i < runs; i++)
    for (const which of i % 2 === 0 ? (['now', 'before'] as const) : (['before', 'now'] as const)) {
      if (first[which].error) continue;
      const t0 = performance.now();
      await call(admins[which]);
      times[which].push(performance.now() - t0);
    }
  const ms = (xs: number[]) => (xs.length ? median(xs) : Number.NaN);
  const data = first.now.data;
  return { ms: ms(times.now), beforeMs: ms(times.before), rows: Array.isArray(data) ? data.length : 1 };
}

export async function measureReports(admins: Admins, bigTeam: string): Promise<ReportFigures> {
  const floor = await interleaved(admins, (c) => c.from('organizations').select('id').eq('id', ACME));
  const list = await interleaved(admins, (c) => c.rpc('assessment_report_teams', { _organization_id: ACME }));
  const team = await interleaved(admins, (c) => c.rpc('team_assessment_report', { _team_id: bigTeam }));
  return {
    listMs: list.ms,
    listBeforeMs: list.beforeMs,
    listRows: list.rows,
    teamMs: team.ms,
    teamBeforeMs: team.beforeMs,
    teamRows: team.rows,
    floorMs: floor.ms,
  };
}
