/**
 * Notifications in the reader's language: the rows the database writes for a generated AI
 * suggestion and for a chat mention carry a message key and its parameters (over HTTP: a suggestion
 * stored as the ai-suggestion function stores it, with the service role, and a member mentioning the
 * leader); the bell renders them in the
 * reader's language (src/features/notifications/messages.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, SESSION_ID, TEAM, activityId } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

let backend: TestBackend;
let member: TestClient;
let leader: TestClient;

beforeAll(async () => {
  backend = await startTestBackend();
  member = await backend.signIn(ACCOUNTS.member.email);
  leader = await backend.signIn(ACCOUNTS.leader.email);
});
afterAll(async () => {
  await backend?.close();
});

const COLUMNS = 'title, message, message_key, message_params, notification_type, priority, link, read_at, created_at';
const AI_ACTIVITY = activityId(7);

describe('notification rows with a message key', () => {
  it('a generated AI suggestion: key ai_suggestion with the activity', async () => {
    const stored = await backend
      .serviceClient()
      .from('ai_suggestions')
      .insert({
        activity_id: AI_ACTIVITY,
        user_id: ACCOUNTS.member.userId,
        session_id: SESSION_ID,
        generated_content: { mission_estesa: 'Testo' },
      })
      .select('id');
    expect(stored.error).toBeNull();
    const suggestionId = stored.data![0]!.id;
    const { data, error } = await member.from('notifications').select(COLUMNS).eq('ai_suggestion_id', suggestionId);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(data![0]).toMatchObject({
      notification_type: 'ai_suggestion',
      message_key: 'ai_suggestion',
      priority: 'medium',
      message_params: {
        activity_id: AI_ACTIVITY,
        activity_title: 'Suggerimenti AI per la mission',
        session_id: SESSION_ID,
        suggestion_id: suggestionId,
      },
    });
  });

  it('a chat mention: key chat_mention with the sender and the message', async () => {
    const sent = await member
      .from('team_chat_messages')
      .insert({
        team_id: TEAM.alpha,
        session_id: SESSION_ID,
        sender_id: ACCOUNTS.member.userId,
        message: '@Laura ci vediamo alle 15?',
        client_id: randomUUID(),
      } as never)
      .select('id');
    expect(sent.error).toBeNull();
    const { data } = await leader
      .from('notifications')
      .select(COLUMNS)
      .eq('chat_message_id', (sent.data as unknown as { id: string }[])[0]!.id);
    expect(data).toHaveLength(1);
    expect(data![0]).toMatchObject({
      notification_type: 'chat_mention',
      message_key: 'chat_mention',
      priority: 'high',
      message_params: {
        sender_name: 'Mario Russo',
        excerpt: '@Laura ci vediamo alle 15?',
        team_id: TEAM.alpha,
        session_id: SESSION_ID,
      },
    });
  });
});
