import { backendScreen } from '../routing/backend-screen';

// The header's signed-in parts read the backend and the device's store: chunks of their own, so a
// signed-out first visit (the login page) downloads neither supabase-js's clients nor Dexie.
export const SignedInHeaderLogo = backendScreen(() => import('./HeaderLogo').then((m) => m.HeaderLogo));
export const SignedInSyncIndicator = backendScreen(() => import('./AppSyncIndicator').then((m) => m.AppSyncIndicator));
export const SignedInHeaderControls = backendScreen(() => import('./SignedInControls').then((m) => m.SignedInControls));
