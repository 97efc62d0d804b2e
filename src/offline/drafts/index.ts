// Unsaved drafts of the authoring screens, on the device (a Dexie database of their own, ./store),
// keyed by author, screen and item, so a reload or a lost network loses nothing typed.
export { discardDraft, readDraft, saveDraft, type DraftKey } from './drafts';
