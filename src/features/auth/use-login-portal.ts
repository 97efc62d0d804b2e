import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth, useAuthActor } from './hooks';
import { landingRoute, portalVerdict, type LoginPortal } from './login-portals';

/** After this long waiting for the profile and role checks, the admin login offers to go on anyway. */
export const SLOW_LOADING_MS = 4000;

/**
 * A login screen's behaviour: sends the credentials to the machine, then goes to the account's dashboard or
 * refuses the account as the portal's rules say. An account refused right after signing in on this form is
 * signed out again (AUTH.DENY; the message stays on the form). Someone who arrives already signed in (a
 * member opening an admin URL, sent here by the route guard) keeps the session: the screen shows the message
 * and the way back to their own area, and never ends a session that may hold unsent offline work.
 */
export function useLoginPortal(portal: LoginPortal) {
  const view = useAuth();
  const actor = useAuthActor();
  const navigate = useNavigate();
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState(false);
  const [slow, setSlow] = useState(false);
  const denied = useRef(false);
  const verdict = portalVerdict(portal, view);
  const target = verdict.kind === 'enter' ? verdict.to : null;
  const denial = verdict.kind === 'deny' ? verdict.message : null;
  // Only a sign-in made on this form is refused by signing out. The admin login shows an account that arrived
  // signed in its refusal instead; the user login sends an admin who is already signed in to their dashboard.
  const refuse = denial != null && submitted;
  const keptOut = denial != null && !submitted && portal === 'admin';
  const waiting = view.status === 'signedIn' && verdict.kind === 'wait';
  // From the refusal on, the form shows the machine's message (adjusting state while rendering).
  if (refuse && !refused) setRefused(true);

  useEffect(() => {
    if (target) navigate(target, { replace: true });
    else if (refuse && !denied.current) {
      denied.current = true;
      actor.send({ type: 'AUTH.DENY', message: denial });
    } else if (denial && !keptOut) navigate(landingRoute(view), { replace: true });
  }, [target, denial, refuse, keptOut, actor, navigate, view]);

  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setSlow(true), SLOW_LOADING_MS);
    return () => window.clearTimeout(timer);
  }, [waiting]);

  return {
    /** Signed in with an account this portal refuses: the message and the way back to their own area. */
    signedInRefusal: keptOut && denial ? { message: denial, home: landingRoute(view) } : null,
    busy: view.status === 'signingIn' || waiting,
    error: submitted || refused ? view.loginError : null,
    /** Loading has taken longer than expected (the admin login shows a notice and 'Force Dashboard Access'). */
    slow: submitted && waiting && slow,
    submit(email: string, password: string) {
      denied.current = false;
      setSlow(false);
      setSubmitted(true);
      actor.send({ type: 'AUTH.SIGN_IN', email, password });
    },
    forceDashboard() {
      navigate(landingRoute(view), { replace: true });
    },
  };
}
