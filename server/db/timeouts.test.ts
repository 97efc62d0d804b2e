import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUTS, databaseTimeouts } from './timeouts.ts';

describe('database timeouts', () => {
  it("are Supabase's defaults: anon 3 s, authenticated 8 s, the global 2 minutes for the superuser", () => {
    expect(DEFAULT_TIMEOUTS.roles).toEqual({ anon: 3_000, authenticated: 8_000, service_role: 8_000 });
    expect(DEFAULT_TIMEOUTS.superuser).toBe(120_000);
    expect(DEFAULT_TIMEOUTS.queue).toBe(10_000);
  });

  it('take overrides per role without losing the other roles', () => {
    expect(databaseTimeouts({ roles: { anon: 500 } }).roles).toEqual({
      anon: 500,
      authenticated: 8_000,
      service_role: 8_000,
    });
  });
});
