import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { LanguageSwitch } from '../../lib/i18n';
import { PageSpinner } from '../../ui';
import { UpdatePrompt } from '../../features/installed-app';
import { useAuth } from '../../features/auth/hooks';
import { useFirstScreenPainted } from '../../lib/first-paint';
import { BrandLink } from './BrandLink';
import { DeferredInstallButton } from './DeferredInstallButton';
import { NavigationPlaceholder } from './navigation/NavigationPlaceholder';
import { SignedInHeaderControls, SignedInHeaderStart, SignedInSyncIndicator } from './signed-in-header';

/**
 * The frame around every screen: header with the logo, the PWA controls (install/update) and, signed in,
 * the role navigation (src/app/layout/navigation), the sync state, the notification bell and the user menu
 * (which holds the language list); signed out, the language switch. The PageSpinner announces a screen whose chunk is still downloading. The signed-in
 * parts come right after the first screen is painted (their code is not that screen's).
 */
export function AppLayout() {
  const { status } = useAuth();
  const signedIn = status === 'signedIn';
  const painted = useFirstScreenPainted();
  const signedInParts = signedIn && painted;
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        <Trans>Vai al contenuto</Trans>
      </a>
      <header className="app-header">
        {signedInParts ? (
          <Suspense
            fallback={
              <>
                <NavigationPlaceholder />
                <BrandLink />
              </>
            }
          >
            <SignedInHeaderStart />
          </Suspense>
        ) : (
          <>
            {signedIn ? <NavigationPlaceholder /> : null}
            <BrandLink />
          </>
        )}
        <div className="app-header__end">
          <UpdatePrompt />
          {signedInParts ? (
            <Suspense fallback={null}>
              <SignedInSyncIndicator />
            </Suspense>
          ) : null}
          <DeferredInstallButton />
          {signedIn ? (
            signedInParts ? (
              <Suspense fallback={null}>
                <SignedInHeaderControls />
              </Suspense>
            ) : null
          ) : (
            <LanguageSwitch />
          )}
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
