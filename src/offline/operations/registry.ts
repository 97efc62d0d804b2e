import { chatMessageSendHandler } from '../chat/message-send';
import { sessionScheduleHandler, workshopLogisticsHandler } from '../coaching/authoring';
import { completeHandler } from '../assessments/complete';
import { savePartialHandler } from '../assessments/save-partial';
import type { OperationHandler } from './handler';
import { notificationMarkReadHandler } from '../notifications/mark-read';
import type { Operation, OperationKind } from './payloads';
import { progressUpsertHandler } from '../coaching/progress-upsert';
import { submissionUpsertHandler } from '../coaching/submission-upsert';
import { suggestionSetStatusHandler } from '../suggestions/set-status';

/** The one place operation kinds are registered: add a kind here and in payloads.ts. */
const handlers: { [K in OperationKind]: OperationHandler<K> } = {
  'assessment/save-partial': savePartialHandler,
  'assessment/complete': completeHandler,
  'progress/upsert': progressUpsertHandler,
  'submission/upsert': submissionUpsertHandler,
  'suggestion/set-status': suggestionSetStatusHandler,
  'chat-message/send': chatMessageSendHandler,
  'notification/mark-read': notificationMarkReadHandler,
  'session/edit-schedule': sessionScheduleHandler,
  'activity/edit-logistics': workshopLogisticsHandler,
};

/** The handler of an operation, typed loosely enough to take any queued operation. */
export function handlerFor(op: Operation): OperationHandler<OperationKind> {
  const handler = handlers[op.kind] as OperationHandler<OperationKind> | undefined;
  if (!handler) throw new Error(`offline: unknown operation kind ${String(op.kind)}`);
  return handler;
}
