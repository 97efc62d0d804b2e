/**
 * TEMPORARY (platform issue): direct supabase-js calls for the login screens and the /user
 * placeholder. The auth issue replaces this with its XState machine (src/features/auth/).
 */
import { useEffect, useState } from 'react';
import { supabase } from '../../../backend/client';

export async function signInWithPassword(email: string, password: string): Promise<void> {
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
}

export async function signOut(): Promise<void> {
  // scope 'local': the stored session goes even when the server cannot be reached.
  await supabase.auth.signOut({ scope: 'local' });
}

export type SessionState = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; email: string };

export function useSessionState(): SessionState {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    void supabase.auth.getSession().then(({ data }) => {
      if (!active) return;
      const session = data.session;
      setState(session ? { status: 'signed-in', email: session.user.email ?? '' } : { status: 'signed-out' });
    });
    const { data } = supabase.auth.onAuthStateChange((_event, session) => {
      if (!active) return;
      setState(session ? { status: 'signed-in', email: session.user.email ?? '' } : { status: 'signed-out' });
    });
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, []);
  return state;
}
