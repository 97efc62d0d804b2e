import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import './landing.css';

/** `/`: what the product is, and the three ways in (members, administrators, coaches). */
export function LandingScreen() {
  return (
    <div className="landing">
      <section className="landing__hero">
        <h1 className="landing__title">TaaS Coaching</h1>
        <p className="landing__lead">
          <Trans>
            La piattaforma di assessment e coaching per i team: questionari, report e percorsi guidati, anche senza
            connessione.
          </Trans>
        </p>
      </section>
      <nav className="landing__entries" aria-labelledby="landing-entries-title">
        <h2 id="landing-entries-title" className="visually-hidden">
          <Trans>Accedi</Trans>
        </h2>
        <EntryLink
          to="/login"
          title={<Trans>Accesso utente</Trans>}
          text={<Trans>Per i membri del team: i tuoi assessment e il tuo percorso di coaching.</Trans>}
        />
        <EntryLink
          to="/admin-login"
          title={<Trans>Accesso amministratori</Trans>}
          text={<Trans>Per amministratori, manager e team leader.</Trans>}
        />
        <EntryLink
          to="/coach-login"
          title={<Trans>Accesso coach</Trans>}
          text={<Trans>Per i coach che seguono le sessioni dei team.</Trans>}
        />
      </nav>
    </div>
  );
}

function EntryLink({ to, title, text }: { to: string; title: ReactNode; text: ReactNode }) {
  return (
    <Link to={to} className="entry-link">
      <span className="entry-link__title">{title}</span>
      <span className="entry-link__text">{text}</span>
      <span className="entry-link__arrow" aria-hidden="true">
        →
      </span>
    </Link>
  );
}
