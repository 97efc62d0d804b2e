import type { OperationHandler } from '../operations/handler';
import type { Operation } from '../operations/payloads';

type ChatOp = Operation<'chat-message/send'>;

/**
 * The row the server receives. The client id is both the row id and client_id, so the device's
 * copy and the server's row are the same message; sender_role is left to the database (it stamps
 * the sender's role and refuses another). created_at is when the user pressed send.
 */
function serverRow(op: ChatOp) {
  return {
    id: op.target,
    client_id: op.target,
    team_id: op.payload.team_id,
    session_id: op.payload.session_id,
    sender_id: op.ownerId,
    message: op.payload.message,
    created_at: op.actedAt,
  };
}

/** A team chat message: shown at once on the device, sent exactly once (a replay is ignored). */
export const chatMessageSendHandler: OperationHandler<'chat-message/send'> = {
  kind: 'chat-message/send',
  tables: ['chatMessages'],

  load: async () => undefined,

  supersededReason() {
    return null;
  },

  async applyLocal(db, op) {
    await db.chatMessages.put({
      ...serverRow(op),
      teamId: op.payload.team_id,
      // what the sender believes their role is, until the server's row replaces this one
      sender_role: op.payload.sender_role,
      updated_at: op.actedAt,
      pending: true,
      ownerId: op.ownerId,
    });
  },

  toRequest(op) {
    return {
      method: 'upsert',
      table: 'team_chat_messages',
      onConflict: 'sender_id,client_id',
      ignoreDuplicates: true,
      body: serverRow(op),
    };
  },
};
