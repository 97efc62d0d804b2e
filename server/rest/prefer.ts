import { pgrstError } from '../http/errors.ts';

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | undefined;
  count: 'exact' | 'planned' | 'estimated' | undefined;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined;
  missingDefault: boolean;
  /** `tx=rollback`: run the request, answer as usual, then roll its transaction back. */
  rollback: boolean;
  /** `handling=strict`: an unknown preference is refused, and `max-affected` is enforced. */
  strict: boolean;
  /** `max-affected=n`, honoured only with handling=strict (as PostgREST does). */
  maxAffected: number | undefined;
  applied: string[];
}

/** Preferences PostgREST knows but this backend does not act on; with handling=strict they are not refused. */
const TOLERATED = new Set(['timezone', 'params']);

/**
 * Reads the `Prefer` header, remembering what was honoured (Preference-Applied). With
 * `handling=strict` a preference PostgREST does not know is refused (PGRST122), as PostgREST does.
 */
export function parsePrefer(header: string | string[] | undefined): Preferences {
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '');
  const out: Preferences = {
    return: undefined,
    count: undefined,
    resolution: undefined,
    missingDefault: false,
    rollback: false,
    strict: false,
    maxAffected: undefined,
    applied: [],
  };
  const invalid: string[] = [];
  for (const token of raw.split(/[,;]/)) {
    const [key = '', value] = token
      .trim()
      .split('=')
      .map((s) => s.trim());
    if (key === '') continue;
    if (key === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only'))
      out.return = value;
    else if (key === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) out.count = value;
    else if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates'))
      out.resolution = value;
    else if (key === 'missing' && value === 'default') out.missingDefault = true;
    else if (key === 'tx' && (value === 'rollback' || value === 'commit')) out.rollback = value === 'rollback';
    else if (key === 'handling' && (value === 'strict' || value === 'lenient')) out.strict = value === 'strict';
    else if (key === 'max-affected' && value !== undefined && /^\d+$/.test(value)) out.maxAffected = Number(value);
    else {
      if (!TOLERATED.has(key)) invalid.push(token.trim());
      continue;
    }
    out.applied.push(`${key}=${value}`);
  }
  if (out.strict && invalid.length)
    throw pgrstError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
      null,
    );
  if (!out.strict && out.maxAffected !== undefined)
    out.applied = out.applied.filter((p) => !p.startsWith('max-affected='));
  return out;
}

/** PGRST124: a write (or a set-returning function) touched more rows than `max-affected` allows. */
export function assertMaxAffected(prefer: Preferences, affected: number): void {
  if (!prefer.strict || prefer.maxAffected === undefined || affected <= prefer.maxAffected) return;
  throw pgrstError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${affected} rows`,
    null,
  );
}
