import { ANON_KEY } from '../config.ts';

const ACCOUNTS: Array<[string, string]> = [
  ['super@taas.test', 'super_admin'],
  ['admin@acme.test', 'org_admin (Acme)'],
  ['manager@acme.test', 'manager (Acme)'],
  ['leader@acme.test', 'team_leader (Acme, team Alpha)'],
  ['member@acme.test', 'team_member (Alpha)'],
  ['coach@taas.test', 'coach (Acme session)'],
  ['member@globex.test', 'team_member (Globex)'],
  ['new@acme.test', 'member, terms not accepted'],
];

export function banner(backendUrl: string, appUrl?: string): string {
  const width = Math.max(...ACCOUNTS.map(([e]) => e.length));
  return [
    '',
    appUrl ? `  App:       ${appUrl}` : undefined,
    `  Backend:   ${backendUrl}  (auth/v1, rest/v1, functions/v1)`,
    `  Anon key:  ${ANON_KEY}`,
    '',
    `  Demo accounts (password Password-123):`,
    ...ACCOUNTS.map(([email, role]) => `    ${email.padEnd(width)}  ${role}`),
    '',
    '  Ctrl-C stops.',
    '',
  ].filter((line) => line !== undefined).join('\n');
}
