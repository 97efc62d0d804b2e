import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Button, Card } from '../../../ui';
import { useAuth, useAuthActor } from '../hooks';
import { landingRoute } from '../login-portals';
import { PRIVACY_VERSION, TERMS_VERSION } from '../terms';
import { PrivacyText, TermsText } from '../components/TermsTexts';
import './terms.css';

/**
 * /terms-and-privacy: the terms and the privacy policy (versions 1.0). Accepting sends TERMS.ACCEPT: the
 * machine writes the four profile fields, shows the success or failure toast and goes on to /user.
 */
export function TermsScreen() {
  const view = useAuth();
  const actor = useAuthActor();
  const [terms, setTerms] = useState(false);
  const [privacy, setPrivacy] = useState(false);

  if (view.termsAccepted) {
    return (
      <div className="narrow-page">
        <Card title={<Trans>Termini e Privacy Policy</Trans>} titleLevel={1}>
          <p>
            <Trans>Hai già accettato i Termini e la Privacy Policy in vigore.</Trans>
          </p>
          <Link to={landingRoute(view)}>
            <Trans>Vai alla tua dashboard</Trans>
          </Link>
        </Card>
      </div>
    );
  }

  return (
    <div className="terms-page">
      <h1>
        <Trans>Termini e Privacy Policy</Trans>
      </h1>
      <p className="muted">
        <Trans>Per usare la piattaforma devi accettare i Termini di servizio e la Privacy Policy.</Trans>
      </p>
      <Card title={<Trans>Termini di servizio (versione {TERMS_VERSION})</Trans>}>
        <TermsText />
      </Card>
      <Card title={<Trans>Privacy Policy (versione {PRIVACY_VERSION})</Trans>}>
        <PrivacyText />
      </Card>
      <form
        className="terms-accept"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'TERMS.ACCEPT' });
        }}
      >
        <label className="terms-accept__check">
          <input type="checkbox" checked={terms} onChange={(event) => setTerms(event.target.checked)} />
          <Trans>Ho letto e accetto i Termini di servizio</Trans>
        </label>
        <label className="terms-accept__check">
          <input type="checkbox" checked={privacy} onChange={(event) => setPrivacy(event.target.checked)} />
          <Trans>Ho letto e accetto la Privacy Policy</Trans>
        </label>
        <Button type="submit" disabled={!terms || !privacy || view.profile == null} busy={view.acceptingTerms}>
          <Trans>Accetta e continua</Trans>
        </Button>
      </form>
    </div>
  );
}
