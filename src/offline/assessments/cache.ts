import { getOfflineDb } from '../store/db';
import { mergeAnswers } from './answers';
import { earlierStart } from './started-at';
import type { AssessmentFields } from '../store/rows';

/**
 * Server rows of the user's assessments, merged with what is still local-only: answers per
 * question by action time (as the server will), and a local completion stays.
 */
export async function cacheAssessments(ownerId: string, rows: readonly AssessmentFields[], db = getOfflineDb()) {
  await db.transaction('rw', db.assessments, async () => {
    for (const server of rows) {
      const local = await db.assessments.get([ownerId, server.id]);
      if (!local) {
        await db.assessments.put({ ...server, answer_times: server.answer_times ?? {}, ownerId });
        continue;
      }
      const merged = server.completed_at
        ? { answers: server.answers, answer_times: server.answer_times }
        : mergeAnswers(local, { answers: server.answers, answer_times: server.answer_times ?? {} });
      const localCompletion = local.completed_at && !server.completed_at;
      await db.assessments.put({
        // A plain row of the table (offline preparation) does not erase the names a fuller read stored.
        ...local,
        ...server,
        ...(localCompletion
          ? {
              completed_at: local.completed_at,
              score: local.score,
              answers: local.answers,
              answer_times: local.answer_times,
            }
          : merged),
        // a start made on this device (maybe not yet sent) survives a refresh from the server
        started_at: earlierStart(local.started_at, server.started_at),
        ownerId,
      });
    }
  });
}
