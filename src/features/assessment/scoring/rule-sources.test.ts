import { createLocalRuleSource, createSupabaseRuleSource, withLocalFirst } from './rule-sources';
import { rule } from './test-fixtures';
import type { ScoringRuleSource } from './types';

const first = rule({ id: 'a', rule_type: 'average', applicable_assessment_types: ['tpm'] });
const systemDefault = rule({
  id: 'b',
  rule_type: 'dimension',
  applicable_assessment_types: ['tpm', 'combined'],
  is_system_default: true,
});

describe('rule sources', () => {
  const inactive = rule({
    id: 'c',
    rule_type: 'average',
    applicable_assessment_types: ['tpm'],
    is_system_default: true,
    is_active: false,
  });
  const local = createLocalRuleSource(async () => [first, systemDefault, inactive]);

  it('lists the active rules for a type, system default first', async () => {
    expect((await local.listForType('tpm')).map((r) => r.id)).toEqual(['b', 'a']);
    expect((await local.listForType('mbti')).map((r) => r.id)).toEqual([]);
  });

  it('finds an active rule by id', async () => {
    expect((await local.getById('a'))?.id).toBe('a');
    expect(await local.getById('c')).toBeNull();
  });

  const unreachable: ScoringRuleSource = {
    getById: () => Promise.reject(new TypeError('Failed to fetch')),
    listForType: () => Promise.reject(new TypeError('Failed to fetch')),
  };
  const backend = (rules: ReturnType<typeof rule>[]) => {
    const asked: string[] = [];
    const source: ScoringRuleSource = {
      getById: async (id) => {
        asked.push(`id ${id}`);
        return rules.find((r) => r.id === id) ?? null;
      },
      listForType: async (type) => {
        asked.push(`type ${type}`);
        return rules.filter((r) => (r.applicable_assessment_types ?? []).includes(type));
      },
    };
    return { source, asked };
  };

  it('scores with the device’s rules without asking the backend', async () => {
    const online = backend([rule({ id: 'z', rule_type: 'average', applicable_assessment_types: ['tpm'] })]);
    const source = withLocalFirst(local, online.source);
    expect((await source.listForType('tpm'))[0]?.id).toBe('b');
    expect((await source.getById('a'))?.id).toBe('a');
    expect(online.asked).toEqual([]);
  });

  it('asks the backend for a rule the device lacks', async () => {
    const online = backend([rule({ id: 'm', rule_type: 'mbti', applicable_assessment_types: ['mbti'] })]);
    const source = withLocalFirst(local, online.source);
    expect((await source.listForType('mbti')).map((r) => r.id)).toEqual(['m']);
    expect((await source.getById('m'))?.id).toBe('m');
    expect(online.asked).toEqual(['type mbti', 'id m']);
  });

  it('keeps the device’s answer when the backend cannot be reached either', async () => {
    const source = withLocalFirst(local, unreachable);
    expect(await source.listForType('mbti')).toEqual([]);
    expect(await source.getById('m')).toBeNull();
    expect((await source.listForType('tpm'))[0]?.id).toBe('b');
  });

  it('asks the backend when the device’s copy cannot be read, and passes on its failure', async () => {
    const broken: ScoringRuleSource = {
      getById: () => Promise.reject(new Error('IndexedDB closed')),
      listForType: () => Promise.reject(new Error('IndexedDB closed')),
    };
    const online = backend([first]);
    expect((await withLocalFirst(broken, online.source).getById('a'))?.id).toBe('a');
    await expect(withLocalFirst(broken, unreachable).listForType('tpm')).rejects.toThrow('Failed to fetch');
  });
});

describe('the backend rule source', () => {
  /** Records the query chain and answers like supabase-js ({ data, error }). */
  const fakeClient = (result: { data: unknown; error: { message: string } | null }) => {
    const calls: unknown[][] = [];
    const builder: Record<string, unknown> = {};
    for (const method of ['from', 'select', 'eq', 'contains', 'order']) {
      builder[method] = (...args: unknown[]) => {
        calls.push([method, ...args]);
        return builder;
      };
    }
    builder.maybeSingle = () => {
      calls.push(['maybeSingle']);
      return Promise.resolve(result);
    };
    builder.then = (resolve: (v: unknown) => unknown) => Promise.resolve(result).then(resolve);
    return { client: builder as unknown as Parameters<typeof createSupabaseRuleSource>[0], calls };
  };

  it('asks for the active rules containing the type, system default first', async () => {
    const { client, calls } = fakeClient({ data: [first, systemDefault], error: null });
    const rules = await createSupabaseRuleSource(client).listForType('tpm');
    expect(rules.map((r) => r.id)).toEqual(['b', 'a']);
    expect(calls).toContainEqual(['from', 'scoring_rule_templates']);
    expect(calls).toContainEqual(['contains', 'applicable_assessment_types', ['tpm']]);
    expect(calls).toContainEqual(['eq', 'is_active', true]);
    expect(calls).toContainEqual(['order', 'is_system_default', { ascending: false }]);
  });

  it('reads one rule by id and passes on a backend error', async () => {
    const { client, calls } = fakeClient({ data: first, error: null });
    expect((await createSupabaseRuleSource(client).getById('a'))?.id).toBe('a');
    expect(calls).toContainEqual(['eq', 'id', 'a']);
    const failing = fakeClient({ data: null, error: { message: 'TypeError: Failed to fetch' } });
    await expect(createSupabaseRuleSource(failing.client).getById('a')).rejects.toThrow('Failed to fetch');
  });
});
