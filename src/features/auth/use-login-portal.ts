import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth, useAuthActor } from './hooks';
import { landingRoute, portalVerdict, type LoginPortal } from './login-portals';

/** After this long waiting for the profile and role checks, the admin login offers to go on anyway. */
export const SLOW_LOADING_MS = 4000;

/**
 * A login screen's behaviour: sends the credentials to the machine, then goes to the account's dashboard or
 * refuses the account (AUTH.DENY: signed out, the message stays on the form) as the portal's rules say.
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
  // The admin login refuses a signed-in non-admin even when they arrive already signed in (e.g. redirected
  // there from /super-admin); the user login sends an admin who is already signed in to their dashboard.
  const refuse = denial != null && (submitted || portal === 'admin');
  const waiting = view.status === 'signedIn' && verdict.kind === 'wait';
  // From the refusal on, the form shows the machine's message (adjusting state while rendering).
  if (refuse && !refused) setRefused(true);

  useEffect(() => {
    if (target) navigate(target, { replace: true });
    else if (denial && !refuse) navigate(landingRoute(view), { replace: true });
    else if (denial && !denied.current) {
      denied.current = true;
      actor.send({ type: 'AUTH.DENY', message: denial });
    }
  }, [target, denial, refuse, actor, navigate, view]);

  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setSlow(true), SLOW_LOADING_MS);
    return () => window.clearTimeout(timer);
  }, [waiting]);

  return {
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
