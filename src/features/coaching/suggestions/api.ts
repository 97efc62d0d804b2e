/** The AI suggestion section's backend calls (suggestions read, generate). */
import { cacheSuggestions, type SuggestionFields } from '../../../offline/suggestions';
import type { BackendClient } from '../../../backend/backend-client';

/** The activity fields the section needs. */
export interface SuggestionActivity {
  id: string;
  ai_prompt_template_id: string | null;
  template_id?: string | null;
  source_form_activity_id?: string | null;
  source_form_template_id?: string | null;
}

export const ACTIVITY_LEVEL = 'activity-level';

/** Suggestions read: by activity and user, newest first, stored on the device. */
export async function refreshSuggestions(client: BackendClient, userId: string, activityId: string): Promise<void> {
  const { data, error } = await client
    .from('ai_suggestions')
    .select('*')
    .eq('activity_id', activityId)
    .eq('user_id', userId)
    .order('created_at', { ascending: false });
  if (error) throw new Error(error.message);
  await cacheSuggestions(userId, (data ?? []) as unknown as SuggestionFields[]);
}

/** The forms the activity's form lookup (spec §7) can land on: its own, then its source forms. */
async function activityFormIds(client: BackendClient, activity: SuggestionActivity): Promise<string[]> {
  const ids = [activity.source_form_activity_id, activity.source_form_template_id].filter((id): id is string => !!id);
  const own = await client.from('assignment_forms').select('id').eq('activity_id', activity.id);
  if (own.error) throw new Error(own.error.message);
  return [...(own.data ?? []).map((row) => row.id), ...ids];
}

/** The user's newest submission of the activity's form, or 'activity-level' when there is none. */
export async function submissionFor(
  client: BackendClient,
  userId: string,
  activity: SuggestionActivity,
): Promise<string> {
  const formIds = await activityFormIds(client, activity);
  if (formIds.length === 0) return ACTIVITY_LEVEL;
  const { data, error } = await client
    .from('assignment_submissions')
    .select('id')
    .eq('user_id', userId)
    .in('form_id', formIds)
    .order('submitted_at', { ascending: false, nullsFirst: false })
    .limit(1);
  if (error) throw new Error(error.message);
  return data?.[0]?.id ?? ACTIVITY_LEVEL;
}

/** Generate suggestion: the 'ai-suggestion' function stores the row and answers { suggestion }. */
export async function generateSuggestion(
  client: BackendClient,
  userId: string,
  activity: SuggestionActivity,
  sessionId: string,
): Promise<SuggestionFields> {
  if (!activity.ai_prompt_template_id) throw new Error('no prompt template');
  const submissionId = await submissionFor(client, userId, activity);
  const { data, error } = await client.functions.invoke<{ suggestion: SuggestionFields }>('ai-suggestion', {
    body: { submissionId, promptTemplateId: activity.ai_prompt_template_id, activityId: activity.id, sessionId },
  });
  if (error) throw error;
  if (!data?.suggestion) throw new Error('ai-suggestion answered without a suggestion');
  await cacheSuggestions(userId, [data.suggestion]);
  return data.suggestion;
}
