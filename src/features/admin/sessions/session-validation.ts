import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface SessionDraft {
  name: string;
  programId: string;
  teamId: string;
  coachId: string;
  startDate: string;
  endDate: string;
}

export type SessionField = keyof SessionDraft;

/** The session editor's checks; the database refuses an end before the start too. */
export function validateSession(draft: SessionDraft): Partial<Record<SessionField, MessageDescriptor>> {
  const errors: Partial<Record<SessionField, MessageDescriptor>> = {};
  if (!draft.name.trim()) errors.name = msg`Campo obbligatorio`;
  if (!draft.programId) errors.programId = msg`Scegli un programma`;
  if (!draft.teamId) errors.teamId = msg`Scegli un team`;
  if (!draft.startDate) errors.startDate = msg`Indica la data di inizio`;
  if (draft.startDate && draft.endDate && draft.endDate < draft.startDate) {
    errors.endDate = msg`La fine non può precedere l'inizio`;
  }
  return errors;
}
