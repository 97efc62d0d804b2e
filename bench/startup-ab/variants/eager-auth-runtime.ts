/// <reference types="vite/client" />
/* eslint-disable boundaries/dependencies -- stands in for src/app/auth/auth-runtime.ts in a variant build */
// Without the deferred machine: the app starts the auth actor at once, with the entry.
import { supabaseUrl } from '../../../src/backend/config';
import { getAppAuth } from '../../../src/app/auth/app-auth';
import { actorHandle } from '../../../src/features/auth/actor-handle';
import type { AuthHandle } from '../../../src/features/auth/auth-handle';
import { storageImpersonationStore } from '../../../src/features/auth/impersonation';
import { defaultStorage } from '../../../src/features/auth/key-value-storage';
import { storageAuthOfflineCache } from '../../../src/features/auth/offline-cache';
import { hasStoredSessionToken, storedSessionUserId } from '../../../src/features/auth/session-storage-key';
import { hasSomethingToRestore, readStoredAuth } from '../../../src/features/auth/stored-auth';

let handle: AuthHandle | null = null;

export function getAuthHandle(): AuthHandle {
  return (handle ??= actorHandle(getAppAuth().actor));
}

export function startRestoresSignIn(): boolean {
  const storage = defaultStorage();
  const stored = readStoredAuth(
    storageAuthOfflineCache(storage),
    storageImpersonationStore(storage),
    storedSessionUserId(storage, supabaseUrl),
  );
  return hasSomethingToRestore(stored, hasStoredSessionToken(storage, supabaseUrl));
}
