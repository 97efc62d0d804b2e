// bench:scale's reports, read over HTTP as the org admin (one RPC each, row-level security applied):
// the assessment report list over the organisation's teams (N/25 of them, 200 at 5,000) and the team
// report of the big team (N/25 people, 200 at 5,000). Median of 7 calls after one warm-up: time to the
// last byte, which is the server's time plus a loopback round trip.
import type { SupabaseClient } from '@supabase/supabase-js';
import { ACME } from './scale-data.ts';

export interface ReportFigures {
  listMs: number;
  listRows: number;
  teamMs: number;
  teamRows: number;
  /** A one-row RPC on the same connection: the floor any report read pays. */
  floorMs: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** NaN and the refusal when the read fails (a statement timeout is a figure too: the read is too slow). */
async function timed(call: () => PromiseLike<{ data: unknown; error: { message: string } | null }>) {
  const first = await call();
  if (first.error) {
    console.log(`  refused: ${first.error.message}`);
    return { ms: Number.NaN, rows: 0 };
  }
  const runs: number[] = [];
  for (let i = 0; i < 7; i++) {
    const t0 = performance.now();
    await call();
    runs.push(performance.now() - t0);
  }
  return { ms: median(runs), rows: Array.isArray(first.data) ? first.data.length : 1 };
}

export async function measureReports(admin: SupabaseClient, bigTeam: string): Promise<ReportFigures> {
  const floor = await timed(() => admin.from('organizations').select('id').eq('id', ACME));
  const list = await timed(() => admin.rpc('assessment_report_teams', { _organization_id: ACME }));
  const team = await timed(() => admin.rpc('team_assessment_report', { _team_id: bigTeam }));
  return { listMs: list.ms, listRows: list.rows, teamMs: team.ms, teamRows: team.rows, floorMs: floor.ms };
}
