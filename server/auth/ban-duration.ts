const UNIT_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/**
 * GoTrue's `ban_duration`: a Go duration ("24h", "1h30m", "876000h") or "none" (lift the ban).
 * Returns milliseconds, null for "none", undefined when it is not a duration.
 */
export function parseBanDuration(text: string): number | null | undefined {
  if (text === 'none') return null;
  if (!/^(\d+(\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)((\d+(\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h))*$/.test(text)) return undefined;
  let total = 0;
  for (const [, amount, , unit] of text.matchAll(/(\d+(\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)/g))
    total += Number(amount) * (UNIT_MS[unit as string] ?? 0);
  return total;
}
