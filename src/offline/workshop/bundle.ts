import { cacheAssessments } from '../assessments/cache';
import { cacheProgress } from '../coaching/cache-progress';
import { cacheRows } from '../store/cache-rows';
import { getOfflineDb, type OfflineDb } from '../store/db';
import { markReadyOffline } from '../store/meta';
import type {
  ActivityFields,
  AssessmentFields,
  CoachingSessionFields,
  FormFields,
  FormQuestionFields,
  PhaseFields,
  ProgressFields,
  QuestionFields,
  ScoringRuleFields,
  TemplateFields,
} from '../store/rows';

export interface WorkshopParticipant {
  user_id: string;
  full_name: string;
}

/** One open assessment with what answering it offline needs. */
export type BundleAssessment = AssessmentFields & {
  template?: TemplateFields | null;
  questions?: QuestionFields[];
  scoring_rule_id?: string | null;
  /** the rule itself, when the server sends it. */
  scoring_rule?: ScoringRuleFields | null;
};

/** What `workshop_device_bundle` answers (docs/workshop-tablets.md), in the app's own row shapes. */
export interface WorkshopBundle {
  device: Record<string, unknown>;
  team: { id: string; name: string };
  participants: WorkshopParticipant[];
  session: CoachingSessionFields | null;
  phases: PhaseFields[];
  activities: ActivityFields[];
  forms: (FormFields & { questions?: FormQuestionFields[] })[];
  assessments: BundleAssessment[];
  progress: ProgressFields[];
  scoring_rules?: ScoringRuleFields[];
}

/** What the readiness summary shows per participant. */
export interface ParticipantReadiness {
  userId: string;
  fullName: string;
  assessments: number;
  activities: number;
  forms: number;
}

function assessmentRow(row: BundleAssessment): AssessmentFields {
  const { template: _t, questions: _q, scoring_rule_id: _s, scoring_rule: _r, ...assessment } = row;
  return { ...assessment, answers: assessment.answers ?? {}, answer_times: assessment.answer_times ?? {} };
}

/**
 * Puts the bundle into the users' caches, each participant under their own user id, exactly as a
 * sign-in's "prepare offline" would have: their open assessments (templates, questions, rules), the
 * session's phases, activities and forms, and their own progress. Rows queued on the device keep
 * their local version (the cache writers merge).
 */
export async function cacheBundle(
  bundle: WorkshopBundle,
  db: OfflineDb = getOfflineDb(),
  now = new Date().toISOString(),
) {
  const readiness: ParticipantReadiness[] = [];
  const rules = [
    ...(bundle.scoring_rules ?? []),
    ...bundle.assessments.flatMap((a) => (a.scoring_rule ? [a.scoring_rule] : [])),
  ];
  const formQuestions = bundle.forms.flatMap((form) => form.questions ?? []);
  const forms = bundle.forms.map(({ questions: _q, ...form }) => form as FormFields);
  for (const participant of bundle.participants) {
    const owner = participant.user_id;
    const own = bundle.assessments.filter((a) => a.user_id === owner);
    await cacheAssessments(owner, own.map(assessmentRow), db);
    await cacheRows(
      'templates',
      owner,
      own.flatMap((a) => (a.template ? [a.template] : [])),
      db,
    );
    await cacheRows(
      'questions',
      owner,
      own.flatMap((a) => a.questions ?? []),
      db,
    );
    if (rules.length > 0) await cacheRows('scoringRules', owner, rules, db);
    if (bundle.session) await cacheRows('coachingSessions', owner, [bundle.session], db);
    await cacheRows('phases', owner, bundle.phases, db);
    await cacheRows('activities', owner, bundle.activities, db);
    await cacheRows('forms', owner, forms, db);
    await cacheRows('formQuestions', owner, formQuestions, db);
    await cacheProgress(
      owner,
      bundle.progress.filter((p) => p.user_id === owner),
      db,
    );
    for (const a of own) await markReadyOffline(db, owner, 'assessment', a.id, now);
    if (bundle.session) await markReadyOffline(db, owner, 'session', bundle.session.id, now);
    readiness.push({
      userId: owner,
      fullName: participant.full_name,
      assessments: own.length,
      activities: bundle.activities.length,
      forms: forms.length,
    });
  }
  return readiness;
}
