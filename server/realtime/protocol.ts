/**
 * Phoenix channel messages as Supabase Realtime frames them: vsn 1.0.0 sends JSON objects,
 * vsn 2.0.0 (realtime-js's default) JSON arrays [join_ref, ref, topic, event, payload].
 * Binary frames (broadcast) are not read: the embedded backend serves postgres_changes only.
 */
export type Vsn = '1.0.0' | '2.0.0';

export interface PhoenixMessage {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

export function parseVsn(value: string | null): Vsn | undefined {
  if (value === null || value === '1.0.0') return '1.0.0';
  if (value === '2.0.0') return '2.0.0';
  return undefined;
}

const refOf = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function decode(vsn: Vsn, text: string): PhoenixMessage | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  let fields: unknown[];
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length !== 5) return undefined;
    fields = parsed;
  } else {
    if (!isObject(parsed)) return undefined;
    fields = [parsed.join_ref, parsed.ref, parsed.topic, parsed.event, parsed.payload];
  }
  const [joinRef, ref, topic, event, payload] = fields;
  if (typeof topic !== 'string' || typeof event !== 'string') return undefined;
  return { join_ref: refOf(joinRef), ref: refOf(ref), topic, event, payload: isObject(payload) ? payload : {} };
}

export function encode(vsn: Vsn, message: PhoenixMessage): string {
  if (vsn === '2.0.0')
    return JSON.stringify([message.join_ref, message.ref, message.topic, message.event, message.payload]);
  return JSON.stringify(message);
}
