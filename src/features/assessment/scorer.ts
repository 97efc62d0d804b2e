// The assessment screens' scorer. Its code (the rule evaluators, the custom-logic sandbox) is a chunk of
// its own (vite.config.ts), loaded when an assessment is first scored or once the first screen is painted:
// showing the first question does not need it (less to download and run before it is on screen).
import type { BackendClient } from '../../backend/backend-client';
import { loadOnce } from '../../lib/load-once';

import { readScoringRules } from './local-store';
import type { ScoreCache } from './scoring/score-cache';
import type { ScoreInput, ScoreResult, ScoringRule } from './scoring/types';

/** The scoring code's entry points the app uses (named here, so that knip sees them used through the dynamic import). */
const importScoringCode = () =>
  import('./scoring').then(
    ({
      calculateScore,
      createBrowserRunner,
      createLocalRuleSource,
      createScorer,
      createSupabaseRuleSource,
      withLocalFirst,
    }) => ({
      calculateScore,
      createBrowserRunner,
      createLocalRuleSource,
      createScorer,
      createSupabaseRuleSource,
      withLocalFirst,
    }),
  );

type ScoringCode = Awaited<ReturnType<typeof importScoringCode>>;

/** Loads the scoring code once; a failed load (offline before the service worker stored it) is tried again next time. */
export const loadScoringCode: () => Promise<ScoringCode> = loadOnce(importScoringCode);

interface Scorer {
  cache: ScoreCache;
  calculateScore(input: ScoreInput): Promise<ScoreResult>;
}

/** One scorer per signed-in user: its 5-minute result cache is shared by every assessment screen. */
let shared: { ownerId: string; scorer: Scorer } | null = null;

async function scorerFor(client: BackendClient, ownerId: string): Promise<Scorer> {
  const scoring = await loadScoringCode();
  if (shared?.ownerId !== ownerId) {
    const scorer = scoring.createScorer({
      rules: scoring.withLocalFirst(
        scoring.createLocalRuleSource(async () => (await readScoringRules(ownerId)) as ScoringRule[]),
        scoring.createSupabaseRuleSource(client),
      ),
      runner: scoring.createBrowserRunner(),
    });
    shared = { ownerId, scorer };
  }
  return shared.scorer;
}

/** Scores with the device's copy of the rules (refreshed when an assessment opens online), else the backend's. */
export async function scoreAssessment(client: BackendClient, ownerId: string, input: ScoreInput): Promise<ScoreResult> {
  return (await scorerFor(client, ownerId)).calculateScore(input);
}

/** Forgets the cached scores of these types (their rules were just refreshed); before any scoring there are none. */
export function forgetCachedScores(ownerId: string, types: readonly string[]): void {
  if (shared?.ownerId === ownerId) shared.scorer.cache.clearForTypes(types);
}

/** The user's result cache, with the scorer it belongs to created if need be (for tests). */
export const scoreCacheOf = async (client: BackendClient, ownerId: string): Promise<ScoreCache> =>
  (await scorerFor(client, ownerId)).cache;
