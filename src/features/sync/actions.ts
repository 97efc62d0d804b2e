import { buildRescueDocument, discardEntry, downloadRescueDocument, type RescueDocument } from '../../offline/outbox';
import { getOfflineDb } from '../../offline/store';

/** Saves the user's unsent work as a JSON file (the rescue copy); resolves with what was saved. */
export async function exportRescueCopy(ownerId: string, download = downloadRescueDocument): Promise<RescueDocument> {
  const doc = await buildRescueDocument(ownerId);
  download(doc);
  return doc;
}

/** Removes the entries the user chose to give up (each recorded in the outbox log, never silently). */
export async function discardOutboxEntries(entryIds: readonly string[]): Promise<void> {
  for (const entryId of entryIds)
    await discardEntry(getOfflineDb(), entryId, 'discarded by the user from the sync panel');
}
