// After a run: what the member did (confirmed on the device) against what the database holds, read
// as the service role over HTTP. Per operation: reached (its effect, or a later action on the same
// field, is what is stored), lost (nothing of it is stored), out of order (an earlier action on the
// same field is stored instead), duplicated (a chat message stored more than once).
import type { TestClient } from '../../tests/support/backend.ts';
import { ACTIVITIES, SESSION } from './member.ts';

export interface Made {
  seq: number;
  kind: 'answer' | 'complete' | 'progress' | 'chat';
  key: string;
  value: string;
  /** the device held it when the harness looked (the app's "saved") */
  saved: boolean;
  /** wall-clock ms of the click, for the completion time check */
  at: number;
}

export interface Tally {
  made: number;
  saved: number;
  reached: number;
  lost: number;
  duplicated: number;
  outOfOrder: number;
  notes: string[];
}

export const emptyTally = (): Tally => ({
  made: 0,
  saved: 0,
  reached: 0,
  lost: 0,
  duplicated: 0,
  outOfOrder: 0,
  notes: [],
});

interface Stored {
  answers: Record<string, string>;
  completedAt: string | null;
  progress: Record<string, string>;
  chat: { message: string; created_at: string }[];
}

export async function readStored(
  service: TestClient,
  memberId: string,
  assessmentId: string,
  runTag: string,
): Promise<Stored> {
  const [assessment, progress, chat] = await Promise.all([
    service.from('assessments').select('answers, completed_at').eq('id', assessmentId).single(),
    service
      .from('user_activity_progress')
      .select('activity_id, status')
      .eq('user_id', memberId)
      .eq('session_id', SESSION)
      .in('activity_id', ACTIVITIES),
    service.from('team_chat_messages').select('message, created_at').like('message', `%${runTag}%`).order('created_at'),
  ]);
  for (const { error } of [assessment, progress, chat])
    if (error) throw new Error(`reading the database: ${error.message}`);
  const row = assessment.data as { answers: Record<string, string> | null; completed_at: string | null };
  return {
    answers: row.answers ?? {},
    completedAt: row.completed_at,
    progress: Object.fromEntries((progress.data ?? []).map((p) => [p.activity_id as string, p.status as string])),
    chat: (chat.data ?? []) as Stored['chat'],
  };
}

/**
 * Last-writer-wins fields (answers, progress): each saved operation against the stored value of its field.
 * `ops` holds every operation on the field, the unconfirmed ones too: one the device never confirmed (the tab
 * closed right after the click) may still have landed, and a later one of those stored is the user's own later
 * action, not a loss of the confirmed ones before it (seed 97).
 */
function judgeField(ops: Made[], stored: string | undefined, tally: Tally, label: string): void {
  ops.forEach((op, i) => {
    if (!op.saved) return;
    const laterOrSelf = ops.slice(i).map((o) => o.value);
    if (stored !== undefined && laterOrSelf.includes(stored)) tally.reached++;
    else if (stored !== undefined && ops.slice(0, i).some((o) => o.value === stored)) {
      tally.outOfOrder++;
      tally.notes.push(
        `${label}: stored ${stored}, the user's later ${op.value} (step ${op.seq}) lost to an earlier action`,
      );
    } else {
      tally.lost++;
      tally.notes.push(`${label}: ${op.value} (step ${op.seq}) not stored (stored: ${stored ?? 'nothing'})`);
    }
  });
}

export function judge(made: Made[], stored: Stored): Tally {
  const tally = emptyTally();
  tally.made = made.length;
  const saved = made.filter((op) => op.saved);
  tally.saved = saved.length;
  const completion = saved.find((op) => op.kind === 'complete');
  for (const code of new Set(saved.filter((op) => op.kind === 'answer').map((op) => op.key))) {
    judgeField(
      made.filter((op) => op.kind === 'answer' && op.key === code),
      stored.answers[code],
      tally,
      `answer ${code}`,
    );
  }
  if (completion) {
    if (stored.completedAt) {
      tally.reached++;
      // The user's time, not the sync's: within the click's second.
      const drift = Math.abs(Date.parse(stored.completedAt) - completion.at);
      if (drift > 5000)
        tally.notes.push(`completed_at ${stored.completedAt} is ${Math.round(drift / 1000)} s away from the click`);
    } else {
      tally.lost++;
      tally.notes.push(`completion (step ${completion.seq}) not stored`);
    }
  }
  for (const activity of new Set(saved.filter((op) => op.kind === 'progress').map((op) => op.key))) {
    judgeField(
      made.filter((op) => op.kind === 'progress' && op.key === activity),
      stored.progress[activity],
      tally,
      `progress ${activity.slice(-1)}`,
    );
  }
  const sent = saved.filter((op) => op.kind === 'chat');
  const order: string[] = [];
  for (const op of sent) {
    const copies = stored.chat.filter((row) => row.message === op.value).length;
    if (copies === 0) {
      tally.lost++;
      tally.notes.push(`chat "${op.value}" not stored`);
      continue;
    }
    tally.reached++;
    order.push(op.value);
    if (copies > 1) {
      tally.duplicated += copies - 1;
      tally.notes.push(`chat "${op.value}" stored ${copies} times`);
    }
  }
  // Stored order (created_at: the time the user sent it) against the order the user sent them in.
  const storedOrder = [...new Set(stored.chat.map((row) => row.message))].filter((message) => order.includes(message));
  storedOrder.forEach((message, i) => {
    if (message !== order[i]) {
      tally.outOfOrder++;
      tally.notes.push(`chat "${message}" stored at position ${i + 1}, sent at ${order.indexOf(message) + 1}`);
    }
  });
  return tally;
}
