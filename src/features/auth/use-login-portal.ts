import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth, useAuthActor } from './hooks';
import { landingRoute, portalVerdict, type LoginPortal } from './login-portals';

/** After this long waiting for the profile and role checks, the admin login offers to go on anyway. */
export const SLOW_LOADING_MS = 4000;

/**
 * A login screen's behaviour: sends the credentials to the machine, then goes to the account's dashboard or
 * refuses the account (AUTH.DENY) as the portal's rules say. A visitor already signed in goes straight on.
 */
export function useLoginPortal(portal: LoginPortal) {
  const view = useAuth();
  const actor = useAuthActor();
  const navigate = useNavigate();
  const [submitted, setSubmitted] = useState(false);
  const [slow, setSlow] = useState(false);
  const denied = useRef(false);
  const verdict = portalVerdict(portal, view);
  const target = verdict.kind === 'enter' ? verdict.to : null;
  const denial = verdict.kind === 'deny' ? verdict.message : null;
  const readyElsewhere = !submitted && view.status === 'signedIn' && verdict.kind !== 'wait';
  const waiting = submitted && view.status === 'signedIn' && verdict.kind === 'wait';

  useEffect(() => {
    if (readyElsewhere) navigate(landingRoute(view), { replace: true });
    else if (submitted && target) navigate(target, { replace: true });
    else if (submitted && denial && !denied.current) {
      denied.current = true;
      actor.send({ type: 'AUTH.DENY', message: denial });
    }
  }, [readyElsewhere, submitted, target, denial, actor, navigate, view]);

  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setSlow(true), SLOW_LOADING_MS);
    return () => window.clearTimeout(timer);
  }, [waiting]);

  return {
    busy: view.status === 'signingIn' || waiting || readyElsewhere,
    error: submitted ? view.loginError : null,
    /** Loading has taken longer than expected (the admin login shows a notice and 'Force Dashboard Access'). */
    slow: waiting && slow,
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
