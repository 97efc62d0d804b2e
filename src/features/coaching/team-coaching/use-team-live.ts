import { useEffect, useState } from 'react';
import { refreshChat, refreshTeamProgress, subscribeTeamLive, type LiveStatus } from './api';
import type { BackendClient } from '../../../backend/backend-client';

/** How often the screen asks the backend itself while the Realtime socket is not joined. */
export const POLL_INTERVAL_MS = 3000;

/**
 * Keeps the device's copy of the team chat and progress current: a first read, then Realtime
 * pushes; while the channel is not joined (no socket, a proxy that refuses websockets) it polls.
 */
export function useTeamLive(
  client: BackendClient,
  ownerId: string,
  scope: { teamId: string; sessionId: string } | null,
): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const teamId = scope?.teamId ?? null;
  const sessionId = scope?.sessionId ?? null;

  useEffect(() => {
    if (!teamId || !sessionId) return;
    const refresh = () => {
      void refreshChat(client, ownerId, teamId).catch(() => undefined);
      void refreshTeamProgress(client, ownerId, sessionId).catch(() => undefined);
    };
    refresh();
    return subscribeTeamLive(client, ownerId, { teamId, sessionId }, (next) => {
      setStatus(next);
      // messages committed between the first read and the join are read once more
      if (next === 'live') refresh();
    });
  }, [client, ownerId, teamId, sessionId]);

  useEffect(() => {
    if (!teamId || !sessionId || status === 'live') return;
    const timer = setInterval(() => {
      void refreshChat(client, ownerId, teamId).catch(() => undefined);
      void refreshTeamProgress(client, ownerId, sessionId).catch(() => undefined);
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [client, ownerId, teamId, sessionId, status]);

  return status;
}
