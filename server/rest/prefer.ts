export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | undefined;
  count: 'exact' | 'planned' | 'estimated' | undefined;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined;
  missingDefault: boolean;
  applied: string[];
}

/** Reads the `Prefer` header (`return=`, `count=`, `resolution=`, `missing=`), remembering what was honoured. */
export function parsePrefer(header: string | string[] | undefined): Preferences {
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '');
  const out: Preferences = {
    return: undefined,
    count: undefined,
    resolution: undefined,
    missingDefault: false,
    applied: [],
  };
  for (const part of raw.split(/[,;]/)) {
    const [key, value] = part
      .trim()
      .split('=')
      .map((s) => s.trim());
    if (key === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only'))
      out.return = value;
    else if (key === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) out.count = value;
    else if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates'))
      out.resolution = value;
    else if (key === 'missing' && value === 'default') out.missingDefault = true;
    else continue;
    out.applied.push(`${key}=${value}`);
  }
  return out;
}
