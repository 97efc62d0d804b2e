// Local-first reads: the backend when reachable (its answers stored on the device), the device copy
// otherwise. Screens render from the device copy through live queries.
import type { BackendClient } from '../../backend/backend-client';
import { reachability } from '../../backend/reachability';
import { replayJournal } from '../../offline/outbox';
import {
  fetchAssessmentType,
  fetchQuestions,
  fetchScoringRules,
  fetchUserAssessments,
  type QuestionQuery,
  type QuestionRow,
} from './api';
import { assessmentStatus } from './assessment-status';
import { resolveEvaluationType } from './defaults';
import {
  markAssessmentReadyOffline,
  readAssessment,
  readQuestions,
  readStoredTemplateVersion,
  storeAssessments,
  storeQuestions,
  storeScoringRules,
  storeTemplateVersion,
  type StoredAssessment,
} from './local-store';
import { DEFAULT_QUESTION_LANGUAGE, createQuestionLoader, type QuestionLoader } from './question-loader';

const questionLoaders = new WeakMap<BackendClient, QuestionLoader>();
/** assessment id -> the template's assessment_type_id (what scoring uses first). */
const templateTypes = new Map<string, string>();
/** assessment id -> the rule its template version scores with, when the version names one. */
const templateRules = new Map<string, string>();

function questionLoaderFor(client: BackendClient): QuestionLoader {
  let loader = questionLoaders.get(client);
  if (!loader) {
    loader = createQuestionLoader({ fetch: (query) => fetchQuestions(client, query) });
    questionLoaders.set(client, loader);
  }
  return loader;
}

/**
 * Device reads started ahead of the machine: the screen's first render starts them
 * (prefetch) and the machine's load actors take each once, instead of reading only after React has
 * committed the screen and run its effects. Shared by the render attempts React may discard
 * (Suspense), and only for a moment: a read older than WARM_MS is read again.
 */
const WARM_MS = 2_000;
const warm = new Map<string, { at: number; read: Promise<unknown> }>();
function take<T>(key: string, read: () => Promise<T>): Promise<T> {
  const entry = warm.get(key);
  warm.delete(key);
  return entry && performance.now() - entry.at < WARM_MS ? (entry.read as Promise<T>) : read();
}
function keep<T>(key: string, read: Promise<T>): Promise<T> {
  warm.set(key, { at: performance.now(), read });
  read.catch(() => undefined); // the actor that takes it reports the failure
  return read;
}
const isWarm = (key: string) => (warm.get(key)?.at ?? -Infinity) > performance.now() - WARM_MS;

/** Learnt from requests (src/backend/reachability), not from navigator.onLine. */
const backendReachable = () => reachability.get().status === 'reachable';

export interface AssessmentDataOptions {
  client: BackendClient;
  ownerId: string;
  isOnline?: () => boolean;
}

