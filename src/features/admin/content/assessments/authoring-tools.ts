import type { ReactNode } from 'react';
import type { QuestionRowPayload } from './publish-payload';

export interface PreviewWidgetProps {
  question: QuestionRowPayload;
  value: string | undefined;
  onChange: (value: string) => void;
  labelledBy: string;
}

export interface PreviewScoreInput {
  assessmentType: string;
  questions: QuestionRowPayload[];
  answers: Record<string, string>;
  /** The draft's new rule; null scores with the rule of the assessment type. */
  rule: { rule_type: string; calculation_formula: Record<string, unknown> } | null;
}

export interface PreviewScore {
  score: number;
  ruleType: string;
  details: Record<string, unknown>;
}

/**
 * What authoring borrows from the assessment feature, wired by the app (features do not import
 * each other): the member's widgets, the scorer with its sandbox, and the custom logic check.
 */
export interface AssessmentAuthoringTools {
  renderQuestion: (props: PreviewWidgetProps) => ReactNode;
  scorePreview: (input: PreviewScoreInput) => Promise<PreviewScore>;
  checkCustomLogic: (logic: unknown) => string[];
  /** Parses custom logic in the scorer's sandbox: the scorer's message when it does not parse, else null. */
  parseCustomLogic: (logic: string) => Promise<string | null>;
}
