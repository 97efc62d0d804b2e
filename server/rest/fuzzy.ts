/**
 * The closest of a few names to a misspelt one, as PostgREST's hints find it (Haskell's fuzzyset, a
 * port of fuzzyset.js): n-gram cosine similarity (trigrams, else bigrams) shortlists candidates, then
 * 1 − Levenshtein distance / longer length ranks them. The npm fuzzyset is not used: its licence
 * does not allow commercial use.
 */

/** Lower case, only letters, digits, spaces and commas (so `_` and brackets do not count). */
function normalize(value: string): string {
  return value.toLowerCase().replace(/[^\p{L}\p{N}, ]+/gu, '');
}

function gramCounts(normalized: string, size: number): Map<string, number> {
  let padded = `-${normalized}-`;
  if (padded.length < size) padded += '-'.repeat(size - padded.length);
  const counts = new Map<string, number>();
  for (let i = 0; i + size <= padded.length; i++) {
    const gram = padded.slice(i, i + size);
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

function norm(counts: Map<string, number>): number {
  let sum = 0;
  for (const n of counts.values()) sum += n * n;
  return Math.sqrt(sum);
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
    }
    previous = current;
  }
  return previous[b.length] as number;
}

/**
 * The candidate closest to `value` with a score of at least `minScore` (PostgREST asks 0.75 of table
 * and function names, 0.33 of parameter lists), or undefined. Candidates are compared in lower case:
 * n-grams of their letters, digits, spaces and commas, the edit distance of the whole text.
 */
export function closest(candidates: Iterable<string>, value: string, minScore: number): string | undefined {
  // One candidate per lower-case spelling, the first one given (as the fuzzy set keeps it).
  const items = new Map<string, string>();
  for (const candidate of candidates)
    if (!items.has(candidate.toLowerCase())) items.set(candidate.toLowerCase(), candidate);
  const query = value.toLowerCase();
  if (items.has(query)) return items.get(query);
  for (const size of [3, 2]) {
    const wanted = gramCounts(normalize(query), size);
    const wantedNorm = norm(wanted);
    const shortlist: Array<{ key: string; score: number }> = [];
    for (const key of items.keys()) {
      const counts = gramCounts(normalize(key), size);
      let dot = 0;
      for (const [gram, n] of wanted) dot += n * (counts.get(gram) ?? 0);
      if (dot > 0) shortlist.push({ key, score: dot / (wantedNorm * norm(counts)) });
    }
    shortlist.sort((a, b) => b.score - a.score);
    const ranked = shortlist.slice(0, 50).map(({ key }) => ({
      key,
      score: 1 - levenshtein(query, key) / Math.max(query.length, key.length),
    }));
    ranked.sort((a, b) => b.score - a.score);
    const best = ranked[0];
    // None close enough with trigrams: bigrams are tried, as the fuzzy set does.
    if (best && best.score >= minScore) return items.get(best.key);
  }
  return undefined;
}
