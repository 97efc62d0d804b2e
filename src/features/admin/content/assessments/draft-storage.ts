import { discardDraft as discardStored, readDraft, saveDraft as saveStored } from '../../../../offline/drafts';
import type { TemplateDraft } from './draft-types';

/**
 * Unpublished drafts stay on the device (src/offline/drafts, IndexedDB), keyed by user and template,
 * so a reload or a lost network loses nothing; publishing or discarding removes them. Drafts an
 * earlier version of the app kept in localStorage move there when first read.
 */
const SCREEN = 'assessment-template';
const keyOf = (userId: string, templateId: string | null) => ({ ownerId: userId, screen: SCREEN, itemId: templateId });
const legacyKeyOf = (userId: string, templateId: string | null) =>
  `taas.authoring.template.${userId}.${templateId ?? 'new'}`;

export interface KeptDraft {
  value: TemplateDraft;
  savedAt: string;
}

async function moveLegacyDraft(userId: string, templateId: string | null): Promise<void> {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(legacyKeyOf(userId, templateId));
  } catch {
    return;
  }
  if (!raw) return;
  try {
    await saveStored(keyOf(userId, templateId), JSON.parse(raw) as TemplateDraft);
  } catch {
    return; // Left where it is, to be moved on a later read.
  }
  localStorage.removeItem(legacyKeyOf(userId, templateId));
}

export async function loadDraft(userId: string, templateId: string | null): Promise<KeptDraft | null> {
  try {
    await moveLegacyDraft(userId, templateId);
    return (await readDraft<TemplateDraft>(keyOf(userId, templateId))) ?? null;
  } catch {
    return null;
  }
}

export function saveDraft(userId: string, draft: TemplateDraft): void {
  // A full or blocked storage only loses the device copy; the editor keeps working.
  saveStored(keyOf(userId, draft.sourceId), draft).catch(() => undefined);
}

export function discardDraft(userId: string, templateId: string | null): void {
  discardStored(keyOf(userId, templateId)).catch(() => undefined);
}