/** The feature's data access for one signed-in user. */
export function createAssessmentData({ client, ownerId, isOnline = backendReachable }: AssessmentDataOptions) {
  const questionLoader = questionLoaderFor(client);

  const assessmentKey = (id: string) => `${ownerId} assessment ${id}`;
  const questionsKey = (query: QuestionQuery) =>
    `${ownerId} questions ${query.templateId} ${query.evaluationType} ${query.language}`;

  /** The assessment on the device, after the journal's answers (a reload right after answering) are in it. */
  async function localAssessment(id: string): Promise<StoredAssessment | null> {
    await replayJournal(ownerId);
    return readAssessment(ownerId, id);
  }

  /** A read started a moment ago, else this one, kept for the load actors. */
  function warmOrKeep<T>(key: string, read: () => Promise<T>): Promise<T> {
    const entry = warm.get(key);
    return entry && isWarm(key) ? (entry.read as Promise<T>) : keep(key, read());
  }

  /**
   * Starts reading the assessment and then its questions from the device, for the load actors to take.
   * Resolves whether the device has both (the screen can then show a question without the network).
   */
  function prefetch(id: string, language: string): Promise<boolean> {
    return warmOrKeep(assessmentKey(id), () => localAssessment(id)).then(
      (row) => {
        const evaluationType = row ? resolveEvaluationType(row) : null;
        if (!row?.template_id || !evaluationType) return false;
        const query = { templateId: row.template_id, evaluationType, language };
        return warmOrKeep(questionsKey(query), () => storedQuestions(query)).then((rows) => rows.length > 0);
      },
      () => false,
    );
  }

  /** Questions from the device: the language asked for, else Italian. */
  async function storedQuestions(query: QuestionQuery): Promise<QuestionRow[]> {
    const rows = await readQuestions(ownerId, query);
    if (rows.length > 0 || query.language === DEFAULT_QUESTION_LANGUAGE) return rows;
    return readQuestions(ownerId, { ...query, language: DEFAULT_QUESTION_LANGUAGE });
  }

  async function fetchQuestions(query: QuestionQuery): Promise<QuestionRow[]> {
    const rows = await questionLoader.load(query);
    await storeQuestions(ownerId, rows);
    return rows;
  }

  /** Local first: questions on the device answer at once and are refreshed in the background. */
  async function loadQuestions(query: QuestionQuery): Promise<QuestionRow[]> {
    const stored = await take(questionsKey(query), () => storedQuestions(query));
    if (stored.length > 0) {
      if (isOnline()) fetchQuestions(query).catch(() => undefined);
      return stored;
    }
    return fetchQuestions(query);
  }

  async function refreshRules(): Promise<void> {
    await storeScoringRules(ownerId, await fetchScoringRules(client));
  }

  /** Downloads questions and rules of each open assessment, then marks it ready offline. */
  async function prepareOffline(rows: StoredAssessment[], language: string): Promise<void> {
    await refreshRules();
    for (const row of rows) {
      const evaluationType = resolveEvaluationType(row);
      if (assessmentStatus(row) === 'completed' || !row.template_id || !evaluationType) continue;
      try {
        const questions = await loadQuestions({ templateId: row.template_id, evaluationType, language });
        if (questions.length > 0) await markAssessmentReadyOffline(ownerId, row.id);
      } catch {
        // Not ready offline; the list simply shows no mark.
      }
    }
  }

  /** GET the user's assessments (with team and target names) into the device copy. */
  async function refreshList(options: { prepareOfflineIn?: string } = {}): Promise<void> {
    const rows = await fetchUserAssessments(client, ownerId);
    await storeAssessments(ownerId, rows);
    if (options.prepareOfflineIn)
      await prepareOffline(
        rows.map((row) => ({ ...row, ownerId })),
        options.prepareOfflineIn,
      );
  }

  /** The assessment to take: refreshed from the backend when possible, read from the device. */
  async function loadAssessment(id: string): Promise<StoredAssessment | null> {
    // An answer given just before a reload may still be in the write-ahead journal.
    const stored = await take(assessmentKey(id), () => localAssessment(id));
    await recallTemplateVersion(id, stored?.template_id);
    if (!isOnline()) return stored;
    const refresh = refreshAssessment(id);
    // Local first: a copy on the device renders now; the refresh reaches the screens through the device.
    if (stored) return stored;
    await refresh;
    return readAssessment(ownerId, id);
  }

  async function refreshAssessment(id: string): Promise<void> {
    try {
      const [, type] = await Promise.all([refreshList(), fetchAssessmentType(client, id), refreshRules()]);
      if (type?.assessment_type_id) templateTypes.set(id, type.assessment_type_id);
      if (type?.scoring_rule_id) templateRules.set(id, type.scoring_rule_id);
      if (type?.template_id && type.assessment_type_id)
        await storeTemplateVersion(ownerId, {
          id: type.template_id,
          assessment_type_id: type.assessment_type_id,
          scoring_rule_id: type.scoring_rule_id,
        });
    } catch {
      // Offline in all but name: the device copy decides.
    }
  }

  /** After a reload the maps are empty: the device's copy of the version gives its type and rule back. */
  async function recallTemplateVersion(id: string, templateId: string | null | undefined): Promise<void> {
    if (!templateId || templateTypes.has(id)) return;
    const version = await readStoredTemplateVersion(ownerId, templateId).catch(() => null);
    if (!version || templateTypes.has(id)) return;
    if (version.assessment_type_id) templateTypes.set(id, version.assessment_type_id);
    if (version.scoring_rule_id) templateRules.set(id, version.scoring_rule_id);
  }

  return {
    prefetch,
    refreshList,
    loadAssessment,
    loadQuestions,
    templateTypeOf: (id: string) => templateTypes.get(id) ?? null,
    /** The version's own rule (remembered on the device across reloads); without one the rule of the type scores. */
    templateRuleOf: (id: string) => templateRules.get(id) ?? null,
  };
}

export type AssessmentData = ReturnType<typeof createAssessmentData>;
