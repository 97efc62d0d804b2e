import { backendScreen } from '../routing/backend-screen';

// The header's signed-in parts read the backend and the device's store: chunks of their own, so a
// signed-out first visit (the login page) downloads neither supabase-js's clients nor Dexie.
// The navigation and the logo come together (navigation/HeaderStart.tsx).
export const SignedInHeaderStart = backendScreen(() => import('./navigation/HeaderStart').then((m) => m.HeaderStart));
export const SignedInSyncIndicator = backendScreen(() => import('./AppSyncIndicator').then((m) => m.AppSyncIndicator));
export const SignedInHeaderControls = backendScreen(() => import('./SignedInControls').then((m) => m.SignedInControls));
