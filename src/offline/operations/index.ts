import { chatMessageSendHandler } from './chat-message-send';
import { completeHandler } from './assessment-complete';
import { savePartialHandler } from './assessment-save-partial';
import type { OperationHandler } from './handler';
import { notificationMarkReadHandler } from './notification-mark-read';
import type { Operation, OperationKind } from './payloads';
import { progressUpsertHandler } from './progress-upsert';
import { submissionUpsertHandler } from './submission-upsert';
import { suggestionSetStatusHandler } from './suggestion-set-status';

/** The one place operation kinds are registered: add a kind here and in payloads.ts. */
const handlers: { [K in OperationKind]: OperationHandler<K> } = {
  'assessment/save-partial': savePartialHandler,
  'assessment/complete': completeHandler,
  'progress/upsert': progressUpsertHandler,
  'submission/upsert': submissionUpsertHandler,
  'suggestion/set-status': suggestionSetStatusHandler,
  'chat-message/send': chatMessageSendHandler,
  'notification/mark-read': notificationMarkReadHandler,
};

/** The handler of an operation, typed loosely enough to take any queued operation. */
export function handlerFor(op: Operation): OperationHandler<OperationKind> {
  const handler = handlers[op.kind] as OperationHandler<OperationKind> | undefined;
  if (!handler) throw new Error(`offline: unknown operation kind ${String(op.kind)}`);
  return handler;
}

export type { Operation, OperationKind, PayloadMap } from './payloads';
export { operationKinds, progressTarget } from './payloads';
export type { RestRequest } from './handler';
