import { Dexie, type Table } from 'dexie';

/** One unsaved draft of an authoring screen: whatever the screen's form holds, as typed. */
export interface DraftRow {
  ownerId: string;
  /** The authoring screen, e.g. 'assessment-template', 'coaching-activity'. */
  screen: string;
  /** The item edited there ('new' for one not yet created). */
  itemId: string;
  value: unknown;
  /** When the device last saved it (ISO). */
  savedAt: string;
}

export const DRAFTS_DB_NAME = 'taas-drafts';

/**
 * Drafts live in a database of their own, beside the offline store rather than in it: they are an
 * author's unsaved work (like the outbox, never cleared by a refresh), they change on every keystroke
 * pause, and keeping them apart lets the authoring screens load them without the sync engine and
 * leaves the main store's schema versions alone.
 */
export class DraftsDb extends Dexie {
  drafts!: Table<DraftRow, [string, string, string]>;

  constructor(name: string = DRAFTS_DB_NAME) {
    super(name);
    this.version(1).stores({ drafts: '[ownerId+screen+itemId], ownerId' });
  }
}

let shared: DraftsDb | null = null;

export function getDraftsDb(): DraftsDb {
  shared ??= new DraftsDb();
  return shared;
}
