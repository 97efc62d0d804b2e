// The coaching feature's reads of the device's copy, and the cache writes of the rows a
// user changes offline (submissions). Features call these and never query Dexie themselves.
import { getOfflineDb, type OfflineDb } from '../store/db';
import { readSnapshot, saveSnapshot } from '../store/snapshots';
import type {
  LocalActivity,
  LocalCoachingSession,
  LocalForm,
  LocalFormQuestion,
  LocalPhase,
  LocalProgress,
  LocalSubmission,
  SubmissionFields,
} from '../store/rows';

export function readCoachingSessions(ownerId: string, db: OfflineDb = getOfflineDb()): Promise<LocalCoachingSession[]> {
  return db.coachingSessions.where('ownerId').equals(ownerId).toArray();
}

export async function readCoachingSession(
  ownerId: string,
  id: string,
  db: OfflineDb = getOfflineDb(),
): Promise<LocalCoachingSession | null> {
  return (await db.coachingSessions.get([ownerId, id])) ?? null;
}

/** The program's phases by phase_number. */
export function readProgramPhases(
  ownerId: string,
  programId: string,
  db: OfflineDb = getOfflineDb(),
): Promise<LocalPhase[]> {
  return db.phases.where('[ownerId+program_id]').equals([ownerId, programId]).sortBy('phase_number');
}

/** The activities of these phases, by order_index. */
export async function readPhaseActivities(
  ownerId: string,
  phaseIds: readonly string[],
  db: OfflineDb = getOfflineDb(),
): Promise<LocalActivity[]> {
  if (phaseIds.length === 0) return [];
  const rows = await db.activities
    .where('[ownerId+phase_id]')
    .anyOf(phaseIds.map((id) => [ownerId, id]))
    .toArray();
  return rows.sort((a, b) => a.order_index - b.order_index);
}

export async function readActivity(
  ownerId: string,
  id: string,
  db: OfflineDb = getOfflineDb(),
): Promise<LocalActivity | null> {
  return (await db.activities.get([ownerId, id])) ?? null;
}

export async function readPhase(
  ownerId: string,
  id: string,
  db: OfflineDb = getOfflineDb(),
): Promise<LocalPhase | null> {
  return (await db.phases.get([ownerId, id])) ?? null;
}

/** The user's own progress in a session. */
export function readSessionProgress(
  ownerId: string,
  sessionId: string,
  db: OfflineDb = getOfflineDb(),
): Promise<LocalProgress[]> {
  return db.progress.where('[ownerId+session_id]').equals([ownerId, sessionId]).toArray();
}

export async function readActivityProgress(
  ownerId: string,
  sessionId: string,
  activityId: string,
  db: OfflineDb = getOfflineDb(),
): Promise<LocalProgress | null> {
  return (await db.progress.get([ownerId, sessionId, activityId])) ?? null;
}

export async function readFormOfActivity(
  ownerId: string,
  activityId: string,
  db: OfflineDb = getOfflineDb(),
): Promise<LocalForm | null> {
  return (await db.forms.where('[ownerId+activity_id]').equals([ownerId, activityId]).first()) ?? null;
}

/**
 * The server's answer for an activity's own form replaces what the device holds for that activity:
 * a form cached earlier (one the server no longer shows this user, such as another organisation's
 * form once hung from a library activity) would otherwise still be found first by readFormOfActivity.
 */
export async function replaceFormsOfActivity(
  ownerId: string,
  activityId: string,
  keepFormId: string | null,
  db: OfflineDb = getOfflineDb(),
): Promise<void> {
  await db.forms
    .where('[ownerId+activity_id]')
    .equals([ownerId, activityId])
    .filter((form) => form.id !== keepFormId)
    .delete();
}

export async function readForm(ownerId: string, id: string, db: OfflineDb = getOfflineDb()): Promise<LocalForm | null> {
  return (await db.forms.get([ownerId, id])) ?? null;
}

export function readFormQuestions(
  ownerId: string,
  formId: string,
  db: OfflineDb = getOfflineDb(),
): Promise<LocalFormQuestion[]> {
  return db.formQuestions.where('[ownerId+form_id]').equals([ownerId, formId]).sortBy('order_index');
}

/** The user's own submission of a form (one per form and user). */
export async function readSubmission(
  ownerId: string,
  formId: string,
  db: OfflineDb = getOfflineDb(),
): Promise<LocalSubmission | null> {
  const rows = await db.submissions.where('[ownerId+form_id]').equals([ownerId, formId]).toArray();
  return rows.find((row) => row.user_id === ownerId) ?? null;
}

/**
 * Server submissions; while an entry for one is queued, the local row wins. The server keeps one
 * submission per form and user under the id it first got, so a local copy of the same form and user
 * under another id (made on this device before it saw the server's) is replaced, once pushed.
 */
export async function cacheSubmissions(
  ownerId: string,
  rows: readonly SubmissionFields[],
  db: OfflineDb = getOfflineDb(),
): Promise<void> {
  await db.transaction('rw', db.submissions, db.outbox, async () => {
    const entries = await db.outbox.where('ownerId').equals(ownerId).toArray();
    const queued = new Set(entries.map((entry) => entry.target));
    const fresh = rows.filter((row) => !queued.has(row.id));
    const stale = await db.submissions
      .where('ownerId')
      .equals(ownerId)
      .filter(
        (local) =>
          !queued.has(local.id) &&
          fresh.some((row) => row.form_id === local.form_id && row.user_id === local.user_id && row.id !== local.id),
      )
      .primaryKeys();
    await db.submissions.bulkDelete(stale);
    await db.submissions.bulkPut(fresh.map((row) => ({ ...row, ownerId })));
  });
}

const templateFormKey = (templateId: string) => `coaching:activity-template-form:${templateId}`;

/** Step 4 of the form lookup offline: an activity template's source_form_template_id, as last read. */
export async function readTemplateFormId(
  ownerId: string,
  templateId: string,
  db: OfflineDb = getOfflineDb(),
): Promise<string | null> {
  return (await readSnapshot<string | null>(ownerId, templateFormKey(templateId), db)) ?? null;
}

export function saveTemplateFormId(
  ownerId: string,
  templateId: string,
  formId: string | null,
  db: OfflineDb = getOfflineDb(),
): Promise<void> {
  return saveSnapshot(ownerId, templateFormKey(templateId), formId, db);
}
