import { toast } from '../../../ui';
import type { Json } from '../../../offline/store';
import { acceptSuggestion, rejectSuggestion, saveSuggestionEdit } from './actions';
import { m } from './messages';
import { parseEdit } from './shapes';
import type { SuggestionHandlers } from './components/SuggestionCard';

/**
 * Accept, reject, edit and copy with their toasts: the one flow of every suggestion view (an
 * activity's, the team assistant's). Each status change is written on the device and queued.
 */
export function useSuggestionHandlers(userId: string, onAccepted?: () => void): SuggestionHandlers {
  const run = async (action: () => Promise<void>, success: typeof m.accepted, after?: () => void) => {
    try {
      await action();
      toast({ title: success, description: m.updated, variant: 'success' });
      after?.();
      return true;
    } catch {
      toast({ title: m.updateFailed, variant: 'error' });
      return false;
    }
  };

  return {
    onAccept: (id) => void run(() => acceptSuggestion(userId, id), m.accepted, onAccepted),
    onReject: (id) => void run(() => rejectSuggestion(userId, id), m.rejected),
    onCopy: (content) => {
      navigator.clipboard.writeText(JSON.stringify(content, null, 2)).then(
        () => toast({ title: m.copied, variant: 'success' }),
        () => toast({ title: m.updateFailed, variant: 'error' }),
      );
    },
    onSaveEdit: async (id, text) => {
      const parsed = parseEdit(text);
      if (!parsed.ok) {
        toast({ title: m.badJson, variant: 'error' });
        return false;
      }
      return run(() => saveSuggestionEdit(userId, id, parsed.value as Json), m.saved);
    },
  };
}
