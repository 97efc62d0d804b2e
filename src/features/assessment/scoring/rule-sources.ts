import type { SupabaseClient } from '@supabase/supabase-js';
import type { ScoringRule, ScoringRuleSource } from './types';

const isActive = (rule: ScoringRule) => rule.is_active !== false;
const appliesTo = (rule: ScoringRule, type: string) =>
  isActive(rule) && (rule.applicable_assessment_types ?? []).includes(type);

/** System default first, otherwise the given order. */
export const systemDefaultFirst = (rules: readonly ScoringRule[]): ScoringRule[] =>
  [...rules].sort((a, b) => Number(Boolean(b.is_system_default)) - Number(Boolean(a.is_system_default)));

/** Rules held locally (the offline copy of scoring_rule_templates), however the caller stores them. */
export function createLocalRuleSource(loadRules: () => Promise<readonly ScoringRule[]>): ScoringRuleSource {
  return {
    async getById(id) {
      return (await loadRules()).find((rule) => rule.id === id && isActive(rule)) ?? null;
    },
    async listForType(type) {
      return systemDefaultFirst((await loadRules()).filter((rule) => appliesTo(rule, type)));
    },
  };
}

const RULE_FIELDS =
  'id, name, rule_type, calculation_formula, applicable_assessment_types, is_system_default, is_active';

/** scoring_rule_templates read from the backend (by id, or containing the type, system default first). */
export function createSupabaseRuleSource(client: SupabaseClient): ScoringRuleSource {
  return {
    async getById(id) {
      const { data, error } = await client
        .from('scoring_rule_templates')
        .select(RULE_FIELDS)
        .eq('id', id)
        .maybeSingle();
      if (error) throw new Error(error.message);
      const rule = data as ScoringRule | null;
      return rule && isActive(rule) ? rule : null;
    },
    async listForType(type) {
      const { data, error } = await client
        .from('scoring_rule_templates')
        .select(RULE_FIELDS)
        .contains('applicable_assessment_types', [type])
        .eq('is_active', true)
        .order('is_system_default', { ascending: false });
      if (error) throw new Error(error.message);
      return systemDefaultFirst((data ?? []) as ScoringRule[]);
    },
  };
}

/**
 * The device's copy first, the backend only for a rule the device lacks (or when it cannot be read). The copy is
 * refreshed whenever an assessment is opened online (loaders.ts), so scoring at submit never waits on the network
 * (with the backend down and the token expired, a backend read first took seconds to fail: bench:chaos seed 47).
 */
export function withLocalFirst(local: ScoringRuleSource, online: ScoringRuleSource): ScoringRuleSource {
  const attempt = async <T>(
    fromDevice: () => Promise<T>,
    found: (value: T) => boolean,
    fromBackend: () => Promise<T>,
  ) => {
    // An unreadable copy counts as none: the backend answers instead.
    const stored = await fromDevice().catch(() => undefined);
    if (stored !== undefined && found(stored)) return stored;
    try {
      return await fromBackend();
    } catch (error) {
      if (stored === undefined) throw error;
      return stored;
    }
  };
  return {
    getById: (id) =>
      attempt(
        () => local.getById(id),
        (rule) => rule !== null,
        () => online.getById(id),
      ),
    listForType: (type) =>
      attempt(
        () => local.listForType(type),
        (rules) => rules.length > 0,
        () => online.listForType(type),
      ),
  };
}
