/** supabase-js's default storage key for this project URL (the client sets no custom storageKey). */
export function sessionStorageKey(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}
