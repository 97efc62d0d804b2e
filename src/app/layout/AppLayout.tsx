import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { LanguageSwitch } from '../i18n';
import { PageSpinner } from '../../ui';
import { InstallButton, UpdatePrompt } from '../../features/pwa';

/** The frame around every screen: header with the logo and the language switch, then the page. */
export function AppLayout() {
  const { t } = useLingui();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        <Trans>Vai al contenuto</Trans>
      </a>
      <header className="app-header">
        <Link to="/" className="brand" aria-label={t`TaaS Coaching, pagina iniziale`}>
          <img src="/icons/favicon.svg" alt="" width={32} height={32} />
          <span className="brand__name">TaaS Coaching</span>
        </Link>
        <div className="app-header__end">
          <UpdatePrompt />
          <InstallButton />
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
