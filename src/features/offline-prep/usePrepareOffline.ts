import { useCallback, useMemo, useState } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useBackendClientIfProvided } from '../../backend/BackendClientProvider';
import {
  estimatePreparation,
  prepareOffline,
  supabaseSelect,
  type PrepareSession,
  type PrepEstimate,
  type PrepProgress,
  type Select,
} from './api';

export type PrepState =
  | { phase: 'idle' }
  | { phase: 'estimating' }
  | { phase: 'estimated'; estimate: PrepEstimate }
  | { phase: 'downloading'; estimate: PrepEstimate; progress: PrepProgress }
  | { phase: 'done'; rows: number }
  | { phase: 'error'; message: string };

/** Estimate first, then download with progress. */
export function usePrepareOffline(ownerId: string | null, given?: Select, prepareSession?: PrepareSession) {
  const select = useBackendSelect(given);
  const [state, setState] = useState<PrepState>({ phase: 'idle' });

  const estimate = useCallback(async () => {
    if (!ownerId) return;
    setState({ phase: 'estimating' });
    try {
      setState({ phase: 'estimated', estimate: await estimatePreparation(ownerId, select) });
    } catch (error) {
      setState({ phase: 'error', message: messageOf(error) });
    }
  }, [ownerId, select]);

  const start = useCallback(
    async (estimate: PrepEstimate) => {
      if (!ownerId) return;
      setState({ phase: 'downloading', estimate, progress: { done: 0, total: estimate.rows } });
      try {
        let rows = 0;
        await prepareOffline(ownerId, select, {
          total: estimate.rows,
          prepareSession,
          onProgress: (progress) => {
            rows = progress.done;
            setState({ phase: 'downloading', estimate, progress });
          },
        });
        setState({ phase: 'done', rows });
      } catch (error) {
        setState({ phase: 'error', message: messageOf(error) });
      }
    },
    [ownerId, select, prepareSession],
  );

  return { state, estimate, start, reset: () => setState({ phase: 'idle' }) };
}

/** The given reads, or reads through the app's signed-in client. */
export function useBackendSelect(given?: Select): Select {
  const client = useBackendClientIfProvided();
  return useMemo(() => {
    if (given) return given;
    if (!client) throw new Error('usePrepareOffline: no reads given and no BackendClientProvider');
    return supabaseSelect(client as unknown as SupabaseClient);
  }, [given, client]);
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
