import type { NormalizedOption } from './types';

type Raw = Record<string, unknown>;

const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

const asText = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined;

function fromObject(raw: Raw, fallbackId: string): NormalizedOption {
  const text = asText(raw.text) ?? asText(raw.label) ?? asText(raw.value) ?? asText(raw.id) ?? fallbackId;
  const id = asText(raw.id) ?? asText(raw.value) ?? asText(raw.code) ?? text;
  const option: NormalizedOption = { id, text };
  const profileCode = asText(raw.profileCode) ?? asText(raw.profile_code);
  const dimension = asText(raw.dimension);
  if (profileCode !== undefined) option.profileCode = profileCode;
  if (dimension !== undefined) option.dimension = dimension;
  if (typeof raw.value === 'number' || typeof raw.value === 'string') option.value = raw.value;
  return option;
}

function fromArray(items: readonly unknown[]): NormalizedOption[] {
  return items.flatMap((item, index): NormalizedOption[] => {
    if (isRecord(item)) return [fromObject(item, String(index))];
    const text = asText(item);
    return text === undefined ? [] : [{ id: text, text }];
  });
}

/** Map-like object: key -> text, or key -> option object. Containers ({options}, {rows}) are unwrapped. */
function fromRecord(raw: Raw): NormalizedOption[] {
  for (const key of ['options', 'choices', 'items', 'rows']) {
    const inner = raw[key];
    if (Array.isArray(inner)) return fromArray(inner);
  }
  if ('text' in raw || 'label' in raw) return [fromObject(raw, '0')];
  return Object.entries(raw).flatMap(([key, value]): NormalizedOption[] => {
    if (isRecord(value)) return [fromObject({ id: key, ...value }, key)];
    const text = asText(value);
    return text === undefined ? [] : [{ id: key, text }];
  });
}

/**
 * Options arrive as an array of objects ({id, text, profileCode, dimension}), an array of strings,
 * an object, or a JSON string of any of these; the result is always an array of objects.
 */
export function normalizeOptions(raw: unknown): NormalizedOption[] {
  if (raw === null || raw === undefined) return [];
  if (Array.isArray(raw)) return fromArray(raw);
  if (isRecord(raw)) return fromRecord(raw);
  if (typeof raw === 'string') {
    const trimmed = raw.trim();
    if (trimmed === '') return [];
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (typeof parsed === 'object' && parsed !== null) return normalizeOptions(parsed);
    } catch {
      // Not JSON: a plain comma-separated list.
    }
    return fromArray(
      trimmed
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    );
  }
  return [];
}
