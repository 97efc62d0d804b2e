import { getOfflineDb, type OfflineDb } from '../store/db';

/**
 * How many of one assessment's answers are kept on this device and still wait to be sent: the distinct
 * questions named by its queued saves and completion. Each answer counts once however often it changed.
 */
export async function countUnsentAnswers(
  ownerId: string,
  assessmentId: string,
  db: OfflineDb = getOfflineDb(),
): Promise<number> {
  const entries = await db.outbox.where('[ownerId+target]').equals([ownerId, assessmentId]).toArray();
  const questions = new Set<string>();
  for (const entry of entries) {
    if (entry.kind === 'assessment/save-partial' || entry.kind === 'assessment/complete') {
      for (const code of Object.keys(entry.payload.answers)) questions.add(code);
    }
  }
  return questions.size;
}
