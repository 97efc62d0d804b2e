import { later } from '../operations/handler';
import type { FieldTimes } from '../operations/payloads';

/** A payload of edited fields, each with the device time of its edit. */
export type FieldEdits<F extends string> = Partial<Record<F, unknown>> & { field_times?: FieldTimes<F> };

/** The fields the payload edits (those present), in the order given. */
export function editedFields<F extends string>(payload: FieldEdits<F>, fields: readonly F[]): F[] {
  return fields.filter((field) => Object.prototype.hasOwnProperty.call(payload, field));
}

/** Every edited field dated: a field without its own time was edited when the user acted. */
export function withFieldTimes<F extends string, P extends FieldEdits<F>>(
  payload: P,
  fields: readonly F[],
  actedAt: string,
): P {
  const times: FieldTimes<F> = {};
  for (const field of editedFields(payload, fields)) times[field] = payload.field_times?.[field] ?? actedAt;
  return { ...payload, field_times: times };
}

/**
 * Two queued edits of one row as one: per field, the edit made later on the device (the later of
 * two at the same time: `next`), exactly what the server keeps when it applies them one by one.
 */
export function mergeFieldEdits<F extends string, P extends FieldEdits<F>>(
  queued: P,
  next: P,
  fields: readonly F[],
): P {
  const merged: Record<string, unknown> = {};
  const times: FieldTimes<F> = {};
  for (const field of fields) {
    const inQueued = editedFields(queued, [field]).length > 0;
    const inNext = editedFields(next, [field]).length > 0;
    if (!inQueued && !inNext) continue;
    const queuedAt = queued.field_times?.[field];
    const nextAt = next.field_times?.[field];
    const keepQueued =
      inQueued && (!inNext || (queuedAt !== undefined && nextAt !== undefined && later(queuedAt, nextAt)));
    merged[field] = keepQueued ? queued[field] : next[field];
    const time = keepQueued ? queuedAt : nextAt;
    if (time !== undefined) times[field] = time;
  }
  return { ...merged, field_times: times } as P;
}

/** The body the server takes: the edited values, and field_times as { field: { at } }. */
export function editBody<F extends string>(payload: FieldEdits<F>, fields: readonly F[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const times: Record<string, { at: string }> = {};
  for (const field of editedFields(payload, fields)) {
    body[field] = payload[field] ?? null;
    const at = payload.field_times?.[field];
    if (at) times[field] = { at };
  }
  return { ...body, field_times: times };
}
