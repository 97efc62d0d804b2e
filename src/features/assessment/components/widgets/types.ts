/** The question fields a widget reads; an assessment_questions row fits this shape. */
export interface WidgetQuestion {
  item_code: string;
  question_text: string;
  response_type?: string | null;
  question_type?: string | null;
  options?: unknown;
  metadata?: unknown;
}

export interface WidgetProps {
  question: WidgetQuestion;
  /** The stored answer; answers are always strings. */
  value: string | undefined;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Id of the element showing the question text. Without it the widget renders its own hidden legend. */
  labelledBy?: string;
}

/** One option after normalisation from any of the four stored shapes (the scoring engine's normaliser). */
export type { NormalizedOption as WidgetOption } from '../../scoring/types';
