import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { toast } from '../../../ui';
import { isOffline } from '../admin-users';

const offlineTitle = msg`Server non raggiungibile`;
const offlineDescription = msg`Le operazioni di amministrazione richiedono la connessione: riprova quando il server è raggiungibile. Nulla è stato modificato.`;

/**
 * Runs an online-only admin write: a success toast, or the failure's text (the spec's error
 * message as title, the server's reason below), or a clear "server unreachable" message.
 * Answers whether it succeeded.
 */
export async function runAdminAction(
  action: () => Promise<unknown>,
  texts: { success?: MessageDescriptor; failure: MessageDescriptor },
): Promise<boolean> {
  try {
    await action();
    if (texts.success) toast({ title: texts.success, variant: 'success' });
    return true;
  } catch (error) {
    if (isOffline(error)) toast({ title: offlineTitle, description: offlineDescription, variant: 'error' });
    else
      toast({
        title: texts.failure,
        description: error instanceof Error ? error.message : undefined,
        variant: 'error',
      });
    return false;
  }
}
