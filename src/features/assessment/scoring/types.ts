import type { MessageDescriptor } from '@lingui/core';

/** A row of scoring_rule_templates (the fields scoring reads). */
export interface ScoringRule {
  id: string;
  name?: string | null;
  rule_type: string;
  calculation_formula: unknown;
  applicable_assessment_types: readonly string[] | null;
  is_system_default: boolean | null;
  /** A rule switched off (false) is never used. */
  is_active?: boolean | null;
}

/** An option after `normalizeOptions`: always an object with an id and a text. */
export interface NormalizedOption {
  id: string;
  text: string;
  profileCode?: string;
  dimension?: string;
  value?: string | number;
}

/** The question fields scoring reads (assessment_questions). */
export interface ScoringQuestion {
  id?: string;
  item_code: string;
  response_type: string;
  options?: unknown;
  metadata?: Record<string, unknown> | null;
}

/** A question with its options normalised, as evaluators and custom logic receive it. */
export interface PreparedQuestion {
  item_code: string;
  response_type: string;
  options: NormalizedOption[];
  metadata: Record<string, unknown>;
}

/** Answers: question item code -> value held as a string. */
export type Answers = Record<string, string>;

export interface ScoringAssessment {
  id?: string;
  assessment_type?: string | null;
}

export interface ScoringTemplate {
  assessment_type_id?: string | null;
}

export interface ScoreInput {
  assessment: ScoringAssessment;
  template?: ScoringTemplate | null;
  questions: readonly ScoringQuestion[] | null | undefined;
  answers: Readonly<Record<string, unknown>> | null | undefined;
  /** Score with this rule (scoring_rule_templates.id) instead of looking it up by type. */
  ruleId?: string | null;
}

export interface ScoreDetails {
  dimension_scores?: Record<string, number>;
  dominant_profile?: string;
  type?: string;
  preferences?: Record<string, number>;
  /** Personality-work alignment in percent (an alignment rule). */
  alignment?: number;
  dominant_passion?: string;
  prevalent_work?: string;
  /** Whatever else a custom rule returned. */
  extra?: Record<string, unknown>;
  warnings: string[];
}

export interface ScoreResult {
  /** Integer 0-100: what the completion stores in assessments.score. */
  score: number;
  assessmentType: string;
  ruleId: string | null;
  ruleType: string;
  details: ScoreDetails;
}

/** What an evaluator produces before the scorer adds rule and type. */
export interface Evaluation {
  score: number;
  details: Omit<ScoreDetails, 'warnings'>;
  warnings?: string[];
}

export interface EvaluationContext {
  rule: ScoringRule;
  questions: PreparedQuestion[];
  answers: Answers;
  runner: CustomLogicRunner;
}

export type Evaluator = (ctx: EvaluationContext) => Promise<Evaluation> | Evaluation;

/** Input handed to custom logic (plain JSON, crosses into the sandbox). */
export interface CustomLogicInput {
  answers: Answers;
  questions: PreparedQuestion[];
}

export type CustomLogicOutcome =
  | { ok: true; value: unknown }
  | { ok: false; kind: 'syntax' | 'runtime'; message: string }
  | { ok: false; kind: 'timeout'; timeoutMs: number };

/** Runs a rule's custom_logic in isolation (a Web Worker in the browser, worker_threads + vm in Node). */
export interface CustomLogicRunner {
  run(logic: string, input: CustomLogicInput): Promise<CustomLogicOutcome>;
}

/** Where rules come from: the backend online, the locally stored copy offline. */
export interface ScoringRuleSource {
  getById(id: string): Promise<ScoringRule | null>;
  /** Rules whose applicable_assessment_types contain the type, system default first. */
  listForType(assessmentType: string): Promise<ScoringRule[]>;
}

export type { MessageDescriptor };
