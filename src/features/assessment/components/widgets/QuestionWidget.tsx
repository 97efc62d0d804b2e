import type { ComponentType } from 'react';
import { DateTimeWidget } from './DateTimeWidget';
import { Likert5Widget } from './Likert5Widget';
import { LikertScaleWidget } from './LikertScaleWidget';
import { MultipleChoiceWidget } from './MultipleChoiceWidget';
import { RankingWidget } from './RankingWidget';
import { RatingMatrixWidget } from './RatingMatrixWidget';
import { SingleChoiceWidget } from './SingleChoiceWidget';
import { SliderWidget } from './SliderWidget';
import { TextAnswerWidget } from './TextAnswerWidget';
import type { WidgetProps } from './types';

export const WIDGETS_BY_RESPONSE_TYPE: Record<string, ComponentType<WidgetProps>> = {
  single_choice: SingleChoiceWidget,
  multiple_choice: MultipleChoiceWidget,
  likert_5: Likert5Widget,
  likert_scale: LikertScaleWidget,
  slider: SliderWidget,
  ranking: RankingWidget,
  rating_matrix: RatingMatrixWidget,
  date_advanced: DateTimeWidget,
};

/** Renders the answer widget for the question's response_type (question_type when it has none). */
export function QuestionWidget(props: WidgetProps) {
  const type = props.question.response_type ?? props.question.question_type ?? '';
  const Widget = WIDGETS_BY_RESPONSE_TYPE[type] ?? TextAnswerWidget;
  // Keyed by question so local state (slider position, chosen time, order) never leaks between questions.
  return <Widget key={props.question.item_code} {...props} />;
}
