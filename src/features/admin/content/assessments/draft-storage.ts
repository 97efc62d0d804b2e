import type { TemplateDraft } from './draft-types';

/**
 * Unpublished drafts stay on the device in localStorage, keyed by user and template, so a reload
 * loses nothing; publishing or discarding removes them.
 */
const keyOf = (userId: string, templateId: string | null) => `taas.authoring.template.${userId}.${templateId ?? 'new'}`;

export function loadDraft(userId: string, templateId: string | null): TemplateDraft | null {
  try {
    const raw = localStorage.getItem(keyOf(userId, templateId));
    return raw ? (JSON.parse(raw) as TemplateDraft) : null;
  } catch {
    return null;
  }
}

export function saveDraft(userId: string, draft: TemplateDraft): void {
  try {
    localStorage.setItem(keyOf(userId, draft.sourceId), JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the device copy; the editor keeps working.
  }
}

export function discardDraft(userId: string, templateId: string | null): void {
  try {
    localStorage.removeItem(keyOf(userId, templateId));
  } catch {
    // Nothing stored, nothing to remove.
  }
}
