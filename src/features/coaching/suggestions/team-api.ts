/** The team assistant's backend calls: the session's team suggestions, and asking for a new one. */
import { cacheSuggestions, type SuggestionFields } from '../../../offline/suggestions';
import type { BackendClient } from '../../../backend/backend-client';

/** The session's team suggestions (no activity) the user may read, newest first, stored on the device. */
export async function refreshTeamSuggestions(client: BackendClient, ownerId: string, sessionId: string): Promise<void> {
  const { data, error } = await client
    .from('ai_suggestions')
    .select('*')
    .eq('session_id', sessionId)
    .is('activity_id', null)
    .order('created_at', { ascending: false })
    .limit(50);
  if (error) throw new Error(error.message);
  await cacheSuggestions(ownerId, (data ?? []) as unknown as SuggestionFields[]);
}

/** The 'ai-suggestion' function builds the team's suggestion from its progress and submissions and stores it. */
export async function generateTeamSuggestion(
  client: BackendClient,
  ownerId: string,
  sessionId: string,
): Promise<SuggestionFields> {
  const { data, error } = await client.functions.invoke<{ suggestion: SuggestionFields }>('ai-suggestion', {
    body: { scope: 'team', sessionId },
  });
  if (error) throw error;
  if (!data?.suggestion) throw new Error('ai-suggestion answered without a suggestion');
  await cacheSuggestions(ownerId, [data.suggestion]);
  return data.suggestion;
}
