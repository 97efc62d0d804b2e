import { loadAllMessages } from '../../lib/i18n/activate';
import { backendScreen } from '../routing/backend-screen';
import { lazyScreen } from '../routing/lazy-screen';

// The header's signed-in parts read the backend and the device's store: chunks of their own, so a
// signed-out first visit (the login page) downloads neither supabase-js's clients nor Dexie.
export const SignedInHeaderLogo = backendScreen(() => import('./HeaderLogo').then((m) => m.HeaderLogo));
export const SignedInSyncIndicator = backendScreen(() => import('./AppSyncIndicator').then((m) => m.AppSyncIndicator));
export const SignedInHeaderControls = backendScreen(() => import('./SignedInControls').then((m) => m.SignedInControls));
// The role navigation reads the auth state, the location and reachability, not the backend's client.
export const SignedInNavigation = lazyScreen(() =>
  Promise.all([import('./navigation/SiteNavigation').then((m) => m.SiteNavigation), loadAllMessages()]).then(
    ([Navigation]) => Navigation,
  ),
);
