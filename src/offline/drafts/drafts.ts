import { getDraftsDb, type DraftsDb, type DraftRow } from './store';

/** Which draft: the author, the screen and the item (null: a new item). */
export interface DraftKey {
  ownerId: string;
  screen: string;
  itemId: string | null;
}

const keyOf = (key: DraftKey): [string, string, string] => [key.ownerId, key.screen, key.itemId ?? 'new'];

/** Keeps the draft on the device, replacing the one before; resolves once it is stored. */
export async function saveDraft(key: DraftKey, value: unknown, db: DraftsDb = getDraftsDb()): Promise<void> {
  const [ownerId, screen, itemId] = keyOf(key);
  await db.drafts.put({ ownerId, screen, itemId, value, savedAt: new Date().toISOString() });
}

/** The stored draft with when it was saved, or undefined when there is none. */
export async function readDraft<T>(
  key: DraftKey,
  db: DraftsDb = getDraftsDb(),
): Promise<{ value: T; savedAt: string } | undefined> {
  const row: DraftRow | undefined = await db.drafts.get(keyOf(key));
  return row ? { value: row.value as T, savedAt: row.savedAt } : undefined;
}

/** Removes the draft (saved or published, or discarded by the author). */
export async function discardDraft(key: DraftKey, db: DraftsDb = getDraftsDb()): Promise<void> {
  await db.drafts.delete(keyOf(key));
}
