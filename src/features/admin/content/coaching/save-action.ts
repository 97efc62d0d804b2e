import type { MessageDescriptor } from '@lingui/core';
import { runAdminAction } from '../../components/admin-action';
import { refusalField, type FieldRefusal } from './db-errors';

/**
 * Runs an online-only save as every admin write does (toast on success, the reason or "server
 * unreachable" on failure), and hands a refusal of one of the content checks back to its field.
 */
export function runSave(
  action: () => Promise<unknown>,
  texts: { success: MessageDescriptor; failure: MessageDescriptor },
  onRefusal: (refusal: FieldRefusal) => void,
): Promise<boolean> {
  return runAdminAction(async () => {
    try {
      return await action();
    } catch (failure) {
      const refusal = refusalField(failure);
      if (refusal) onRefusal(refusal);
      throw failure;
    }
  }, texts);
}
