export { calculateScore, createScorer, type ScoringDeps } from './calculate-score';
export { normalizeOptions } from './normalize-options';
export { createLocalRuleSource, createSupabaseRuleSource, withLocalFirst } from './rule-sources';
export { createBrowserRunner } from './custom-logic/browser-runner';
export { createScoreCache, SCORE_CACHE_MAX_ENTRIES, SCORE_CACHE_TTL_MS, type ScoreCache } from './score-cache';
export { CUSTOM_LOGIC_TIMEOUT_MS, ScoringError, isScoringError } from './scoring-error';
export { validateScoringContext } from './validate-context';
export type {
  Answers,
  CustomLogicRunner,
  NormalizedOption,
  ScoreInput,
  ScoreResult,
  ScoringQuestion,
  ScoringRule,
  ScoringRuleSource,
} from './types';
