-- What an AI suggestion says is the generator's, never the user's: a member who could insert rows
-- here could show their leaders and coach content of their own as "generated". Suggestions are
-- stored by the ai-suggestion function with the service role, once it has read, as the caller
-- under row-level security, the activity, submission and prompt template the suggestion is for.
-- Users keep reading their suggestions and setting their status.
drop policy "users store suggestions for activities they can read" on public.ai_suggestions;
revoke insert on public.ai_suggestions from anon, authenticated;
