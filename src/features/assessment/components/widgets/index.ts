export { QuestionWidget, WIDGETS_BY_RESPONSE_TYPE } from './QuestionWidget';
export type { WidgetOption, WidgetProps, WidgetQuestion } from './types';
