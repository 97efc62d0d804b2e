import type { WidgetOption } from './types';

/** What a ranking answer lists for an option: its profile code, else its id. */
export function rankingKey(option: WidgetOption): string {
  return option.profileCode ?? option.id;
}

function parseSavedOrder(value: string | undefined): string[] | undefined {
  if (!value) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string') ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The saved order when it contains every option; otherwise the options' original order. */
export function resolveRankingOrder(value: string | undefined, keys: string[]): string[] {
  const saved = parseSavedOrder(value);
  if (!saved || !keys.every((key) => saved.includes(key))) return keys;
  return [...new Set(saved.filter((key) => keys.includes(key)))];
}

/** True when the stored value is exactly an ordering of all the options. */
export function isCompleteRanking(value: string | undefined, keys: string[]): boolean {
  const saved = parseSavedOrder(value);
  return saved !== undefined && saved.length === keys.length && keys.every((key) => saved.includes(key));
}

export function moveItem(order: string[], from: number, to: number): string[] {
  if (from === to || from < 0 || to < 0 || from >= order.length || to >= order.length) return order;
  const next = [...order];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
