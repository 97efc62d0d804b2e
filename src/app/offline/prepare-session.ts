/**
 * What "Prepara offline" stores for a session beyond its timeline and activities (the team screen,
 * the list's counts), composed here since features do not import each other. The client and the
 * team screen's module load when first used, so nothing here weighs on the login route.
 */
export async function prepareSessionScreens(userId: string, sessionId: string): Promise<void> {
  const [{ supabase }, { prepareTeamSession }] = await Promise.all([
    import('../../backend/client'),
    import('../../features/coaching/team-coaching'),
  ]);
  await prepareTeamSession(supabase, userId, sessionId);
}
