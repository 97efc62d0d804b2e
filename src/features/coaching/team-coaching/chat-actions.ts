import { commit, newOperation } from '../../../offline/outbox';
import type { PayloadMap } from '../../../offline/operations';

/** Writes the message on the device and queues it; the outbox sends it exactly once. */
export async function sendChatMessage(userId: string, payload: PayloadMap['chat-message/send']): Promise<string> {
  const id = crypto.randomUUID();
  await commit(newOperation('chat-message/send', { target: id, ownerId: userId, payload }));
  return id;
}
