import { supabase } from '../../backend/client';

/**
 * What "Prepara offline" stores for a session beyond its timeline and activities (the team screen,
 * the list's counts), composed here since features do not import each other; loaded when first used.
 */
export const prepareSessionScreens = (userId: string, sessionId: string): Promise<void> =>
  import('../../features/coaching/team').then((m) => m.prepareTeamSession(supabase, userId, sessionId));
