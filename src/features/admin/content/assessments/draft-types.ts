/** The template editor's model: one question holds its Italian and English text side by side. */

export const RESPONSE_TYPES = [
  'single_choice',
  'multiple_choice',
  'likert_5',
  'likert_scale',
  'slider',
  'ranking',
  'rating_matrix',
  'date_advanced',
] as const;
export type ResponseType = (typeof RESPONSE_TYPES)[number];

export const ASSESSMENT_TYPES = ['tpm', 'mbti', 'twn', 'combined', 'leadership'] as const;
export type AssessmentType = (typeof ASSESSMENT_TYPES)[number];

export const EVALUATION_TYPES = ['self', 'manager', 'peer'] as const;
export type EvaluationType = (typeof EVALUATION_TYPES)[number];

export const RULE_TYPES = ['average', 'dimension', 'mbti', 'alignment', 'custom'] as const;
export type RuleType = (typeof RULE_TYPES)[number];

export type Language = 'it' | 'en';
export type LocalText = Record<Language, string>;

export interface DraftOption {
  /** Stable key for React and reordering; never stored. */
  key: string;
  id: string;
  text: LocalText;
  profileCode: string;
  dimension: string;
}

export interface SliderSettings {
  min: number;
  max: number;
  step: number;
}

export interface DraftQuestion {
  key: string;
  itemCode: string;
  responseType: ResponseType;
  evaluationType: EvaluationType;
  questionType: string | null;
  text: LocalText;
  help: LocalText;
  required: boolean;
  section: string;
  dimension: string;
  options: DraftOption[];
  slider: SliderSettings;
  /** Metadata keys the editor does not edit (matrix columns, a pole), kept as they were. */
  extraMetadata: Record<string, unknown>;
}

export interface RuleDraft {
  ruleType: RuleType;
  name: string;
  scaleMin: number;
  scaleMax: number;
  dimensions: string[];
  passionItems: string[];
  workItems: string[];
  customLogic: string;
}

export interface TemplateDraft {
  /** The version this draft edits; null for a new template. */
  sourceId: string | null;
  /** null: the library (super admins). */
  organizationId: string | null;
  version: number;
  name: LocalText;
  description: LocalText;
  assessmentTypeId: AssessmentType;
  timeLimitMinutes: number | null;
  estimatedMinutes: number | null;
  questions: DraftQuestion[];
  /** A new rule published with this version; null keeps the version's rule (or the type's). */
  rule: RuleDraft | null;
}
