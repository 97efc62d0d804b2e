import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OperationKind } from '../../offline/operations';

/** Each outbox kind in words, for the sync panel and the logout warning. */
export const kindLabels: Record<OperationKind, MessageDescriptor> = {
  'assessment/save-partial': msg`Risposte di un assessment`,
  'assessment/complete': msg`Completamento di un assessment`,
  'progress/upsert': msg`Avanzamento di un'attività`,
  'submission/upsert': msg`Invio di un modulo`,
  'suggestion/set-status': msg`Stato di un suggerimento`,
  'chat-message/send': msg`Messaggio nella chat del team`,
  'notification/mark-read': msg`Notifica letta`,
  'session/edit-schedule': msg`Date e fase di una sessione`,
  'activity/edit-logistics': msg`Logistica di un workshop`,
};
