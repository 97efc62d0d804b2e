import type { KeyValueStorage } from './key-value-storage';

/** supabase-js's default storage key for this project URL (the client sets no custom storageKey). */
export function sessionStorageKey(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

/** Whether the device holds a session token for this project (readable or not). */
export function hasStoredSessionToken(storage: KeyValueStorage, url: string): boolean {
  return storage.getItem(sessionStorageKey(url)) !== null;
}

/** Whose session token the device holds, read without the Supabase client; null when none or unreadable. */
export function storedSessionUserId(storage: KeyValueStorage, url: string): string | null {
  const raw = storage.getItem(sessionStorageKey(url));
  try {
    const id = raw ? (JSON.parse(raw) as { user?: { id?: unknown } } | null)?.user?.id : null;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}
