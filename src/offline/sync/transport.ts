import type { SupabaseClient } from '@supabase/supabase-js';
import { handlerFor } from '../operations/index';
import type { RestRequest } from '../operations/handler';
import { operationOf } from '../outbox/entry';
import type { OutboxEntry, PushOutcome } from '../outbox/types';

/** Pushes one queued entry and reports what the server said; never throws for server answers. */
export type Transport = (entry: OutboxEntry) => Promise<PushOutcome>;

/** The request an entry becomes (shared by the real transport and the test model). */
export function requestFor(entry: OutboxEntry): RestRequest {
  const op = operationOf(entry);
  return handlerFor(op).toRequest(op);
}

/**
 * The real transport. Updates ask for the row back so an update that matched nothing (row gone,
 * or hidden by row-level security) is a failure the user sees, not a silent success.
 */
export function createSupabaseTransport(client: SupabaseClient): Transport {
  return async (entry) => {
    const request = requestFor(entry);
    try {
      const table = client.from(request.table);
      const response =
        request.method === 'update'
          ? await table.update(request.body).match(request.match).select('id')
          : await table.upsert(request.body, { onConflict: request.onConflict, ignoreDuplicates: request.ignoreDuplicates ?? false }).select();
      if (response.error) {
        return { ok: false, status: response.status, code: response.error.code, message: response.error.message };
      }
      if (request.method === 'update' && (response.data ?? []).length === 0) {
        return { ok: false, status: 404, code: 'PGRST116', message: `${request.table} ${entry.target} not found` };
      }
      return { ok: true };
    } catch (error) {
      return { ok: false, status: 0, message: error instanceof Error ? error.message : String(error) };
    }
  };
}
