import type { ProjectKeys } from '../auth/keys.ts';
import { isLoopback } from './bind-address.ts';

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

export interface BannerInfo {
  backendUrl: string;
  appUrl?: string;
  host: string;
  keys: ProjectKeys;
  /** False when the database was made without the demo data: its accounts are then not listed. */
  demo?: boolean;
  /** True when both servers answer over HTTPS: the advice to put TLS in front is then already followed. */
  tls?: boolean;
}

export function banner({ backendUrl, appUrl, host, keys, demo = true, tls = false }: BannerInfo): string {
  const width = Math.max(...ACCOUNTS.map(([e]) => e.length));
  return [
    '',
    appUrl ? `  App:          ${appUrl}` : undefined,
    `  Backend:      ${backendUrl}  (auth/v1, rest/v1, functions/v1)`,
    `  Anon key:     ${keys.anonKey}`,
    `  Service key:  ${keys.serviceRoleKey}`,
    `                (bypasses row-level security: never put it in a browser or a build)`,
    `  Keys file:    ${keys.file}  (generated for this installation; delete it to rotate)`,
    isLoopback(host) || !demo
      ? undefined
      : `\n  Listening on ${host}: anyone who can reach this address can sign in with the demo accounts below.\n  ${
          tls
            ? 'Change their passwords (README, Security).'
            : 'Change their passwords and serve HTTPS (npm start -- --https; README, Security).'
        }`,
    '',
    ...(demo
      ? [
          `  Demo accounts (password Password-123):`,
          ...ACCOUNTS.map(([email, role]) => `    ${email.padEnd(width)}  ${role}`),
        ]
      : ['  No demo data: create the first super admin with `npm run super-admin` (docs/deploying.md).']),
    '',
    '  Ctrl-C stops.',
    '',
  ]
    .filter((line) => line !== undefined)
    .join('\n');
}
