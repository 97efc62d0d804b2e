import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { LanguageSwitch } from '../../lib/i18n';
import { PageSpinner } from '../../ui';
import { InstallButton, UpdatePrompt } from '../../features/pwa';
import { useAuth } from '../../features/auth/hooks';
import { supabase } from '../../backend/client';
import { AppSyncIndicator } from './AppSyncIndicator';
import { HeaderLogo } from './HeaderLogo';
import { UserMenu } from './UserMenu';

// Loaded once signed in, so the login screen does not carry it.
const NotificationBell = lazy(() => import('../../features/notifications/NotificationBell').then((m) => ({ default: m.NotificationBell })));

/**
 * The frame around every screen: header with the logo, the PWA controls (install/update) and, signed in,
 * the user menu (which holds the language list); signed out, the language switch.
 */
export function AppLayout() {
  const { status, user } = useAuth();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        <Trans>Vai al contenuto</Trans>
      </a>
      <header className="app-header">
        <HeaderLogo />
        <div className="app-header__end">
          <UpdatePrompt />
          <AppSyncIndicator />
          <InstallButton />
          {status === 'signedIn' && user ? (
            <Suspense fallback={null}>
              <NotificationBell client={supabase} userId={user.id} />
            </Suspense>
          ) : null}
          {status === 'signedIn' ? <UserMenu /> : <LanguageSwitch />}
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
