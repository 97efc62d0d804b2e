/** The seed's fixed UUIDs (see the header of supabase/seed.sql). */
export const seedId = (prefix: string, n: number): string => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const ORG = { acme: seedId('10000000', 1), globex: seedId('10000000', 2) } as const;
export const TEAM = {
  alpha: seedId('30000000', 1),
  beta: seedId('30000000', 2),
  orion: seedId('30000000', 3),
} as const;
export const COACH_ID = seedId('40000000', 1);
export const TEMPLATE = {
  tpm: seedId('50000000', 1),
  mbti: seedId('50000000', 2),
  leadership: seedId('50000000', 3),
  twn: seedId('50000000', 4),
} as const;
export const PROGRAM_ID = seedId('60000000', 1);
export const SESSION_ID = seedId('64000000', 1);
export const activityId = (n: number): string => seedId('62000000', n);
export const phaseId = (n: number): string => seedId('61000000', n);
export const formId = (n: number): string => seedId('70000000', n);
export const assessmentId = (n: number): string => seedId('54000000', n);
export const PROMPT_ID = seedId('80000000', 1);
/** An auth user without profile, roles or anything else; tests create it for inserts that need a user. */
export const SPARE_USER_ID = seedId('20000000', 99);

export type RoleKey = 'super' | 'admin' | 'manager' | 'leader' | 'member' | 'coach' | 'globex' | 'newMember';

export interface DemoAccount {
  email: string;
  userId: string;
  organizationId: string | null;
}

export const ACCOUNTS: Record<RoleKey, DemoAccount> = {
  super: { email: 'super@taas.test', userId: seedId('20000000', 1), organizationId: null },
  admin: { email: 'admin@acme.test', userId: seedId('20000000', 2), organizationId: ORG.acme },
  manager: { email: 'manager@acme.test', userId: seedId('20000000', 3), organizationId: ORG.acme },
  leader: { email: 'leader@acme.test', userId: seedId('20000000', 4), organizationId: ORG.acme },
  member: { email: 'member@acme.test', userId: seedId('20000000', 5), organizationId: ORG.acme },
  coach: { email: 'coach@taas.test', userId: seedId('20000000', 6), organizationId: null },
  globex: { email: 'member@globex.test', userId: seedId('20000000', 7), organizationId: ORG.globex },
  newMember: { email: 'new@acme.test', userId: seedId('20000000', 8), organizationId: ORG.acme },
};
export const UNCONFIRMED_USER_ID = seedId('20000000', 9);

export const ROLE_KEYS = Object.keys(ACCOUNTS) as RoleKey[];
