import type { BackendClient } from '../../backend/backend-client';
import { useState } from 'react';

import { prepareCoachOffline, type PrepareCoachOptions, type PrepareProgress } from './prepare';

export type PrepareState =
  | { phase: 'idle' }
  | { phase: 'running'; progress: PrepareProgress }
  | { phase: 'done'; sessions: number }
  | { phase: 'error'; message: string };

export function usePrepareCoach(
  client: BackendClient,
  userId: string,
  { prepareSession, prepareTeam }: Omit<PrepareCoachOptions, 'onProgress'> = {},
) {
  const [state, setState] = useState<PrepareState>({ phase: 'idle' });
  const start = async () => {
    setState({ phase: 'running', progress: { step: 0, steps: 1 } });
    try {
      const ids = await prepareCoachOffline(client, userId, {
        prepareSession,
        prepareTeam,
        onProgress: (progress) => setState({ phase: 'running', progress }),
      });
      setState({ phase: 'done', sessions: ids.length });
    } catch (error) {
      setState({ phase: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };
  return { state, start };
}
