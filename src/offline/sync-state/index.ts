// What the sync engine reports (pending, failed, last sync, its state), apart from the engine itself:
// the app's first screen watches it without loading the engine, its transport or Dexie.
export { syncState, type FailedEntrySummary, type SyncSnapshot } from './state';
