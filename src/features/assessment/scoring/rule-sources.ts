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

const RULE_FIELDS = 'id, name, rule_type, calculation_formula, applicable_assessment_types, is_system_default, is_active';

/** scoring_rule_templates read from the backend (by id, or containing the type, system default first). */
export function createSupabaseRuleSource(client: SupabaseClient): ScoringRuleSource {
  return {
    async getById(id) {
      const { data, error } = await client.from('scoring_rule_templates').select(RULE_FIELDS).eq('id', id).maybeSingle();
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

/** The backend when reachable, the local copy when the backend call fails (offline). */
export function withOfflineFallback(online: ScoringRuleSource, offline: ScoringRuleSource): ScoringRuleSource {
  const attempt = async <T>(remote: () => Promise<T>, local: () => Promise<T>) => {
    try {
      return await remote();
    } catch {
      return local();
    }
  };
  return {
    getById: (id) => attempt(() => online.getById(id), () => offline.getById(id)),
    listForType: (type) => attempt(() => online.listForType(type), () => offline.listForType(type)),
  };
}
