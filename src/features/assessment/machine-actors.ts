// The assessment machine's effects for the running app: reads through the loaders, every write
// through the offline layer (durable in IndexedDB with its outbox entry before "saved").
import type { BackendClient } from '../../backend/backend-client';
import { fromPromise } from 'xstate';
import { commit, newOperation, type CommitResult } from '../../offline/outbox';
import type { Json } from '../../offline/store';

import type {
  AssessmentQuestion,
  AssessmentRecord,
  CompleteInput,
  ComputeScoreInput,
  ComputeScoreOutput,
  LoadAssessmentInput,
  LoadQuestionsInput,
  PersistAnswerInput,
  SavePartialInput,
} from './assessment.types';
import type { AssessmentData } from './loaders';
import { forgetCachedScores, scoreAssessment } from './scorer';
import type { ScoreResult } from './scoring/types';

function ensureApplied(result: CommitResult): void {
  if (result.status === 'superseded') throw new Error(`Errore nel completamento dell'assessment: ${result.reason}`);
}

/** The scoring details stored in assessments.results (the score itself goes to assessments.score). */
export function resultsOf(result: ComputeScoreOutput): Json | undefined {
  const full = result as Partial<ScoreResult>;
  if (!full.details) return undefined;
  const { warnings: _warnings, ...details } = full.details;
  return JSON.parse(
    JSON.stringify({
      ...details,
      rule_id: full.ruleId ?? null,
      rule_type: full.ruleType ?? null,
      assessment_type: full.assessmentType ?? null,
    }),
  ) as Json;
}

export function createAssessmentActors({
  client,
  ownerId,
  data,
}: {
  client: BackendClient;
  ownerId: string;
  data: AssessmentData;
}) {
  return {
    loadAssessment: fromPromise<AssessmentRecord | null, LoadAssessmentInput>(async ({ input }) => {
      const record = await data.loadAssessment(input.assessmentId);
      // Its rules were just refreshed: scores cached for this type may come from an older rule.
      const type = data.templateTypeOf(input.assessmentId) ?? record?.assessment_type;
      if (type) forgetCachedScores(ownerId, [type]);
      return record;
    }),
    loadQuestions: fromPromise<AssessmentQuestion[], LoadQuestionsInput>(async ({ input }) =>
      data.loadQuestions(input),
    ),
    persistAnswer: fromPromise<void, PersistAnswerInput>(async ({ input }) => {
      await commit(
        newOperation('assessment/save-partial', {
          target: input.assessmentId,
          ownerId,
          actedAt: input.answeredAt,
          payload: {
            answers: { [input.questionCode]: input.value },
            answer_times: { [input.questionCode]: input.answeredAt },
            started_at: input.startedAt,
          },
        }),
      );
    }),
    savePartial: fromPromise<void, SavePartialInput>(async ({ input }) => {
      await commit(
        newOperation('assessment/save-partial', {
          target: input.assessmentId,
          ownerId,
          actedAt: input.savedAt,
          payload: { answers: input.answers, answer_times: input.answerTimes, started_at: input.startedAt },
        }),
      );
    }),
    computeScore: fromPromise<ComputeScoreOutput, ComputeScoreInput>(async ({ input }) => {
      const templateType = data.templateTypeOf(input.assessment.id);
      return scoreAssessment(client, ownerId, {
        assessment: input.assessment,
        template: templateType ? { assessment_type_id: templateType } : null,
        questions: input.questions.map((q) => ({
          ...q,
          metadata: (q.metadata ?? null) as Record<string, unknown> | null,
        })),
        answers: input.answers,
        ruleId: data.templateRuleOf?.(input.assessment.id) ?? null,
      });
    }),
    complete: fromPromise<void, CompleteInput>(async ({ input }) => {
      const results = resultsOf(input.result);
      ensureApplied(
        await commit(
          newOperation('assessment/complete', {
            target: input.assessmentId,
            ownerId,
            actedAt: input.completedAt,
            payload: {
              answers: input.answers,
              score: input.score,
              completed_at: input.completedAt,
              started_at: input.startedAt,
              ...(results === undefined ? {} : { results }),
            },
          }),
        ),
      );
    }),
  };
}
