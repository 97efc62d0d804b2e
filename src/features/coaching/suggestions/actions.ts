/** Accept, reject, edit: written on the device first and queued (they work offline). */
import { commit, newOperation } from '../../../offline/outbox';
import type { Json } from '../../../offline/store';

async function setStatus(
  userId: string,
  suggestionId: string,
  payload: { status: 'accepted' | 'rejected' | 'user_modified'; user_modifications?: Json },
) {
  const result = await commit(
    newOperation('suggestion/set-status', { target: suggestionId, ownerId: userId, payload }),
  );
  if (result.status === 'superseded') throw new Error(result.reason);
}

export const acceptSuggestion = (userId: string, suggestionId: string) =>
  setStatus(userId, suggestionId, { status: 'accepted' });
export const rejectSuggestion = (userId: string, suggestionId: string) =>
  setStatus(userId, suggestionId, { status: 'rejected' });
export const saveSuggestionEdit = (userId: string, suggestionId: string, modifications: Json) =>
  setStatus(userId, suggestionId, { status: 'user_modified', user_modifications: modifications });
